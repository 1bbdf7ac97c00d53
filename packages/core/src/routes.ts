/**
 * The API's routes for browsers: every endpoint of the contract as its method and path only, typed by the
 * contract but free of its schemas, and a client that calls them. The web app calls the API through this, so
 * the pages a buyer loads do not carry the schema library (about 25 kB gzipped): the server already validates
 * every request and serialises every answer from the same contract. `routes.test.ts` fails if a route and its
 * endpoint ever part, or an endpoint has no route.
 *
 * Import from `@clipmarket/core/routes`; the names are the contract's endpoint names.
 */
import type { CallInput, CallOutput } from './contract/client';
import type * as contract from './contract';
import type { Endpoint } from './contract/endpoint';
import { fillPath, queryString, readAnswer } from './contract/wire';

/** An endpoint as a browser calls it. `E` carries the contract's types; nothing of it exists at run time. */
export interface Route<E extends Endpoint = Endpoint> {
  readonly method: E['method'];
  readonly path: string;
  /** Type only: the endpoint this route stands for. */
  readonly endpoint?: E;
}

function route<E extends Endpoint>(method: E['method'], path: string): Route<E> {
  return { method, path };
}

export const loginEndpoint = route<typeof contract.loginEndpoint>('POST', '/api/login');
export const logoutEndpoint = route<typeof contract.logoutEndpoint>('POST', '/api/logout');
export const validateEndpoint = route<typeof contract.validateEndpoint>('POST', '/api/validate');
export const profileEndpoint = route<typeof contract.profileEndpoint>('GET', '/api/vod/profile');
export const registerEndpoint = route<typeof contract.registerEndpoint>('POST', '/api/public/register');
export const passwordResetRequestEndpoint = route<typeof contract.passwordResetRequestEndpoint>(
  'POST',
  '/api/public/password-reset',
);
export const passwordResetCheckEndpoint = route<typeof contract.passwordResetCheckEndpoint>(
  'GET',
  '/api/public/password-reset/{id}',
);
export const passwordResetEndpoint = route<typeof contract.passwordResetEndpoint>(
  'POST',
  '/api/public/password-reset/{id}',
);
export const passwordChangeEndpoint = route<typeof contract.passwordChangeEndpoint>(
  'POST',
  '/api/user/password',
);
export const emailVerificationRequestEndpoint = route<typeof contract.emailVerificationRequestEndpoint>(
  'POST',
  '/api/user/email-verification',
);
export const emailVerificationEndpoint = route<typeof contract.emailVerificationEndpoint>(
  'POST',
  '/api/public/email-verification/{id}',
);
export const devOutboxEndpoint = route<typeof contract.devOutboxEndpoint>('GET', '/api/dev/outbox');
export const videosEndpoint = route<typeof contract.videosEndpoint>('GET', '/api/public/videos');
export const wireAcquisitionsEndpoint = route<typeof contract.wireAcquisitionsEndpoint>(
  'GET',
  '/api/public/videos/theWireAcquisitions',
);
export const videoEndpoint = route<typeof contract.videoEndpoint>('GET', '/api/public/videos/{jmId}');
export const videoDetailsEndpoint = route<typeof contract.videoDetailsEndpoint>(
  'GET',
  '/api/videos/{id}/details/',
);
export const categoriesEndpoint = route<typeof contract.categoriesEndpoint>('GET', '/api/public/cats');
export const canonicalUrlEndpoint = route<typeof contract.canonicalUrlEndpoint>(
  'POST',
  '/api/public/canonicalUrl',
);
export const homeContentEndpoint = route<typeof contract.homeContentEndpoint>(
  'GET',
  '/api/public/content/home',
);
export const collectionsEndpoint = route<typeof contract.collectionsEndpoint>(
  'GET',
  '/api/public/collections',
);
export const collectionEndpoint = route<typeof contract.collectionEndpoint>(
  'GET',
  '/api/public/collections/{slug}',
);
export const tentpolesEndpoint = route<typeof contract.tentpolesEndpoint>(
  'GET',
  '/api/public/merchandising/tentpoles',
);
export const publisherHomepageEndpoint = route<typeof contract.publisherHomepageEndpoint>(
  'GET',
  '/api/public/publisher/homepage',
);
export const getExactMatchOnlyEndpoint = route<typeof contract.getExactMatchOnlyEndpoint>(
  'GET',
  '/api/v1/lp/user/exactMatchOnly',
);
export const setExactMatchOnlyEndpoint = route<typeof contract.setExactMatchOnlyEndpoint>(
  'POST',
  '/api/v1/lp/user/exactMatchOnly',
);
export const recordDownloadHistoryEndpoint = route<typeof contract.recordDownloadHistoryEndpoint>(
  'POST',
  '/api/v1/lp/history/video/download',
);
export const recordViewHistoryEndpoint = route<typeof contract.recordViewHistoryEndpoint>(
  'POST',
  '/api/v1/lp/history/video/view',
);
export const downloadHistoryEndpoint = route<typeof contract.downloadHistoryEndpoint>(
  'GET',
  '/api/v1/lp/history/video/download',
);
export const viewHistoryEndpoint = route<typeof contract.viewHistoryEndpoint>(
  'GET',
  '/api/v1/lp/history/video/view',
);
export const playlistsEndpoint = route<typeof contract.playlistsEndpoint>('GET', '/api/user/licensing/lists');
export const createPlaylistEndpoint = route<typeof contract.createPlaylistEndpoint>(
  'POST',
  '/api/user/licensing/lists',
);
export const playlistsForVideoEndpoint = route<typeof contract.playlistsForVideoEndpoint>(
  'GET',
  '/api/user/licensing/lists/video/{jmId}',
);
export const playlistInfoEndpoint = route<typeof contract.playlistInfoEndpoint>(
  'GET',
  '/api/user/licensing/lists/{uuid}',
);
export const updatePlaylistEndpoint = route<typeof contract.updatePlaylistEndpoint>(
  'PATCH',
  '/api/user/licensing/lists/{uuid}',
);
export const deletePlaylistEndpoint = route<typeof contract.deletePlaylistEndpoint>(
  'DELETE',
  '/api/user/licensing/lists/{uuid}',
);
export const sharePlaylistEndpoint = route<typeof contract.sharePlaylistEndpoint>(
  'POST',
  '/api/user/licensing/lists/{uuid}/share',
);
export const addPlaylistVideoEndpoint = route<typeof contract.addPlaylistVideoEndpoint>(
  'POST',
  '/api/user/licensing/lists/{uuid}/videos/{jmId}',
);
export const addPlaylistVideosEndpoint = route<typeof contract.addPlaylistVideosEndpoint>(
  'POST',
  '/api/user/licensing/lists/{uuid}/videos',
);
export const removePlaylistVideoEndpoint = route<typeof contract.removePlaylistVideoEndpoint>(
  'DELETE',
  '/api/user/licensing/lists/{uuid}/videos/{jmId}',
);
export const playlistVideosEndpoint = route<typeof contract.playlistVideosEndpoint>(
  'GET',
  '/api/public/user/licensing/lists/{uuid}/videos',
);
export const foldersEndpoint = route<typeof contract.foldersEndpoint>(
  'GET',
  '/api/user/licensing/lists/{uuid}/folders',
);
export const createFolderEndpoint = route<typeof contract.createFolderEndpoint>(
  'POST',
  '/api/user/licensing/lists/{uuid}/folders',
);
export const folderEndpoint = route<typeof contract.folderEndpoint>(
  'GET',
  '/api/user/licensing/lists/{uuid}/folders/{folderUuid}',
);
export const updateFolderEndpoint = route<typeof contract.updateFolderEndpoint>(
  'PATCH',
  '/api/user/licensing/lists/{uuid}/folders/{folderUuid}',
);
export const deleteFolderEndpoint = route<typeof contract.deleteFolderEndpoint>(
  'DELETE',
  '/api/user/licensing/lists/{uuid}/folders/{folderUuid}',
);
export const folderVideosEndpoint = route<typeof contract.folderVideosEndpoint>(
  'GET',
  '/api/user/licensing/lists/{uuid}/folders/{folderUuid}/videos',
);
export const addFolderVideosEndpoint = route<typeof contract.addFolderVideosEndpoint>(
  'POST',
  '/api/user/licensing/lists/{uuid}/folders/{folderUuid}/videos',
);
export const addFolderVideoEndpoint = route<typeof contract.addFolderVideoEndpoint>(
  'POST',
  '/api/user/licensing/lists/{uuid}/folders/{folderUuid}/videos/{jmId}',
);
export const removeFolderVideoEndpoint = route<typeof contract.removeFolderVideoEndpoint>(
  'DELETE',
  '/api/user/licensing/lists/{uuid}/folders/{folderUuid}/videos/{jmId}',
);
export const favouriteVideosEndpoint = route<typeof contract.favouriteVideosEndpoint>(
  'GET',
  '/api/user/licensing/lists/all/videos',
);
export const purchasedVideosEndpoint = route<typeof contract.purchasedVideosEndpoint>(
  'GET',
  '/api/user/licensing/videos/purchased/all',
);
export const searchEndpoint = route<typeof contract.searchEndpoint>('POST', '/api/search');
export const similarClipsEndpoint = route<typeof contract.similarClipsEndpoint>(
  'GET',
  '/api/search/similar/{jmId}',
);
export const searchSuggestionsEndpoint = route<typeof contract.searchSuggestionsEndpoint>(
  'GET',
  '/api/search/suggestions',
);

export interface LeanClientOptions {
  /** Origin of the API; '' for the same origin. */
  baseUrl?: string;
  fetch?: typeof fetch;
}

/**
 * A client over routes: builds the request as the contract's client does, sends the session cookie, and
 * answers the server's JSON typed by the contract (unchecked here: the server serialised it from the schema).
 * A failed answer throws `ApiRequestError` with the server's error body.
 */
export function createLeanClient(options: LeanClientOptions = {}) {
  const baseUrl = options.baseUrl ?? '';
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);

  async function call<E extends Endpoint>(r: Route<E>, input?: CallInput<E>): Promise<CallOutput<E>> {
    const { params, query, body } = (input ?? {}) as {
      params?: Record<string, string | number>;
      query?: Record<string, unknown>;
      body?: unknown;
    };
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await doFetch(`${baseUrl}${fillPath(r.path, params)}${queryString(query)}`, {
      method: r.method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await readAnswer(res);
    return json as CallOutput<E>;
  }

  return { call };
}

export type LeanClient = ReturnType<typeof createLeanClient>;
