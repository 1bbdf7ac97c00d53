import { Menu } from 'lucide';
import { icon } from '../Icon';

/** Three lines: a menu that opens more links. */
export const MenuIcon = /* @__PURE__ */ icon(Menu, 'menu');
