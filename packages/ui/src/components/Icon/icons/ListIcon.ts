import { List } from 'lucide';
import { icon } from '../Icon';

/** Lines with bullets: a list view. */
export const ListIcon = /* @__PURE__ */ icon(List, 'list');
