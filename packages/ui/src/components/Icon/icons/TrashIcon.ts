import { Trash } from 'lucide';
import { icon } from '../Icon';

/** A bin: removing something for good. */
export const TrashIcon = /* @__PURE__ */ icon(Trash, 'trash');
