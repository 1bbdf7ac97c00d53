import { ListFilter } from 'lucide';
import { icon } from '../Icon';

/** Three lines of falling length: filters. */
export const FilterIcon = /* @__PURE__ */ icon(ListFilter, 'filter');
