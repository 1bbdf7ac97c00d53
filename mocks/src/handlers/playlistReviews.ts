import {
  PAGES,
  SHARE_LIMITS,
  SHARE_MESSAGES,
  playlistReviewEndpoints as e,
  sharedGuestBodySchema,
  sharedReviewBodySchema,
  shareSettingsBodySchema,
  teamCommentBodySchema,
  type GuestClipReview,
  type PlaylistReviewsResponse,
  type SharedReviewsResponse,
  type TeamCommentsResponse,
} from '@clipmarket/core';
import { HttpResponse, type HttpHandler } from 'msw';
import { PLAYLIST_SHARE_TOKEN, playlistVideoFixtures } from '../fixtures/playlists';
import { apiError, bodyOf, failingRoutes, invalid, pendingRoutes, route } from './respond';

const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();

/**
 * What two guests decided on the first clips of every playlist (one approved by both, one disputed), and a
 * colleague of the owner's team's comment.
 */
export function playlistReviewFixture(jmIds: readonly string[]): PlaylistReviewsResponse {
  const ana = { name: 'Ana Ortiz', email: 'ana@client.example' };
  const bo = { name: 'Bo Lind', email: 'bo@client.example' };
  const milo = { name: 'Milo Brandt', email: 'milo@northwind.example' };
  const [first = '1', second = '2'] = jmIds;
  return {
    guests: 2,
    clips: [
      {
        jmId: first,
        title: null,
        entries: [
          { id: '4', guest: bo, from: 'guest', decision: 'approved', comment: null, at: at(30) },
          {
            id: '3',
            guest: ana,
            from: 'guest',
            decision: 'approved',
            comment: 'Perfect for the opener.',
            at: at(55),
          },
        ],
      },
      {
        jmId: second,
        title: null,
        entries: [
          {
            id: '5',
            guest: milo,
            from: 'team',
            decision: null,
            comment: 'The client may ask for the uncropped take.',
            at: at(20),
          },
          {
            id: '2',
            guest: bo,
            from: 'guest',
            decision: 'rejected',
            comment: 'Logo visible at 0:04.',
            at: at(35),
          },
          { id: '1', guest: ana, from: 'guest', decision: 'approved', comment: null, at: at(60) },
        ],
      },
    ],
  };
}

/**
 * Client review of shared playlists (ADR 91) over one browser's state: the owner's review of every playlist
 * (`reviews`), and a guest who says who they are and reviews, as the server keeps it. The share token is the
 * fixtures' (PLAYLIST_SHARE_TOKEN); any other answers 410, as a link turned off does.
 */
function reviewRoutes(
  reviews: (uuid: string) => PlaylistReviewsResponse,
  restricted: boolean,
): HttpHandler[] {
  let guest: SharedReviewsResponse['guest'] = null;
  const clips = new Map<string, GuestClipReview>();
  let next = 1;
  const gone = () => apiError(410, SHARE_MESSAGES.revoked);
  return [
    route(e.updateShare, async ({ request, params }) => {
      const parsed = shareSettingsBodySchema.safeParse(await bodyOf(request));
      if (!parsed.success) return invalid('body', parsed.error.issues);
      const uuid = String(params.uuid);
      const url = PAGES.sharedPlaylist.href({ playlistId: uuid }, { share: PLAYLIST_SHARE_TOKEN });
      const days = parsed.data.expiresInDays ?? SHARE_LIMITS.defaultDays;
      return HttpResponse.json({
        url,
        token: PLAYLIST_SHARE_TOKEN,
        expiresAt: new Date(Date.now() + days * 86_400_000).toISOString(),
        emails: parsed.data.emails ?? [],
      });
    }),
    route(e.reviews, ({ params }) => HttpResponse.json(reviews(String(params.uuid)))),
    route(e.guestReviews, ({ request }) => {
      if (new URL(request.url).searchParams.get('share') !== PLAYLIST_SHARE_TOKEN) return gone();
      if (restricted && !guest) return apiError(403, SHARE_MESSAGES.restricted);
      return HttpResponse.json({
        guest,
        restricted,
        expiresAt: new Date(Date.now() + 20 * 86_400_000).toISOString(),
        clips: [...clips.values()],
      } satisfies SharedReviewsResponse);
    }),
    route(e.guest, async ({ request }) => {
      const parsed = sharedGuestBodySchema.safeParse(await bodyOf(request));
      if (!parsed.success) return invalid('body', parsed.error.issues);
      if (parsed.data.share !== PLAYLIST_SHARE_TOKEN) return gone();
      if (restricted) return HttpResponse.json({ status: 'link-sent', guest: null });
      guest = { name: parsed.data.name, email: parsed.data.email };
      return HttpResponse.json({ status: 'reviewing', guest });
    }),
    route(e.verify, () => apiError(400, SHARE_MESSAGES.linkInvalid)),
    route(e.review, async ({ request }) => {
      const parsed = sharedReviewBodySchema.safeParse(await bodyOf(request));
      if (!parsed.success) return invalid('body', parsed.error.issues);
      if (!guest) return apiError(401, SHARE_MESSAGES.guestRequired);
      const { jmId, decision, comment } = parsed.data;
      const clip = clips.get(jmId) ?? { jmId, decision: null, comments: [] };
      if (decision !== undefined) clip.decision = decision;
      if (comment !== undefined)
        clip.comments = [...clip.comments, { id: String(next++), text: comment, at: at(0) }];
      clips.set(jmId, clip);
      return HttpResponse.json(clip, { status: 201 });
    }),
  ];
}

/** A colleague's comment on the first clip of every playlist, before the signed-in buyer says anything. */
export function teamCommentsFixture(jmIds: readonly string[]): TeamCommentsResponse {
  const [first = '1'] = jmIds;
  return {
    clips: [
      {
        jmId: first,
        comments: [
          {
            id: '1',
            author: { name: 'Olive Hart', email: 'olive@northwind.example' },
            mine: false,
            text: 'Strong opener. Check the clearance before we pitch it.',
            at: at(90),
          },
        ],
      },
    ],
  };
}

/**
 * Colleagues' comments on a team member's playlist (ADR 92) over one browser's state: what the team said
 * (`start`), and the signed-in buyer's (the fixtures' Ada) comments as they post them.
 */
function teamCommentRoutes(start: (uuid: string) => TeamCommentsResponse): HttpHandler[] {
  const said = new Map<string, TeamCommentsResponse>();
  let next = 100;
  const of = (uuid: string) => said.get(uuid) ?? start(uuid);
  return [
    route(e.teamComments, ({ params }) => HttpResponse.json(of(String(params.uuid)))),
    route(e.teamComment, async ({ request, params }) => {
      const parsed = teamCommentBodySchema.safeParse(await bodyOf(request));
      if (!parsed.success) return invalid('body', parsed.error.issues);
      const uuid = String(params.uuid);
      const { jmId, comment } = parsed.data;
      const clips = of(uuid).clips;
      const clip = clips.find((c) => c.jmId === jmId) ?? { jmId, comments: [] };
      if (clip.comments.filter((c) => c.mine).length >= SHARE_LIMITS.commentsPerClip)
        return apiError(409, SHARE_MESSAGES.tooManyComments);
      const mine = {
        id: String(next++),
        author: { name: 'Ada Okafor', email: 'ada@example.com' },
        mine: true,
        text: comment,
        at: at(0),
      };
      const updated = { jmId, comments: [...clip.comments, mine] };
      said.set(uuid, { clips: [...clips.filter((c) => c.jmId !== jmId), updated] });
      return HttpResponse.json(updated, { status: 201 });
    }),
  ];
}

const ALL = Object.values(e);
const firstClips = (uuid: string) => (playlistVideoFixtures[uuid] ?? []).map((video) => video.jmId);

/** Client review of shared playlists (ADR 91). */
export const playlistReviewHandlers = {
  /** Nobody has reviewed any playlist yet; a guest reviews an open link. */
  none: () => [
    ...reviewRoutes(() => ({ guests: 0, clips: [] }), false),
    ...teamCommentRoutes(() => ({ clips: [] })),
  ],
  /**
   * Two guests reviewed the first two clips of each playlist, and a colleague commented on the second; a guest
   * reviews an open link; the team said something on the first clip.
   */
  reviewed: () => [
    ...reviewRoutes((uuid) => playlistReviewFixture(firstClips(uuid)), false),
    ...teamCommentRoutes((uuid) => teamCommentsFixture(firstClips(uuid))),
  ],
  /** The link is limited to named addresses: a guest is asked for theirs. */
  restricted: () => [
    ...reviewRoutes(() => ({ guests: 0, clips: [] }), true),
    ...teamCommentRoutes(() => ({ clips: [] })),
  ],
  /** Every call answers 500. */
  failing: () => failingRoutes(ALL),
  /** No call ever answers. */
  loading: () => pendingRoutes(ALL),
};
