import { ShoppingCart } from 'lucide';
import { icon } from '../Icon';

/** A shopping cart: the cart, or a clip in it. */
export const CartIcon = /* @__PURE__ */ icon(ShoppingCart, 'cart');
