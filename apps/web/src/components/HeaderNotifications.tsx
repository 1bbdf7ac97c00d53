import type { NotificationsResponse } from '@clipmarket/core';
import { routes } from '@clipmarket/core/routes';
import { NotificationsMenu } from '@clipmarket/ui';
import useSWR from 'swr';
import { call } from '../api/client';
import { keys } from '../api/keys';

/** How often the bell asks again while a page stays open (a zip finishes while the buyer reads another page). */
export const NOTIFICATIONS_REFRESH_MS = 60_000;

/**
 * The signed-in buyer's bell in the header (ADR 89): the account's notifications from the server, read again
 * every minute and when the window regains focus; opening the panel marks the unread ones it lists as read.
 */
export function HeaderNotifications() {
  const list = useSWR<NotificationsResponse>(
    keys.notifications(),
    () => call(routes.notificationsEndpoint, {}),
    { refreshInterval: NOTIFICATIONS_REFRESH_MS, revalidateOnFocus: true },
  );
  const data = list.data;
  return (
    <NotificationsMenu
      notifications={data?.data ?? []}
      unread={data?.unread ?? 0}
      status={data ? 'ready' : list.error ? 'failed' : 'loading'}
      onRetry={() => void list.mutate()}
      onOpen={() => {
        const unread = data?.data.filter((n) => !n.read).map((n) => n.id) ?? [];
        if (unread.length === 0) return;
        // What the panel lists is marked read; what arrives meanwhile stays unread.
        void list
          .mutate(call(routes.markNotificationsReadEndpoint, { body: { ids: unread } }), {
            revalidate: false,
          })
          .catch(() => {});
      }}
    />
  );
}
