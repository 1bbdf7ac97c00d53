import { HttpResponse, type HttpHandler } from 'msw';
import {
  ONBOARDING_DEFAULT_PLAYLIST_NAME,
  onboardingCreateBodySchema,
  onboardingCreateEndpoint,
  onboardingUpdateBodySchema,
  onboardingUpdateEndpoint,
  type ApiError,
  type Endpoint,
  type OnboardingState,
} from '@clipmarket/core';
import { profileFixtures } from '../fixtures/auth';
import { apiErrorBody } from '../fixtures/errors';
import { PLAYLIST_UUIDS } from '../fixtures/playlists';
import { videoFixtures } from '../fixtures/videos';
import {
  apiError,
  bodyOf,
  errorResponse,
  failingRoutes,
  invalid,
  pendingRoutes,
  route,
} from '../handlers/respond';

/**
 * The onboarding service (`POST /api/onboarding/create` and `/update`, contract/fulfilment.ts) for stories and
 * the app's component tests, with the server's rules: one record per user, another user's id answers 404,
 * fields not sent stay, the step completed only rises, and finishing with clips picked answers the fixture
 * 'My First Playlist' holding them.
 */

/** An update's body as the server reads it. */
export type OnboardingUpdateBody = NonNullable<
  ReturnType<typeof onboardingUpdateBodySchema.safeParse>['data']
>;

/** The buyer's onboarding as the server creates it. */
export function onboardingFixture(userId: string = profileFixtures.buyer.id): OnboardingState {
  return {
    uuid: '5e8d2c1a-7b3f-4a6e-9d2c-8f1e0a9b7c01',
    userId,
    onboardingCollections: [],
    onboardingVideo: [],
    onboardingStepCompleted: 0,
    onboardingIsFinish: false,
    onboardingProjectType: null,
    playlistUuid: null,
    playlistName: null,
    playlistVideoCount: 0,
  };
}

/** A buyer who finished before, with three clips saved to 'My First Playlist'. */
export function onboardingFinishedFixture(userId: string = profileFixtures.buyer.id): OnboardingState {
  const picked = [videoFixtures.cleared.jmId, videoFixtures.longTitle.jmId, videoFixtures.editorialOnly.jmId];
  return {
    ...onboardingFixture(userId),
    onboardingCollections: ['pets'],
    onboardingVideo: picked,
    onboardingStepCompleted: 4,
    onboardingIsFinish: true,
    onboardingProjectType: 'advertising',
    playlistUuid: PLAYLIST_UUIDS.firstPlaylist,
    playlistName: ONBOARDING_DEFAULT_PLAYLIST_NAME,
    playlistVideoCount: picked.length,
  };
}

/** The server's 503 when an external onboarding service does not answer (onboarding/external.ts). */
export const onboardingUnavailableErrorFixture: ApiError = apiErrorBody(
  503,
  'The onboarding service is not answering right now. Please try again in a moment.',
);

/** What the handlers keep: the record (null until created) and every call's body, in order. */
export interface OnboardingMockState {
  record: OnboardingState | null;
  creates: string[];
  updates: OnboardingUpdateBody[];
}

export interface OnboardingMockBehaviour {
  /** Every create answers this error. */
  createError?: ApiError;
  /** The next this many updates answer `updateError` (then they work: a retry succeeds). */
  failingUpdates?: number;
  /** @default onboardingUnavailableErrorFixture */
  updateError?: ApiError;
}

export function defaultOnboardingState(record: OnboardingState | null = null): OnboardingMockState {
  return { record, creates: [], updates: [] };
}

const MISSING = 'No onboarding for this user. Start it with /api/onboarding/create.';
const isFixtureUser = (userId: string) => Object.values(profileFixtures).some((p) => p.id === userId);

/** Both onboarding endpoints over one state. */
export function onboardingRoutes(
  state: OnboardingMockState,
  behaviour: OnboardingMockBehaviour = {},
): HttpHandler[] {
  let failingUpdates = behaviour.failingUpdates ?? 0;
  return [
    route(onboardingCreateEndpoint, async ({ request }) => {
      const body = onboardingCreateBodySchema.safeParse(await bodyOf(request));
      if (!body.success) return invalid('body', body.error.issues);
      if (behaviour.createError) return errorResponse(behaviour.createError);
      if (!isFixtureUser(body.data.userId)) return apiError(404, MISSING);
      state.creates.push(body.data.userId);
      state.record ??= onboardingFixture(body.data.userId);
      return HttpResponse.json(state.record);
    }),
    route(onboardingUpdateEndpoint, async ({ request }) => {
      const body = onboardingUpdateBodySchema.safeParse(await bodyOf(request));
      if (!body.success) return invalid('body', body.error.issues);
      const record = state.record;
      if (!record || record.userId !== body.data.userId) return apiError(404, MISSING);
      if (failingUpdates > 0) {
        failingUpdates -= 1;
        return errorResponse(behaviour.updateError ?? onboardingUnavailableErrorFixture);
      }
      state.updates.push(body.data);
      const fields = body.data;
      const videos = fields.onboardingVideo ? [...new Set(fields.onboardingVideo)] : record.onboardingVideo;
      const fills = fields.onboardingIsFinish === true && videos.length > 0;
      state.record = {
        ...record,
        onboardingCollections: fields.onboardingCollections ?? record.onboardingCollections,
        onboardingVideo: videos,
        onboardingProjectType: fields.onboardingProjectType ?? record.onboardingProjectType,
        onboardingStepCompleted: Math.max(
          record.onboardingStepCompleted,
          fields.onboardingStepCompleted ?? 0,
        ),
        onboardingIsFinish: fields.onboardingIsFinish ?? record.onboardingIsFinish,
        ...(fills
          ? {
              playlistUuid: record.playlistUuid ?? PLAYLIST_UUIDS.firstPlaylist,
              playlistName: record.playlistName ?? ONBOARDING_DEFAULT_PLAYLIST_NAME,
              playlistVideoCount: new Set([...(record.playlistUuid ? record.onboardingVideo : []), ...videos])
                .size,
            }
          : {}),
      };
      return HttpResponse.json(state.record);
    }),
  ];
}

/** Both onboarding endpoints. */
export const onboardingEndpointList: Endpoint[] = [onboardingCreateEndpoint, onboardingUpdateEndpoint];

export const onboardingHandlers = {
  /** A buyer starting: create makes the record, updates keep the choices, finishing fills the playlist. */
  fresh: (state: OnboardingMockState = defaultOnboardingState()) => onboardingRoutes(state),
  /** A buyer who finished before (three clips in 'My First Playlist'). */
  finished: (state: OnboardingMockState = defaultOnboardingState(onboardingFinishedFixture())) =>
    onboardingRoutes(state),
  /** The first `times` updates answer 503 (an external service down), later ones work. */
  updateFailing: (times = 1, state: OnboardingMockState = defaultOnboardingState()) =>
    onboardingRoutes(state, { failingUpdates: times }),
  /** Create never answers (the loading state). */
  pending: () => pendingRoutes(onboardingEndpointList),
  /** Every call answers 500. */
  failing: () => failingRoutes(onboardingEndpointList),
};
