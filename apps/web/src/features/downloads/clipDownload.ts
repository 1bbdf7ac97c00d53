import { fillPath } from '@clipmarket/core';
import { routes } from '@clipmarket/core/routes';

/**
 * A clip's download address (`GET /api/user/licensing/videos/{jmId}/download`): a plain link, the session
 * cookie goes along. The server sends the master, or the watermarked file for a Personal licence, and answers
 * 403 to anyone without a licence.
 */
export function clipDownloadHref(jmId: string): string {
  return fillPath(routes.clipDownloadEndpoint.path, { jmId });
}

/**
 * A clip's comp (`GET /api/user/licensing/videos/{jmId}/comp`, ADR 83): a plain link, the session cookie goes
 * along. Any signed-in buyer gets it, licensed or not; a visitor's answer is 401.
 */
export function clipCompHref(jmId: string): string {
  return fillPath(routes.clipCompEndpoint.path, { jmId });
}

/** The account's "Clips you downloaded" list (AccountPanelPage's `['history', 'download', username]` key). */
export const isDownloadHistoryKey = (key: unknown): boolean =>
  Array.isArray(key) && key[0] === 'history' && key[1] === 'download';
