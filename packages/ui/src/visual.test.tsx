// Visual regression of key states at widths of their own (a card at 360 px, a grid at 1280 and 375 px, a
// notification at 480 or 640 px): each story renders in Chromium with the theme and is compared with the
// reference in __screenshots__/ (committed). A first run without a reference writes it and fails by design;
// look at the new picture before committing it. Every other story is pictured by visual.stories.test.tsx
// (ADR 44), which also covers the colour tokens and the licence tier modal on a desktop and a phone.
import { composeStories, composeStory } from '@storybook/react-vite';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { show } from './visualHarness';
import * as SnackbarFeatures from './components/Snackbar/Snackbar.features.stories';
import * as ToastFeatures from './components/Toast/Toast.features.stories';
import * as VideoCardFeatures from './components/VideoCard/VideoCard.features.stories';
import * as VideoCardStories from './components/VideoCard/VideoCard.stories';

describe('VideoCard', () => {
  const base = composeStories(VideoCardStories);
  const features = composeStories(VideoCardFeatures);

  test.each([
    ['green', features.Cleared],
    ['yellow', features.InquireForAdvertising],
    ['red', features.NotForAdvertising],
  ] as const)('the %s clearance colour with its label', async (name, story) => {
    const canvas = await show(story, 360);
    await expect.element(page.elementLocator(canvas)).toMatchScreenshot(`videocard-clearance-${name}`);
  });

  test('saved and in the cart', async () => {
    const canvas = await show(features.InCart, 360);
    await expect.element(page.elementLocator(canvas)).toMatchScreenshot('videocard-in-cart');
  });

  test('a title over 55 characters with its tooltip open', async () => {
    // The play function ends on keyboard focus, which starts the moving preview; a still poster keeps the
    // picture comparable.
    const still = composeStory(
      {
        ...VideoCardFeatures.LongTitleTooltip,
        args: { ...VideoCardFeatures.LongTitleTooltip.args, previewMode: 'tap' },
      },
      VideoCardFeatures.default,
    );
    const canvas = await show(still, 360, 500);
    await expect.element(page.elementLocator(canvas)).toMatchScreenshot('videocard-long-title-tooltip');
  });

  test('a card without a clip id', async () => {
    const canvas = await show(features.NoVideoFound, 360);
    await expect.element(page.elementLocator(canvas)).toMatchScreenshot('videocard-no-video-found');
  });

  test('a grid on desktop', async () => {
    const canvas = await show(base.Grid, 1280, 1000);
    await expect.element(page.elementLocator(canvas)).toMatchScreenshot('videocard-grid-desktop');
  });

  test('a grid on a phone', async () => {
    const canvas = await show(base.Grid, 375, 3000);
    await expect.element(page.elementLocator(canvas)).toMatchScreenshot('videocard-grid-mobile');
  });
});

describe('Snackbar and Toast', () => {
  const snackbar = composeStories(SnackbarFeatures);
  const toast = composeStories(ToastFeatures);

  test.each([
    ['info', snackbar.Info],
    ['error', snackbar.Error],
    ['view-action', snackbar.WithViewAction],
  ] as const)('a snackbar: %s', async (name, story) => {
    const canvas = await show(story, 640, 300);
    await expect.element(page.elementLocator(canvas)).toMatchScreenshot(`snackbar-${name}`);
  });

  test.each([
    ['success', toast.Success],
    ['error', toast.Error],
  ] as const)('a toast: %s', async (name, story) => {
    const canvas = await show(story, 480, 300);
    await expect.element(page.elementLocator(canvas)).toMatchScreenshot(`toast-${name}`);
  });
});
