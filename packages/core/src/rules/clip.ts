import { JV_PREFIX, ROLES } from '../constants';
import type { VideoCardData } from '../types';

/** `JV#1254381`: the id a user sees and quotes. */
export function formatJvId(jmId: string): string {
  return `${JV_PREFIX}${jmId}`;
}

/** Whether the clip has an id; a card without one shows 'No Video Found!'. */
export function hasVideoId(video: Pick<VideoCardData, 'jmId'>): boolean {
  return typeof video.jmId === 'string' && video.jmId.trim() !== '';
}

/** Whether a viewer sees the rights-management marker: ROLE_RIFF_USER, iar false, and rsa or bo true (spec 6). */
export function showsRiffMarker(
  video: Pick<VideoCardData, 'iar' | 'rsa' | 'bo'>,
  viewerRoles: readonly string[],
): boolean {
  return viewerRoles.includes(ROLES.riffUser) && !video.iar && Boolean(video.rsa || video.bo);
}
