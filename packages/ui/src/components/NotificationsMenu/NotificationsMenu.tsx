import { useCallback, useId, useRef, useState } from 'react';
import { useDisclosureDismiss } from '../../hooks/useDisclosureDismiss';
import { useLinkComponent } from '../ClipmarketProvider';
import { EmptyState } from '../EmptyState';
import { BellIcon } from '../Icon';
import { IconButton } from '../IconButton';
import { InlineAlert } from '../InlineAlert';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './NotificationsMenu.styles';
import { NOTIFICATIONS_MENU_TEXT as TEXT } from './notificationsMenuText';

/** A notification as the server lists it (`GET /api/user/notifications`). */
export interface NotificationItem {
  id: string;
  /** What happened, in a sentence. */
  title: string;
  /** The page where it can be acted on. */
  href: string;
  /** ISO time. */
  createdAt: string;
  read: boolean;
}

/** The list's state: being read, read, or failed to be read. */
export type NotificationsMenuStatus = 'loading' | 'ready' | 'failed';

export interface NotificationsMenuProps {
  /** Newest first. */
  notifications: readonly NotificationItem[];
  /** Unread notifications of the account: on the bell, and in its name. */
  unread: number;
  /**
   * The list's state; see `NotificationsMenuStatus`.
   * @default 'ready'
   */
  status?: NotificationsMenuStatus;
  /** Called when the panel opens (the app marks what it lists as read). */
  onOpen?: () => void;
  /** Called by Try again when the list could not be read. */
  onRetry?: () => void;
  /**
   * The time the "… ago" words count from.
   * @default the time of the render
   */
  now?: Date;
  /**
   * Whether the panel is open on first render (stories of the open panel).
   * @default false
   */
  defaultOpen?: boolean;
  className?: string;
}

/**
 * The header's bell: the unread count on it, and a panel of the account's last notifications, each a link to the
 * page where it can be acted on, unread ones marked. Opens as a disclosure; Escape, a press outside, following a
 * link or tabbing away close it. Links render with the provider's `linkComponent` (the app's router).
 */
export function NotificationsMenu({
  notifications,
  unread,
  status = 'ready',
  onOpen,
  onRetry,
  now,
  defaultOpen = false,
  className,
}: NotificationsMenuProps) {
  const Link = useLinkComponent();
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  const headingId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const at = now ?? new Date();

  const close = useCallback(() => setOpen(false), []);
  useDisclosureDismiss(open, close, rootRef, toggleRef);

  return (
    <div ref={rootRef} css={styles.root} className={className}>
      <IconButton
        ref={toggleRef}
        tone="inverse"
        css={styles.toggle}
        label={TEXT.toggle(unread)}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          if (!open) onOpen?.();
          setOpen(!open);
        }}
      >
        <BellIcon size={20} />
        {unread > 0 ? (
          <span css={styles.badge} aria-hidden="true">
            {TEXT.count(unread)}
          </span>
        ) : null}
      </IconButton>
      <div id={panelId} css={styles.panel} hidden={!open} data-state={status}>
        <p id={headingId} css={styles.heading}>
          {TEXT.heading}
        </p>
        {!open ? null : status === 'loading' ? (
          <p role="status" css={styles.message}>
            {TEXT.loading}
          </p>
        ) : status === 'failed' ? (
          <InlineAlert tone="error" onRetry={onRetry} retryLabel={TEXT.retry}>
            {TEXT.failed}
          </InlineAlert>
        ) : notifications.length === 0 ? (
          <EmptyState size="compact" description={TEXT.empty} />
        ) : (
          <ul css={styles.list} aria-labelledby={headingId}>
            {notifications.map((item) => (
              <li key={item.id} data-read={item.read}>
                <Link href={item.href} css={styles.item} onClick={() => setOpen(false)}>
                  <span css={styles.dot} aria-hidden="true" />
                  <span css={styles.title}>
                    {item.title}
                    {item.read ? null : <VisuallyHidden>, {TEXT.unread}</VisuallyHidden>}
                  </span>
                  <time css={styles.when} dateTime={item.createdAt}>
                    {TEXT.when(new Date(item.createdAt), at)}
                  </time>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
