import type { PageLoaders } from '../../api/dataRequest';
import { similarClipsRequest, videoRequest } from './useClipData';

/**
 * What the server loads before it renders a clip's page (composed in ssr/pageData.ts): the clip's document and
 * its similar clips.
 */
export const clipServerData = {
  view: ({ videoId }) => [videoRequest(videoId), similarClipsRequest(videoId)],
} satisfies PageLoaders;
