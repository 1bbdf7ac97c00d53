import { routes } from '@clipmarket/core/routes';
import useSWR from 'swr';
import { call } from '../../api/client';
import { dataRequest } from '../../api/dataRequest';
import { keys } from '../../api/keys';

/**
 * A clip's page's data: the clip's document, its additional info and its similar clips, one SWR hook per
 * resource over the typed client, keyed with `keys` of api/keys.ts so a `mutate(matches(...))` finds them.
 */

/** The app keeps the previous data while a key changes; a clip's page must show only its own clip's. */
const CURRENT_ONLY = { keepPreviousData: false } as const;

/** A clip's request. */
export const videoRequest = (jmId: string) =>
  dataRequest(keys.video(jmId), (c) => c(routes.videoEndpoint, { params: { jmId } }));

/** A clip's public document. */
export function useVideo(jmId: string) {
  const { key, load } = videoRequest(jmId);
  // Another clip's page must not show this one's while it loads.
  return useSWR(key, () => load(call), CURRENT_ONLY);
}

/**
 * A clip's additional info, for signed-in users only; a 401 here makes the client sign the user out with
 * the expired-session toast (spec section 8).
 */
export function useVideoDetails(jmId: string, signedIn: boolean) {
  return useSWR(
    signedIn ? keys.videoDetails(jmId) : null,
    () => call(routes.videoDetailsEndpoint, { params: { id: jmId } }),
    CURRENT_ONLY,
  );
}

/** The similar clips' request. */
export const similarClipsRequest = (jmId: string) =>
  dataRequest(keys.similar(jmId, {}), (c) => c(routes.similarClipsEndpoint, { params: { jmId } }));

/** Clips most like this one (up to 16). */
export function useSimilarClips(jmId: string) {
  const { key, load } = similarClipsRequest(jmId);
  return useSWR(key, () => load(call), CURRENT_ONLY);
}
