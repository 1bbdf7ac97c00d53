/** The unread count as the bell shows it: the number, up to '99+'. */
const count = (unread: number): string => (unread > 99 ? '99+' : String(unread));

/** The words of the header's notifications (ours: the spec has none). */
export const NOTIFICATIONS_MENU_TEXT = {
  count,
  /** The bell's name, with the count as shown when there are unread ones: 'Notifications, 2 unread'. */
  toggle: (unread: number): string =>
    unread > 0 ? `Notifications, ${count(unread)} unread` : 'Notifications',
  heading: 'Notifications',
  loading: 'Loading notifications…',
  failed: 'Your notifications could not be loaded.',
  retry: 'Try again',
  /** No notification yet: what will come here (only what the product sends today). */
  empty:
    'No notifications yet. When a playlist’s zip is ready, a month’s usage is due or a saved search finds new clips, it is listed here.',
  /** Read aloud after an unread notification's title. */
  unread: 'Unread',
  /** When, relative to now: 'just now', '5 minutes ago', '3 hours ago', 'yesterday', else the day. */
  when: (at: Date, now: Date): string => {
    const minutes = Math.floor((now.getTime() - at.getTime()) / 60_000);
    if (minutes < 1) return 'just now';
    if (minutes < 60) return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'} ago`;
    const hours = Math.floor(minutes / 60);
    if (hours < 24) return `${hours} ${hours === 1 ? 'hour' : 'hours'} ago`;
    if (hours < 48) return 'yesterday';
    return at.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' });
  },
} as const;
