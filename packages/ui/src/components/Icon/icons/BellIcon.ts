import { Bell } from 'lucide';
import { icon } from '../Icon';

/** A bell: the account's notifications. */
export const BellIcon = /* @__PURE__ */ icon(Bell, 'bell');
