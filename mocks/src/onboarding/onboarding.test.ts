import {
  ONBOARDING_DEFAULT_PLAYLIST_NAME,
  apiErrorSchema,
  onboardingCreateEndpoint as create,
  onboardingStateSchema,
  onboardingUpdateEndpoint as update,
} from '@clipmarket/core';
import { describe, expect, it } from 'vitest';
import { profileFixtures } from '../fixtures/auth';
import { PLAYLIST_UUIDS } from '../fixtures/playlists';
import { videoFixtures } from '../fixtures/videos';
import { fails, ok, useMswLocation } from '../test/call';
import {
  defaultOnboardingState,
  onboardingFinishedFixture,
  onboardingFixture,
  onboardingHandlers,
  onboardingUnavailableErrorFixture,
} from './onboarding';

const userId = profileFixtures.buyer.id;

describe('onboarding fixtures', () => {
  it('parse with the contract schemas', () => {
    onboardingStateSchema.parse(onboardingFixture());
    onboardingStateSchema.parse(onboardingFinishedFixture());
    apiErrorSchema.parse(onboardingUnavailableErrorFixture);
  });
});

describe('onboarding handlers', () => {
  useMswLocation();

  it('create one record per user, and answer 404 for an id that is no fixture account', async () => {
    const state = defaultOnboardingState();
    const handlers = onboardingHandlers.fresh(state);
    const first = await ok(handlers, create, { body: { userId } });
    expect(await ok(handlers, create, { body: { userId } })).toEqual(first);
    await fails(handlers, create, 404, { body: { userId: '00000000-0000-4000-8000-000000000000' } });
    expect(state.creates).toEqual([userId, userId]);
  });

  it('keep the choices, raise the step only, and fill the playlist when finishing with clips', async () => {
    const handlers = onboardingHandlers.fresh();
    await fails(handlers, update, 404, { body: { userId, onboardingStepCompleted: 2 } });
    await ok(handlers, create, { body: { userId } });
    await ok(handlers, update, {
      body: { userId, onboardingStepCompleted: 3, onboardingProjectType: 'social' },
    });
    const back = await ok(handlers, update, { body: { userId, onboardingStepCompleted: 2 } });
    expect(back).toMatchObject({
      onboardingStepCompleted: 3,
      onboardingProjectType: 'social',
      playlistUuid: null,
    });
    const done = await ok(handlers, update, {
      body: { userId, onboardingVideo: [videoFixtures.cleared.jmId], onboardingIsFinish: true },
    });
    expect(done).toMatchObject({
      playlistUuid: PLAYLIST_UUIDS.firstPlaylist,
      playlistName: ONBOARDING_DEFAULT_PLAYLIST_NAME,
      playlistVideoCount: 1,
    });
  });

  it('finish without a playlist when no clip was picked', async () => {
    const handlers = onboardingHandlers.fresh();
    await ok(handlers, create, { body: { userId } });
    const done = await ok(handlers, update, {
      body: { userId, onboardingVideo: [], onboardingIsFinish: true },
    });
    expect(done).toMatchObject({ onboardingIsFinish: true, playlistUuid: null, playlistName: null });
  });

  it('fail the first updates when told to, then work', async () => {
    const handlers = onboardingHandlers.updateFailing(1);
    await ok(handlers, create, { body: { userId } });
    const error = await fails(handlers, update, 503, { body: { userId, onboardingStepCompleted: 2 } });
    expect(error.message).toBe(onboardingUnavailableErrorFixture.message);
    await ok(handlers, update, { body: { userId, onboardingStepCompleted: 2 } });
  });
});
