// What the header shows a signed-in buyer beyond a visitor's: the bell (in the bar, beside the cart) and their
// lists (in the account area). One chunk, which `AccountNav` loads once a session is confirmed.
export { HeaderLists } from './HeaderLists';
export { HeaderNotifications } from './HeaderNotifications';
