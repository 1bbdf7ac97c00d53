import { ChevronsUpDown } from 'lucide';
import { icon } from '../Icon';

/** Two chevrons apart: a column that sorts, not sorted by now. */
export const SortIcon = /* @__PURE__ */ icon(ChevronsUpDown, 'sort');
