import { CircleX } from 'lucide';
import { icon } from '../Icon';

/** A cross in a circle: something failed. */
export const ErrorIcon = /* @__PURE__ */ icon(CircleX, 'error');
