import { ArrowRight } from 'lucide';
import { icon } from '../Icon';

/** An arrow to the right: on to what the link names. */
export const ArrowRightIcon = /* @__PURE__ */ icon(ArrowRight, 'arrow-right');
