import { Minus } from 'lucide';
import { icon } from '../Icon';

/** A dash: not included, or nothing to show. */
export const MinusIcon = /* @__PURE__ */ icon(Minus, 'minus');
