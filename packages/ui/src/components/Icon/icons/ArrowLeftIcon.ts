import { ArrowLeft } from 'lucide';
import { icon } from '../Icon';

/** An arrow to the left: back to where you came from. */
export const ArrowLeftIcon = /* @__PURE__ */ icon(ArrowLeft, 'arrow-left');
