import {
  markNotificationsReadEndpoint,
  notificationsEndpoint,
  PAGES,
  type MarkNotificationsReadBody,
  type Notification,
  type NotificationsResponse,
} from '@clipmarket/core';
import { HttpResponse, type HttpHandler } from 'msw';
import { PLAYLIST_UUIDS } from '../fixtures/playlists';
import { failingRoutes, pendingRoutes, route } from './respond';

const HOUR = 3_600_000;

/** Notifications as the server lists them: a ready zip an hour ago (unread), and one of yesterday (read). */
export function notificationFixtures(now = Date.now()): Notification[] {
  return [
    {
      id: '12',
      kind: 'zip-ready',
      title: 'Your zip of “Road trips” is ready',
      href: PAGES.playlist.href({ playlistId: PLAYLIST_UUIDS.roadTrips }),
      createdAt: new Date(now - HOUR).toISOString(),
      read: false,
    },
    {
      id: '7',
      kind: 'zip-ready',
      title: 'Your zip of “Pets” is ready',
      href: PAGES.playlist.href({ playlistId: PLAYLIST_UUIDS.pets }),
      createdAt: new Date(now - 26 * HOUR).toISOString(),
      read: true,
    },
  ];
}

function answer(data: Notification[]): NotificationsResponse {
  return { data, unread: data.filter((n) => !n.read).length };
}

/** The two endpoints over one list, which "mark read" changes as the server would. */
function notificationRoutes(data: Notification[]): HttpHandler[] {
  return [
    route(notificationsEndpoint, () => HttpResponse.json(answer(data))),
    route(markNotificationsReadEndpoint, async ({ request }) => {
      const body = (await request.json().catch(() => ({}))) as MarkNotificationsReadBody;
      for (const n of data) if (!body.ids || body.ids.includes(n.id)) n.read = true;
      return HttpResponse.json(answer(data));
    }),
  ];
}

/** The header's notifications (ADR 89). Each factory starts from its own list. */
export const notificationHandlers = {
  /** None yet. */
  none: () => notificationRoutes([]),
  /** A ready zip unread, and an older one read. */
  some: () => notificationRoutes(notificationFixtures()),
  /** Every call answers 500. */
  failing: () => failingRoutes([notificationsEndpoint, markNotificationsReadEndpoint]),
  /** No call ever answers. */
  loading: () => pendingRoutes([notificationsEndpoint, markNotificationsReadEndpoint]),
};
