import { ONBOARDING_DEFAULT_PLAYLIST_NAME } from '@clipmarket/core';
import {
  PLAYLIST_UUIDS,
  authHandlers,
  collectionFixtures,
  defaultOnboardingState,
  onboardingFinishedFixture,
  onboardingHandlers,
  onboardingUnavailableErrorFixture,
  profileFixtures,
} from '@clipmarket/mocks';
import { ONBOARDING_STEPS, ONBOARDING_TEXT } from '@clipmarket/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInBefore } from '../../test/renderApp';
import { ONBOARDING_PAGE_COPY } from './onboardingCopy';

const [, projectType, collections, firstVideo] = ONBOARDING_STEPS;
const userId = profileFixtures.buyer.id;
const main = () => screen.getByRole('main');
const heading = (name: string) => within(main()).findByRole('heading', { level: 2, name });
const next = () => within(main()).getByRole('button', { name: ONBOARDING_TEXT.next });

/** The onboarding page for the signed-in buyer, over this onboarding state. */
function renderOnboarding(onboarding = onboardingHandlers.fresh()) {
  return renderApp('/onboarding', {
    handlers: { auth: authHandlers.signedIn(), onboarding },
    persisted: signedInBefore,
  });
}

/** From the welcome, through the project type and the collections, to the clips. */
async function walkToClips() {
  await userEvent.click(next());
  await heading(projectType!.title);
  await userEvent.click(within(main()).getByRole('radio', { name: 'Advertising' }));
  await userEvent.click(next());
  await heading(collections!.title);
  await userEvent.click(await within(main()).findByRole('checkbox', { name: collectionFixtures[0]!.title }));
  await userEvent.click(next());
  await heading(firstVideo!.title);
}

describe('the onboarding page', () => {
  it('sends a signed-out visitor to login, to come back after', async () => {
    await renderApp('/onboarding');
    await waitFor(() => expect(window.location.pathname).toBe('/licensing/login'));
    expect(new URLSearchParams(window.location.search).get('next')).toBe('/licensing/onboarding');
  });

  it('creates the onboarding on entry, and reports steps 2, 3 and 4 with the buyer’s choices', async () => {
    const state = defaultOnboardingState();
    await renderOnboarding(onboardingHandlers.fresh(state));
    await waitFor(() => expect(next()).not.toHaveAttribute('aria-disabled'));
    expect(state.creates).toEqual([userId]);

    await walkToClips();
    const saves = await within(main()).findAllByRole('button', { name: /^Save JV#/ });
    await userEvent.click(saves[0]!);
    await userEvent.click(saves[1]!);
    expect(saves[0]).toHaveAttribute('aria-pressed', 'true');
    expect(within(main()).getByRole('status')).toHaveTextContent(
      ONBOARDING_PAGE_COPY.picked(2, ONBOARDING_DEFAULT_PLAYLIST_NAME),
    );
    await userEvent.click(within(main()).getByRole('button', { name: ONBOARDING_TEXT.finish }));
    await heading(ONBOARDING_TEXT.finishedTitle);

    expect(state.updates).toEqual([
      { userId, onboardingStepCompleted: 2, onboardingProjectType: 'advertising' },
      { userId, onboardingStepCompleted: 3, onboardingCollections: [collectionFixtures[0]!.slug] },
      {
        userId,
        onboardingStepCompleted: 4,
        onboardingVideo: [expect.any(String), expect.any(String)],
        onboardingIsFinish: true,
      },
    ]);
  });

  it('ends by naming the playlist the server filled, with its count and a link to it', async () => {
    await renderOnboarding();
    await waitFor(() => expect(next()).not.toHaveAttribute('aria-disabled'));
    await walkToClips();
    const saves = await within(main()).findAllByRole('button', { name: /^Save JV#/ });
    for (const save of saves.slice(0, 3)) await userEvent.click(save);
    await userEvent.click(within(main()).getByRole('button', { name: ONBOARDING_TEXT.finish }));
    await heading(ONBOARDING_TEXT.finishedTitle);
    expect(
      within(main()).getByText(ONBOARDING_TEXT.finishedWithPlaylist(ONBOARDING_DEFAULT_PLAYLIST_NAME, 3)),
    ).toBeVisible();
    expect(
      within(main()).getByRole('link', {
        name: ONBOARDING_TEXT.openPlaylist(ONBOARDING_DEFAULT_PLAYLIST_NAME),
      }),
    ).toHaveAttribute('href', `/licensing/account/lists/${PLAYLIST_UUIDS.firstPlaylist}`);
  });

  it('claims no playlist when the buyer skips picking clips', async () => {
    const state = defaultOnboardingState();
    await renderOnboarding(onboardingHandlers.fresh(state));
    await waitFor(() => expect(next()).not.toHaveAttribute('aria-disabled'));
    await walkToClips();
    await userEvent.click(within(main()).getByRole('button', { name: ONBOARDING_TEXT.skip }));
    await heading(ONBOARDING_TEXT.finishedTitle);
    expect(state.updates.at(-1)).toEqual({ userId, onboardingVideo: [], onboardingIsFinish: true });
    expect(within(main()).getByText(ONBOARDING_TEXT.finishedBody)).toBeVisible();
    expect(within(main()).queryByText(new RegExp(ONBOARDING_DEFAULT_PLAYLIST_NAME))).toBeNull();
    expect(within(main()).getByRole('link', { name: ONBOARDING_TEXT.lists })).toHaveAttribute(
      'href',
      '/licensing/account/lists',
    );
  });

  it('keeps the step when its progress cannot be saved, and moves on once a retry saves it', async () => {
    const state = defaultOnboardingState();
    await renderOnboarding(onboardingHandlers.updateFailing(1, state));
    await waitFor(() => expect(next()).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(next());
    await heading(projectType!.title);
    await userEvent.click(within(main()).getByRole('radio', { name: 'Social media' }));
    await userEvent.click(next());
    expect(await within(main()).findByRole('alert')).toHaveTextContent(
      onboardingUnavailableErrorFixture.message,
    );
    expect(within(main()).getByRole('heading', { level: 2, name: projectType!.title })).toBeVisible();
    expect(state.updates).toEqual([]);

    await userEvent.click(within(main()).getByRole('button', { name: ONBOARDING_TEXT.retry }));
    await heading(collections!.title);
    expect(within(main()).queryByRole('alert')).toBeNull();
    expect(state.updates).toEqual([{ userId, onboardingStepCompleted: 2, onboardingProjectType: 'social' }]);
  });

  it('shows an error with a retry when the onboarding cannot be started', async () => {
    await renderOnboarding(onboardingHandlers.failing());
    expect(await within(main()).findByRole('alert')).toHaveTextContent(ONBOARDING_TEXT.error);
    expect(within(main()).getByRole('button', { name: ONBOARDING_TEXT.retry })).toBeVisible();
  });

  it('shows a buyer who finished before where their clips are', async () => {
    await renderOnboarding(onboardingHandlers.finished());
    await heading(ONBOARDING_TEXT.finishedTitle);
    const { playlistVideoCount } = onboardingFinishedFixture();
    expect(
      within(main()).getByText(
        ONBOARDING_TEXT.finishedWithPlaylist(ONBOARDING_DEFAULT_PLAYLIST_NAME, playlistVideoCount),
      ),
    ).toBeVisible();
  });
});
