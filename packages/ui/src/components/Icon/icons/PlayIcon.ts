import { Play } from 'lucide';
import { icon } from '../Icon';

/** A play triangle: the clip plays, or the brand mark. */
export const PlayIcon = /* @__PURE__ */ icon(Play, 'play');
