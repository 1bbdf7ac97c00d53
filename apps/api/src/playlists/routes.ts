import { playlistEndpoints as e } from '@clipmarket/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../http/route';
import { readGuestCookie } from '../playlist-reviews/access';
import type { PlaylistService } from './service';
import type { ShareLinks } from './share';

/** The signed-in user's id (`auth: 'user'` routes run only with one). */
const me = (request: FastifyRequest): string => request.user!.id;

/**
 * Every playlist and folder route (contract in packages/core/src/contract/playlists.ts). Each reads or writes
 * only the caller's playlists; another user's uuid answers 404 "…doesn't exists".
 */
export function playlistRoutes(
  app: FastifyInstance,
  { service, shareLinks }: { service: PlaylistService; shareLinks: ShareLinks },
): void {
  route(app, e.lists, ({ request, query }) => service.lists(me(request), query));
  route(app, e.create, ({ request, body }) => service.create(me(request), body));
  route(app, e.forVideo, ({ request, params }) => service.forVideo(me(request), params.jmId));
  route(app, e.favourites, ({ request }) => service.favourites(me(request)));
  route(app, e.purchased, ({ request }) => service.purchased(me(request)));
  route(app, e.info, ({ request, params, query }) =>
    service.info(me(request), params.uuid, query.share, readGuestCookie(request, params.uuid)),
  );
  route(app, e.update, ({ request, params, body }) => service.update(me(request), params.uuid, body));
  route(app, e.remove, ({ request, params }) => service.remove(me(request), params.uuid));
  route(app, e.share, ({ request, params }) => service.share(me(request), params.uuid));
  route(app, e.unshare, ({ request, params }) => shareLinks.revoke(me(request), params.uuid));
  route(app, e.rotateShare, ({ request, params }) => shareLinks.rotate(me(request), params.uuid));
  route(app, e.copy, ({ request, params, body }) =>
    service.copy(me(request), params.uuid, body, readGuestCookie(request, params.uuid)),
  );

  route(app, e.addVideo, ({ request, params }) => service.addVideo(me(request), params.uuid, params.jmId));
  route(app, e.addVideos, ({ request, params, body }) =>
    service.addVideos(me(request), params.uuid, body.jmIds),
  );
  route(app, e.removeVideo, ({ request, params }) =>
    service.removeVideo(me(request), params.uuid, params.jmId),
  );
  route(app, e.removeVideos, ({ request, params, body }) =>
    service.removeVideos(me(request), params.uuid, body.jmIds),
  );
  route(app, e.videos, ({ request, params, query }) =>
    service.videos(request.user?.id ?? null, params.uuid, query, readGuestCookie(request, params.uuid)),
  );

  route(app, e.folders, ({ request, params, query }) => service.folders(me(request), params.uuid, query));
  route(app, e.createFolder, ({ request, params, body }) =>
    service.createFolder(me(request), params.uuid, body),
  );
  route(app, e.folder, ({ request, params }) => service.folder(me(request), params.uuid, params.folderUuid));
  route(app, e.updateFolder, ({ request, params, body }) =>
    service.updateFolder(me(request), params.uuid, params.folderUuid, body),
  );
  route(app, e.removeFolder, ({ request, params }) =>
    service.removeFolder(me(request), params.uuid, params.folderUuid),
  );
  route(app, e.folderVideos, ({ request, params, query }) =>
    service.folderVideos(me(request), params.uuid, params.folderUuid, query),
  );
  route(app, e.addFolderVideos, ({ request, params, body }) =>
    service.addFolderVideos(me(request), params.uuid, params.folderUuid, body.jmIds),
  );
  route(app, e.addFolderVideo, ({ request, params }) =>
    service.addFolderVideo(me(request), params.uuid, params.folderUuid, params.jmId),
  );
  route(app, e.removeFolderVideo, ({ request, params }) =>
    service.removeFolderVideo(me(request), params.uuid, params.folderUuid, params.jmId),
  );
  route(app, e.removeFolderVideos, ({ request, params, body }) =>
    service.removeFolderVideos(me(request), params.uuid, params.folderUuid, body.jmIds),
  );
}
