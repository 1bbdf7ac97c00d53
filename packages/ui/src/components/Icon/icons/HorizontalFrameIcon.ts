import { RectangleHorizontal } from 'lucide';
import { icon } from '../Icon';

/** A frame lying down: a horizontal clip. */
export const HorizontalFrameIcon = /* @__PURE__ */ icon(RectangleHorizontal, 'horizontal-frame');
