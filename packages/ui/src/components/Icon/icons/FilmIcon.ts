import { Film } from 'lucide';
import { icon } from '../Icon';

/** A strip of film: a clip, or the place of a poster that is missing. */
export const FilmIcon = /* @__PURE__ */ icon(Film, 'film');
