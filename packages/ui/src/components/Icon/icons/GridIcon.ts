import { LayoutGrid } from 'lucide';
import { icon } from '../Icon';

/** Four squares: a grid view. */
export const GridIcon = /* @__PURE__ */ icon(LayoutGrid, 'grid');
