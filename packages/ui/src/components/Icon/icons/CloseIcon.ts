import { X } from 'lucide';
import { icon } from '../Icon';

/** A cross: closing, clearing a field, a rejection or a failed check. */
export const CloseIcon = /* @__PURE__ */ icon(X, 'close');
