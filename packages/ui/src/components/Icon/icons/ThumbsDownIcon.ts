import { ThumbsDown } from 'lucide';
import { icon } from '../Icon';

/** A thumb down: no, this did not help. */
export const ThumbsDownIcon = /* @__PURE__ */ icon(ThumbsDown, 'thumbs-down');
