import { Check } from 'lucide';
import { icon } from '../Icon';

/** A tick: something done, chosen or included. */
export const CheckIcon = /* @__PURE__ */ icon(Check, 'check');
