import { Info } from 'lucide';
import { icon } from '../Icon';

/** A letter i in a circle: something to know. */
export const InfoIcon = /* @__PURE__ */ icon(Info, 'info');
