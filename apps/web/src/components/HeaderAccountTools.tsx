// What the header shows a signed-in buyer beyond a visitor's: the bell (in the bar, beside the cart), their
// lists, account and log out (the account area) and the phone's menu button. One chunk, which `AccountNav`
// loads once a session is confirmed: a visitor's pages carry none of it.
export { HeaderAccount } from './HeaderAccount';
export { HeaderMenuButton } from './HeaderMenuButton';
export { HeaderNotifications } from './HeaderNotifications';
