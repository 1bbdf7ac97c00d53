import { playlistReviewEndpoints as e } from '@clipmarket/core';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route';
import type { ShareLinks } from '../playlists/share';
import { readGuestCookie, setGuestCookie } from './access';
import type { PlaylistReviewService } from './service';
import type { TeamCommentService } from './team-comments';

/**
 * Client review of shared playlists (contract: core's playlistReviews.ts; ADR 91). The owner's calls need their
 * session; a guest's carry the link's token and the guest cookie these routes set.
 */
export function playlistReviewRoutes(
  app: FastifyInstance,
  {
    service,
    teamComments,
    shareLinks,
  }: { service: PlaylistReviewService; teamComments: TeamCommentService; shareLinks: ShareLinks },
): void {
  route(app, e.updateShare, ({ request, params, body }) =>
    shareLinks.update(request.user!.id, params.uuid, body),
  );
  route(app, e.reviews, ({ request, params }) => service.forOwner(request.user!.id, params.uuid));

  route(app, e.guest, async ({ request, reply, params, body }) => {
    const { answer, cookie } = await service.identify(
      params.uuid,
      body,
      readGuestCookie(request, params.uuid),
    );
    if (cookie) setGuestCookie(request, reply, params.uuid, cookie.secret, cookie.expiresAt);
    return answer;
  });
  route(app, e.verify, async ({ request, reply, params, body }) => {
    const { answer, cookie } = await service.verify(params.uuid, body);
    setGuestCookie(request, reply, params.uuid, cookie.secret, cookie.expiresAt);
    return answer;
  });
  route(app, e.guestReviews, ({ request, params, query }) =>
    service.mine(params.uuid, query.share, readGuestCookie(request, params.uuid)),
  );
  route(app, e.review, ({ request, params, body }) =>
    service.review(params.uuid, body, readGuestCookie(request, params.uuid)),
  );

  // Colleagues' comments (ADR 92): the owner's team, through their session; no link.
  route(app, e.teamComments, ({ request, params }) => teamComments.list(request.user!.id, params.uuid));
  route(app, e.teamComment, ({ request, params, body }) =>
    teamComments.comment(request.user!.id, params.uuid, body),
  );
}
