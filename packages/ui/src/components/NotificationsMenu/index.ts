export { NotificationsMenu } from './NotificationsMenu';
export type { NotificationItem, NotificationsMenuProps, NotificationsMenuStatus } from './NotificationsMenu';
export { NOTIFICATIONS_MENU_TEXT } from './notificationsMenuText';
