import { CircleQuestionMark } from 'lucide';
import { icon } from '../Icon';

/** A question mark in a circle: not known, or a question. */
export const HelpIcon = /* @__PURE__ */ icon(CircleQuestionMark, 'help');
