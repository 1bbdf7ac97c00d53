import { Tag } from 'lucide';
import { icon } from '../Icon';

/** A price tag: a discount pack, or a price. */
export const TagIcon = /* @__PURE__ */ icon(Tag, 'tag');
