import { markNotificationsReadEndpoint, notificationsEndpoint } from '@clipmarket/core';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route';
import type { NotificationService } from './service';

/** `GET /api/user/notifications` and `POST /api/user/notifications/read` (contract: core's notifications.ts). */
export function notificationRoutes(app: FastifyInstance, service: NotificationService): void {
  route(app, notificationsEndpoint, ({ request }) => service.list(request.user!.id));
  route(app, markNotificationsReadEndpoint, ({ request, body }) =>
    service.markRead(request.user!.id, body.ids),
  );
}
