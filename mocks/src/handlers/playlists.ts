import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  HISTORY_SERVER_MESSAGES,
  MESSAGES,
  PAGE_SIZE,
  PAGES,
  PLAYLIST_SERVER_MESSAGES,
  SHARE_LIMITS,
  baseJmId,
  historyEndpoints,
  normalisePlaylistName,
  parsePlaylistSort,
  playlistEndpoints,
  toFastifyPath,
  validatePlaylistName,
  type ApiError,
  type Endpoint,
  type ExactMatchOnlyResponse,
  type HistoryEntry,
  type PlaylistFolder,
  type PlaylistInfo,
  type PlaylistSummary,
  type PlaylistVideoRow,
} from '@clipmarket/core';
import {
  PLAYLIST_SHARE_TOKEN,
  downloadHistoryFixture,
  exactMatchOnlyFixture,
  folderFixtures,
  fullPlaylistFixture,
  playlistFixtures,
  playlistVideoFixtures,
  purchasedFixture,
  sharedPlaylistInfoFixture,
  viewHistoryFixture,
} from '../fixtures/playlists';
import { videoGrid } from '../fixtures/videos';

/** What the playlist handlers start from; each factory call gets its own copy, changed by the calls. */
export interface PlaylistMockState {
  lists: PlaylistSummary[];
  videos: Record<string, PlaylistVideoRow[]>;
  folders: Record<string, PlaylistFolder[]>;
  /** Cart, checkout and share link by playlist uuid. */
  extras: Record<string, Pick<PlaylistInfo, 'cartUrl' | 'checkoutId' | 'shareUrl' | 'share'>>;
  purchased: string[];
  views: HistoryEntry[];
  downloads: HistoryEntry[];
  exactMatchOnly: ExactMatchOnlyResponse;
}

export interface PlaylistMockBehaviour {
  /** Every add answers 400 'Max size…' (the playlist is full). */
  full?: boolean;
  /** Creating a list answers 400 'Max size of lists…'. */
  tooManyLists?: boolean;
}

const path = (e: Endpoint) => toFastifyPath(e.path);
const p = playlistEndpoints;
const h = historyEndpoints;

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  404: 'Not Found',
  409: 'Conflict',
  500: 'Internal Server Error',
};

/** An error answer shaped like the server's (`apiErrorSchema`). */
function apiError(statusCode: number, message: string): HttpResponse<ApiError> {
  return HttpResponse.json(
    { statusCode, error: STATUS_TEXT[statusCode] ?? 'Error', message },
    { status: statusCode },
  );
}

const missing = () => apiError(404, PLAYLIST_SERVER_MESSAGES.playlistMissing);
const folderMissing = () => apiError(404, PLAYLIST_SERVER_MESSAGES.folderMissing);
const now = () => new Date().toISOString();
/** A share link's end, `days` from now. */
const shareExpiry = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const sameClip = (a: string, b: string) => baseJmId(a) === baseJmId(b);

function page<T>(items: T[], url: URL): { data: T[]; total: number } {
  const offset = Number(url.searchParams.get('offset') ?? 0) || 0;
  const max = Number(url.searchParams.get('max') ?? PAGE_SIZE.default) || PAGE_SIZE.default;
  return { data: items.slice(offset, offset + max), total: items.length };
}

function sorted<T>(
  items: T[],
  sortBy: string | null,
  key: (item: T, column: string) => string | number,
): T[] {
  const { column, order } = parsePlaylistSort(sortBy ?? 'updatedAt.desc');
  const direction = order === 'asc' ? 1 : -1;
  return [...items].sort((a, b) => {
    const x = key(a, column);
    const y = key(b, column);
    return x < y ? -direction : x > y ? direction : 0;
  });
}

/** A clip as a playlist row: from the grid fixtures when known, else an untitled clip. */
function rowFor(jmId: string, folderUuid: string | null = null): PlaylistVideoRow {
  const card = videoGrid.find((video) => sameClip(video.jmId, jmId));
  return {
    jmId: card?.jmId ?? jmId,
    title: card?.title ?? null,
    publishingTitle: card?.publishingTitle ?? null,
    imgUrl: card?.imgUrl ?? null,
    previewUrl: card?.previewUrl ?? null,
    brightCoveVideoId: card?.brightCoveVideoId ?? null,
    aci: card?.aci ?? null,
    iar: card?.iar ?? false,
    rsa: card?.rsa ?? false,
    bo: card?.bo ?? false,
    originalPublishingDate: null,
    signedDate: null,
    addedAt: now(),
    folderUuid,
  };
}

/** The fixtures as a fresh, changeable state. */
export function defaultPlaylistState(): PlaylistMockState {
  return structuredClone({
    lists: playlistFixtures,
    videos: playlistVideoFixtures,
    folders: folderFixtures,
    extras: {
      [sharedPlaylistInfoFixture.uuid]: {
        cartUrl: sharedPlaylistInfoFixture.cartUrl,
        checkoutId: sharedPlaylistInfoFixture.checkoutId,
        shareUrl: sharedPlaylistInfoFixture.shareUrl,
        share: sharedPlaylistInfoFixture.share,
      },
    },
    purchased: purchasedFixture,
    views: viewHistoryFixture,
    downloads: downloadHistoryFixture,
    exactMatchOnly: exactMatchOnlyFixture,
  });
}

/** An empty account: no lists, nothing bought or seen. */
export function emptyPlaylistState(): PlaylistMockState {
  return {
    lists: [],
    videos: {},
    folders: {},
    extras: {},
    purchased: [],
    views: [],
    downloads: [],
    exactMatchOnly: { ...exactMatchOnlyFixture },
  };
}

/**
 * Every playlist, folder and history call over one in-memory state, so a story can add a clip and see the
 * popup's `containsVideo` flip. The server's rules that a story can meet are kept: the name rule, unique
 * names, the '-1' match, the read-only share link and the error messages.
 */
export function playlistRoutes(
  state: PlaylistMockState,
  behaviour: PlaylistMockBehaviour = {},
): HttpHandler[] {
  const list = (uuid: string) => state.lists.find((item) => item.uuid === uuid);
  const videosOf = (uuid: string) => (state.videos[uuid] ??= []);
  const foldersOf = (uuid: string) => (state.folders[uuid] ??= []);
  const sync = (uuid: string, touch = true) => {
    const item = list(uuid);
    if (!item) return;
    item.videoCount = videosOf(uuid).length;
    item.folderCount = foldersOf(uuid).length;
    item.thumbs = videosOf(uuid)
      .slice(0, 4)
      .flatMap((video) => (video.imgUrl ? [video.imgUrl] : []));
    for (const folder of foldersOf(uuid)) {
      folder.videoCount = videosOf(uuid).filter((video) => video.folderUuid === folder.uuid).length;
    }
    if (touch) item.updatedAt = now();
  };
  const info = (item: PlaylistSummary, canModify = true): PlaylistInfo => ({
    uuid: item.uuid,
    name: item.name,
    description: item.description,
    videoCount: item.videoCount,
    folderCount: item.folderCount,
    canModify,
    cartUrl: null,
    checkoutId: null,
    shareUrl: null,
    share: null,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
    ...(canModify ? state.extras[item.uuid] : {}),
  });
  const checkName = (raw: unknown, empty: string) => {
    const text = typeof raw === 'string' ? raw : '';
    if (normalisePlaylistName(text) === '') return { error: apiError(400, empty) };
    const result = validatePlaylistName(text);
    return result.ok ? { name: result.name } : { error: apiError(400, result.message) };
  };
  const add = (uuid: string, jmIds: string[], folderUuid: string | null) => {
    if (behaviour.full) return apiError(400, PLAYLIST_SERVER_MESSAGES.playlistFull);
    const videos = videosOf(uuid);
    let added = 0;
    for (const jmId of jmIds) {
      const present = videos.find((video) => sameClip(video.jmId, jmId));
      if (!present) {
        videos.unshift(rowFor(jmId, folderUuid));
        added += 1;
      } else if (folderUuid && present.folderUuid !== folderUuid) {
        present.folderUuid = folderUuid;
        added += 1;
      }
    }
    sync(uuid);
    const total = folderUuid
      ? videos.filter((video) => video.folderUuid === folderUuid).length
      : videos.length;
    return HttpResponse.json({ added, total, notFound: [] });
  };
  const folderOf = (uuid: string, folderUuid: string) =>
    foldersOf(uuid).find((folder) => folder.uuid === folderUuid);
  const history = (entries: HistoryEntry[], jmIds: string[]) => {
    for (const jmId of jmIds) {
      const found = entries.findIndex((entry) => sameClip(entry.jmId, jmId));
      const times = found >= 0 ? entries.splice(found, 1)[0]!.times + 1 : 1;
      entries.unshift({ jmId: baseJmId(jmId), at: now(), times });
    }
    return HttpResponse.json({ recorded: jmIds.length, notFound: [] });
  };
  const ownUsername = (username: unknown) =>
    typeof username === 'string' && username.toLowerCase() === state.exactMatchOnly.username.toLowerCase();
  const userMissing = () => apiError(404, HISTORY_SERVER_MESSAGES.userMissing);

  return [
    // Static segments before parameters: 'all' and 'video' are not playlist uuids.
    http.get(path(p.favourites), () => {
      const ids = [...new Set(Object.values(state.videos).flatMap((rows) => rows.map((row) => row.jmId)))];
      return HttpResponse.json({ data: ids.sort(), total: ids.length });
    }),
    http.get(path(p.purchased), () =>
      HttpResponse.json({ data: state.purchased, total: state.purchased.length }),
    ),
    http.get(path(p.forVideo), ({ params }) => {
      const jmId = String(params.jmId);
      const data = sorted(state.lists, 'updatedAt.desc', (item) => item.updatedAt).map((item) => {
        const present = videosOf(item.uuid).find((video) => sameClip(video.jmId, jmId));
        return {
          uuid: item.uuid,
          name: item.name,
          videoCount: item.videoCount,
          containsVideo: present !== undefined,
          folderUuid: present?.folderUuid ?? null,
          disabled: false,
          canModify: true,
          updatedAt: item.updatedAt,
        };
      });
      return HttpResponse.json({ data, total: data.length });
    }),
    http.get(path(p.lists), ({ request }) => {
      const url = new URL(request.url);
      const rows = sorted(state.lists, url.searchParams.get('sortBy'), (item, column) =>
        column === 'name'
          ? item.name.toLowerCase()
          : column === 'videoCount'
            ? item.videoCount
            : column === 'createdAt'
              ? item.createdAt
              : item.updatedAt,
      );
      const thumbs = ['true', '1'].includes(url.searchParams.get('includeThumbs') ?? '');
      const result = page(rows, url);
      return HttpResponse.json({
        ...result,
        data: result.data.map(({ thumbs: images, ...item }) =>
          thumbs ? { ...item, thumbs: images ?? [] } : item,
        ),
      });
    }),
    http.post(path(p.create), async ({ request }) => {
      const body = (await request.json()) as { name?: unknown; description?: string | null };
      const checked = checkName(body.name, PLAYLIST_SERVER_MESSAGES.listNameEmpty);
      if ('error' in checked) return checked.error;
      if (behaviour.tooManyLists) return apiError(400, PLAYLIST_SERVER_MESSAGES.tooManyLists);
      if (state.lists.some((item) => item.name.toLowerCase() === checked.name.toLowerCase())) {
        return apiError(409, PLAYLIST_SERVER_MESSAGES.listNameNotUnique);
      }
      const uuid = crypto.randomUUID();
      state.lists.unshift({
        uuid,
        name: checked.name,
        description: body.description?.trim() || null,
        videoCount: 0,
        folderCount: 0,
        thumbs: [],
        canModify: true,
        createdAt: now(),
        updatedAt: now(),
      });
      return HttpResponse.json({ uuid }, { status: 201 });
    }),
    http.get(path(p.info), ({ params, request }) => {
      const item = list(String(params.uuid));
      if (!item) return missing();
      const share = new URL(request.url).searchParams.get('share');
      return HttpResponse.json(info(item, !(share && share === PLAYLIST_SHARE_TOKEN)));
    }),
    http.patch(path(p.update), async ({ params, request }) => {
      const item = list(String(params.uuid));
      if (!item) return missing();
      const body = (await request.json()) as Partial<PlaylistInfo>;
      if (body.name !== undefined) {
        const checked = checkName(body.name, PLAYLIST_SERVER_MESSAGES.listNameEmpty);
        if ('error' in checked) return checked.error;
        const taken = state.lists.some(
          (other) => other !== item && other.name.toLowerCase() === checked.name.toLowerCase(),
        );
        if (taken) return apiError(409, PLAYLIST_SERVER_MESSAGES.listNameNotUnique);
        item.name = checked.name;
      }
      if (body.description !== undefined) item.description = body.description?.trim() || null;
      const extras = (state.extras[item.uuid] ??= {
        cartUrl: null,
        checkoutId: null,
        shareUrl: null,
        share: null,
      });
      if (body.cartUrl !== undefined) extras.cartUrl = body.cartUrl;
      if (body.checkoutId !== undefined) extras.checkoutId = body.checkoutId;
      sync(item.uuid, body.name !== undefined || body.description !== undefined);
      return HttpResponse.json(info(item));
    }),
    http.delete(path(p.remove), ({ params }) => {
      const uuid = String(params.uuid);
      if (!list(uuid)) return missing();
      state.lists = state.lists.filter((item) => item.uuid !== uuid);
      delete state.videos[uuid];
      delete state.folders[uuid];
      return HttpResponse.json({ uuid, deleted: true });
    }),
    http.post(path(p.share), ({ params }) => {
      const uuid = String(params.uuid);
      if (!list(uuid)) return missing();
      const url = PAGES.sharedPlaylist.href({ playlistId: uuid }, { share: PLAYLIST_SHARE_TOKEN });
      const extras = (state.extras[uuid] ??= {
        cartUrl: null,
        checkoutId: null,
        shareUrl: null,
        share: null,
      });
      extras.shareUrl = url;
      extras.share = {
        url,
        expiresAt: extras.share?.expiresAt ?? shareExpiry(SHARE_LIMITS.defaultDays),
        emails: extras.share?.emails ?? [],
      };
      return HttpResponse.json({ ...extras.share, token: PLAYLIST_SHARE_TOKEN });
    }),
    // Stop sharing, and a new link (the mock's token stays the fixture's, so shared pages keep working).
    http.delete(path(p.unshare), ({ params }) => {
      const uuid = String(params.uuid);
      if (!list(uuid)) return missing();
      const extras = (state.extras[uuid] ??= {
        cartUrl: null,
        checkoutId: null,
        shareUrl: null,
        share: null,
      });
      extras.shareUrl = null;
      extras.share = null;
      return HttpResponse.json({ uuid, shared: false });
    }),
    http.post(path(p.rotateShare), ({ params }) => {
      const uuid = String(params.uuid);
      if (!list(uuid)) return missing();
      const url = PAGES.sharedPlaylist.href({ playlistId: uuid }, { share: PLAYLIST_SHARE_TOKEN });
      const extras = (state.extras[uuid] ??= {
        cartUrl: null,
        checkoutId: null,
        shareUrl: null,
        share: null,
      });
      extras.shareUrl = url;
      extras.share = {
        url,
        expiresAt: extras.share?.expiresAt ?? shareExpiry(SHARE_LIMITS.defaultDays),
        emails: extras.share?.emails ?? [],
      };
      return HttpResponse.json({ ...extras.share, token: PLAYLIST_SHARE_TOKEN });
    }),
    // "Save a copy": the clips and description into a new list, with the rules of a new list.
    http.post(path(p.copy), async ({ params, request }) => {
      const source = list(String(params.uuid));
      if (!source) return missing();
      const body = (await request.json()) as { name?: unknown; share?: string };
      const checked = checkName(body.name, PLAYLIST_SERVER_MESSAGES.listNameEmpty);
      if ('error' in checked) return checked.error;
      if (behaviour.tooManyLists) return apiError(400, PLAYLIST_SERVER_MESSAGES.tooManyLists);
      if (state.lists.some((item) => item.name.toLowerCase() === checked.name.toLowerCase())) {
        return apiError(409, PLAYLIST_SERVER_MESSAGES.listNameNotUnique);
      }
      const uuid = crypto.randomUUID();
      state.lists.unshift({
        uuid,
        name: checked.name,
        description: source.description,
        videoCount: 0,
        folderCount: 0,
        thumbs: [],
        canModify: true,
        createdAt: now(),
        updatedAt: now(),
      });
      state.videos[uuid] = videosOf(source.uuid).map((video) => ({ ...video, folderUuid: null }));
      sync(uuid);
      return HttpResponse.json(
        { uuid, name: checked.name, videoCount: videosOf(uuid).length },
        { status: 201 },
      );
    }),
    http.post(path(p.addVideo), ({ params }) => {
      const uuid = String(params.uuid);
      return list(uuid) ? add(uuid, [String(params.jmId)], null) : missing();
    }),
    http.post(path(p.addVideos), async ({ params, request }) => {
      const uuid = String(params.uuid);
      if (!list(uuid)) return missing();
      const body = (await request.json()) as { jmIds: string[] };
      return add(uuid, body.jmIds, null);
    }),
    http.delete(path(p.removeVideo), ({ params }) => {
      const uuid = String(params.uuid);
      if (!list(uuid)) return missing();
      const before = videosOf(uuid).length;
      state.videos[uuid] = videosOf(uuid).filter((video) => !sameClip(video.jmId, String(params.jmId)));
      sync(uuid);
      return HttpResponse.json({ removed: videosOf(uuid).length < before, total: videosOf(uuid).length });
    }),
    http.delete(path(p.removeVideos), async ({ params, request }) => {
      const uuid = String(params.uuid);
      if (!list(uuid)) return missing();
      const { jmIds } = (await request.json()) as { jmIds: string[] };
      const before = videosOf(uuid).length;
      state.videos[uuid] = videosOf(uuid).filter(
        (video) => !jmIds.some((jmId) => sameClip(video.jmId, jmId)),
      );
      sync(uuid);
      return HttpResponse.json({ removed: before - videosOf(uuid).length, total: videosOf(uuid).length });
    }),
    http.get(path(p.videos), ({ params, request }) => {
      const item = list(String(params.uuid));
      if (!item) return missing();
      const url = new URL(request.url);
      const folderUuid = url.searchParams.get('folderUuid');
      const rows = videosOf(item.uuid).filter((video) => !folderUuid || video.folderUuid === folderUuid);
      const share = url.searchParams.get('share');
      return HttpResponse.json({
        ...page(rows, url),
        playlist: {
          uuid: item.uuid,
          name: item.name,
          description: item.description,
          videoCount: item.videoCount,
          canModify: !(share && share === PLAYLIST_SHARE_TOKEN),
        },
      });
    }),

    // Folders
    http.get(path(p.folders), ({ params, request }) => {
      const uuid = String(params.uuid);
      if (!list(uuid)) return missing();
      const url = new URL(request.url);
      const rows = sorted(foldersOf(uuid), url.searchParams.get('sortBy'), (folder, column) =>
        column === 'name'
          ? folder.name.toLowerCase()
          : column === 'videoCount'
            ? folder.videoCount
            : column === 'createdAt'
              ? folder.createdAt
              : folder.updatedAt,
      );
      return HttpResponse.json(page(rows, url));
    }),
    http.post(path(p.createFolder), async ({ params, request }) => {
      const uuid = String(params.uuid);
      if (!list(uuid)) return missing();
      const body = (await request.json()) as { name?: unknown; description?: string | null };
      const checked = checkName(body.name, PLAYLIST_SERVER_MESSAGES.folderNameEmpty);
      if ('error' in checked) return checked.error;
      if (foldersOf(uuid).some((folder) => folder.name.toLowerCase() === checked.name.toLowerCase())) {
        return apiError(409, PLAYLIST_SERVER_MESSAGES.folderNameNotUnique);
      }
      const folderUuid = crypto.randomUUID();
      foldersOf(uuid).unshift({
        uuid: folderUuid,
        playlistUuid: uuid,
        name: checked.name,
        description: body.description?.trim() || null,
        videoCount: 0,
        canModify: true,
        createdAt: now(),
        updatedAt: now(),
      });
      sync(uuid);
      return HttpResponse.json({ uuid: folderUuid }, { status: 201 });
    }),
    http.get(path(p.folder), ({ params }) => {
      const folder = folderOf(String(params.uuid), String(params.folderUuid));
      return folder ? HttpResponse.json(folder) : folderMissing();
    }),
    http.patch(path(p.updateFolder), async ({ params, request }) => {
      const uuid = String(params.uuid);
      const folder = folderOf(uuid, String(params.folderUuid));
      if (!folder) return folderMissing();
      const body = (await request.json()) as { name?: string; description?: string | null };
      if (body.name !== undefined) {
        const checked = checkName(body.name, PLAYLIST_SERVER_MESSAGES.folderNameEmpty);
        if ('error' in checked) return checked.error;
        const taken = foldersOf(uuid).some(
          (other) => other !== folder && other.name.toLowerCase() === checked.name.toLowerCase(),
        );
        if (taken) return apiError(409, PLAYLIST_SERVER_MESSAGES.folderNameNotUnique);
        folder.name = checked.name;
      }
      if (body.description !== undefined) folder.description = body.description?.trim() || null;
      folder.updatedAt = now();
      return HttpResponse.json(folder);
    }),
    http.delete(path(p.removeFolder), ({ params }) => {
      const uuid = String(params.uuid);
      const folderUuid = String(params.folderUuid);
      if (!folderOf(uuid, folderUuid)) return folderMissing();
      state.folders[uuid] = foldersOf(uuid).filter((folder) => folder.uuid !== folderUuid);
      for (const video of videosOf(uuid)) if (video.folderUuid === folderUuid) video.folderUuid = null;
      sync(uuid);
      return HttpResponse.json({ uuid: folderUuid, deleted: true });
    }),
    http.get(path(p.folderVideos), ({ params, request }) => {
      const uuid = String(params.uuid);
      const folderUuid = String(params.folderUuid);
      if (!folderOf(uuid, folderUuid)) return folderMissing();
      const rows = videosOf(uuid).filter((video) => video.folderUuid === folderUuid);
      return HttpResponse.json(page(rows, new URL(request.url)));
    }),
    http.post(path(p.addFolderVideos), async ({ params, request }) => {
      const uuid = String(params.uuid);
      const folderUuid = String(params.folderUuid);
      if (!folderOf(uuid, folderUuid)) return folderMissing();
      const body = (await request.json()) as { jmIds: string[] };
      return add(uuid, body.jmIds, folderUuid);
    }),
    http.post(path(p.addFolderVideo), ({ params }) => {
      const uuid = String(params.uuid);
      const folderUuid = String(params.folderUuid);
      if (!folderOf(uuid, folderUuid)) return folderMissing();
      return add(uuid, [String(params.jmId)], folderUuid);
    }),
    http.delete(path(p.removeFolderVideo), ({ params }) => {
      const uuid = String(params.uuid);
      const folderUuid = String(params.folderUuid);
      if (!folderOf(uuid, folderUuid)) return folderMissing();
      const video = videosOf(uuid).find(
        (row) => row.folderUuid === folderUuid && sameClip(row.jmId, String(params.jmId)),
      );
      if (video) video.folderUuid = null;
      sync(uuid);
      const total = videosOf(uuid).filter((row) => row.folderUuid === folderUuid).length;
      return HttpResponse.json({ removed: video !== undefined, total });
    }),
    http.delete(path(p.removeFolderVideos), async ({ params, request }) => {
      const uuid = String(params.uuid);
      const folderUuid = String(params.folderUuid);
      if (!folderOf(uuid, folderUuid)) return folderMissing();
      const { jmIds } = (await request.json()) as { jmIds: string[] };
      let removed = 0;
      for (const row of videosOf(uuid)) {
        if (row.folderUuid === folderUuid && jmIds.some((jmId) => sameClip(row.jmId, jmId))) {
          row.folderUuid = null;
          removed += 1;
        }
      }
      sync(uuid);
      const total = videosOf(uuid).filter((row) => row.folderUuid === folderUuid).length;
      return HttpResponse.json({ removed, total });
    }),

    // Search preference and history
    http.get(path(h.getExactMatchOnly), ({ request }) =>
      ownUsername(new URL(request.url).searchParams.get('username'))
        ? HttpResponse.json(state.exactMatchOnly)
        : userMissing(),
    ),
    http.post(path(h.setExactMatchOnly), async ({ request }) => {
      const body = (await request.json()) as { username: string; exactMatchOnly: boolean };
      if (!ownUsername(body.username)) return userMissing();
      state.exactMatchOnly = { ...state.exactMatchOnly, exactMatchOnly: body.exactMatchOnly };
      return HttpResponse.json(state.exactMatchOnly);
    }),
    ...(
      [
        [h.views, h.recordView, 'views'],
        [h.downloads, h.recordDownload, 'downloads'],
      ] as const
    ).flatMap(([read, record, key]) => [
      http.get(path(read), ({ request }) => {
        const url = new URL(request.url);
        if (!ownUsername(url.searchParams.get('username'))) return userMissing();
        return HttpResponse.json(page(state[key], url));
      }),
      http.post(path(record), async ({ request }) => {
        const body = (await request.json()) as { username: string; jmIds: string[] };
        return ownUsername(body.username) ? history(state[key], body.jmIds) : userMissing();
      }),
    ]),
  ];
}

/** Every endpoint of a group answering 500 with the generic message. */
function failingRoutes(): HttpHandler[] {
  const endpoints: Endpoint[] = [...Object.values(playlistEndpoints), ...Object.values(historyEndpoints)];
  const fail = () => apiError(500, MESSAGES.serverError);
  return endpoints.map((e) => {
    const method = e.method.toLowerCase() as 'get' | 'post' | 'patch' | 'delete' | 'put';
    return http[method](path(e), fail);
  });
}

/**
 * The playlist, folder and history endpoints (spec section 7). Each factory starts from its own copy of the
 * fixtures, so stories do not leak changes into one another.
 */
export const playlistHandlers = {
  /** The fixture lists, folders, videos and history; every call works. */
  list: (state: PlaylistMockState = defaultPlaylistState()) => playlistRoutes(state),
  /** A full playlist among the lists; every add answers 400 'Max size…' ('playlist is full'). */
  full: () => {
    const state = defaultPlaylistState();
    state.lists.unshift(structuredClone(fullPlaylistFixture));
    return playlistRoutes(state, { full: true });
  },
  /** Creating a list answers 400 'Max size of lists…'. */
  tooManyLists: () => playlistRoutes(defaultPlaylistState(), { tooManyLists: true }),
  /** No lists, nothing bought or seen. */
  empty: () => playlistRoutes(emptyPlaylistState()),
  /** Every call answers 500. */
  failing: () => failingRoutes(),
};
