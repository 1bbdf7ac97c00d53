import { RectangleVertical } from 'lucide';
import { icon } from '../Icon';

/** A frame standing up: a vertical clip. */
export const VerticalFrameIcon = /* @__PURE__ */ icon(RectangleVertical, 'vertical-frame');
