import { Search } from 'lucide';
import { icon } from '../Icon';

/** A magnifier: search. */
export const SearchIcon = /* @__PURE__ */ icon(Search, 'search');
