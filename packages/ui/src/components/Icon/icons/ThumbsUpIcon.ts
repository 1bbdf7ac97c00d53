import { ThumbsUp } from 'lucide';
import { icon } from '../Icon';

/** A thumb up: yes, this helped. */
export const ThumbsUpIcon = /* @__PURE__ */ icon(ThumbsUp, 'thumbs-up');
