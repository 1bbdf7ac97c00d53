import { z } from './zod';
import { endpoint } from './endpoint';
import { ENDPOINT_PATHS } from './endpointPaths';

/**
 * Notifications (issue 33, item 5; ADR 89): the account's last events, kept on the server, read and unread, as
 * the header's bell lists them. Each says what happened and links the page where it can be acted on.
 */

/** What a notification is about. */
export const NOTIFICATION_KINDS = [
  'zip-ready',
  'usage-to-declare',
  'saved-search-alert',
  'playlist-review',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_LIMITS = {
  /** Notifications listed, newest first; older ones are removed as new ones come. */
  kept: 50,
  /** Ids in one "mark read" call. */
  markMax: 100,
} as const;

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** What happened, in a sentence. */
  title: z.string(),
  /** The app's page where it can be acted on (a path of the page table). */
  href: z.string(),
  /** ISO time. */
  createdAt: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsResponseSchema = z.object({
  data: z.array(notificationSchema),
  /** Unread notifications of the account. */
  unread: z.number().int().min(0),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

export const notificationsEndpoint = endpoint({
  ...ENDPOINT_PATHS.notificationsEndpoint,
  auth: 'user',
  summary: "The account's last notifications, newest first, and how many are unread",
  tag: 'Notifications',
  response: notificationsResponseSchema,
  errors: { 401: 'Not signed in.' },
});

export const markNotificationsReadBodySchema = z.object({
  /** The notifications to mark read; all of the account's when left out. Another account's ids change nothing. */
  ids: z
    .array(z.string().regex(/^\d{1,18}$/))
    .max(NOTIFICATION_LIMITS.markMax)
    .optional(),
});
export type MarkNotificationsReadBody = z.infer<typeof markNotificationsReadBodySchema>;

export const markNotificationsReadEndpoint = endpoint({
  ...ENDPOINT_PATHS.markNotificationsReadEndpoint,
  auth: 'user',
  summary: "Marks the account's notifications read (the given ones, or all)",
  tag: 'Notifications',
  body: markNotificationsReadBodySchema,
  response: notificationsResponseSchema,
  errors: { 400: 'Not a list of notification ids.', 401: 'Not signed in.' },
});
