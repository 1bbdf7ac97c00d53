import { Gift } from 'lucide';
import { icon } from '../Icon';

/** A wrapped box: a gift card. */
export const GiftIcon = /* @__PURE__ */ icon(Gift, 'gift');
