import { Copy } from 'lucide';
import { icon } from '../Icon';

/** Two overlapping frames: more clips like this one. */
export const SimilarIcon = /* @__PURE__ */ icon(Copy, 'similar');
