import { APP_BASE } from '../paths';

/** The shared page's full path: what a share link opens, for anyone holding it (ADR 32). */
export function sharedPlaylistPath(uuid: string, share: string): string {
  return `${APP_BASE}/shared/${uuid}?share=${encodeURIComponent(share)}`;
}
