import { CircleCheck } from 'lucide';
import { icon } from '../Icon';

/** A tick in a circle: something went right. */
export const SuccessIcon = /* @__PURE__ */ icon(CircleCheck, 'success');
