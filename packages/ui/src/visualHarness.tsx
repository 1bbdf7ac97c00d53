// The harness of the visual tests: the theme around every story, a fresh canvas per story, the real pointer
// parked where it cannot start a preview, no motion, and images loaded before the picture is taken.
import { setProjectAnnotations } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { clipmarketLinksFixture } from '@clipmarket/mocks';
import { ClipmarketProvider } from './components/ClipmarketProvider';
import { ThemeProvider, type ThemeName } from './theme';

setProjectAnnotations([
  {
    decorators: [
      // The story's theme global, as the preview's toolbar sets it: a dark variant is pictured dark.
      (Story: () => ReactNode, { globals }: { globals: { theme?: ThemeName } }) => (
        <ThemeProvider theme={globals.theme}>
          <ClipmarketProvider links={clipmarketLinksFixture}>{Story()}</ClipmarketProvider>
        </ThemeProvider>
      ),
    ],
  },
]);

// No motion: an entrance, a fade or a spinning spinner is pictured at its end, whenever the picture is taken.
// The durations are near zero rather than none, as the theme does for reduced motion, so an `animationend` or
// `transitionend` a component waits for still comes.
const still = document.createElement('style');
still.textContent = `*, *::before, *::after {
  animation-duration: 0.01ms !important;
  animation-delay: 0s !important;
  animation-iteration-count: 1 !important;
  transition-duration: 0.01ms !important;
  transition-delay: 0s !important;
  caret-color: transparent !important;
}`;
document.head.append(still);

export interface Runnable {
  run: (context?: { canvasElement?: HTMLElement }) => Promise<void>;
}

/**
 * Moves the real pointer, which stays where an earlier test left it, onto a transparent spot above everything
 * in a corner of the viewport (it stays there until the page is cleared): a card under the pointer would start
 * its moving preview or show its hover look.
 */
export async function parkPointer(corner: 'bottom-right' | 'top-left' = 'bottom-right') {
  const park = document.createElement('div');
  const place = corner === 'top-left' ? 'left:0;top:0' : 'right:0;bottom:0';
  park.style.cssText = `position:fixed;${place};width:4px;height:4px;z-index:2147483647`;
  document.body.append(park);
  await userEvent.hover(park);
}

/** Waits until every image under `root` has loaded or failed (a broken image is pictured as it is). */
export async function imagesLoaded(root: ParentNode): Promise<void> {
  await Promise.all(
    [...root.querySelectorAll('img')].map((img) =>
      img.complete
        ? null
        : new Promise((resolve) => {
            img.addEventListener('load', resolve, { once: true });
            img.addEventListener('error', resolve, { once: true });
          }),
    ),
  );
}

/** A viewport of the given size and an empty canvas of that width in the page. */
export async function freshCanvas(width: number, height: number): Promise<HTMLElement> {
  if (window.innerWidth !== width || window.innerHeight !== height) await page.viewport(width, height);
  const canvasElement = document.createElement('div');
  canvasElement.style.display = 'inline-block';
  canvasElement.style.padding = '16px';
  canvasElement.style.width = `${width}px`;
  document.body.append(canvasElement);
  return canvasElement;
}

/** Renders a story (and its play function) into a fresh canvas and waits until its images have loaded. */
export async function show(story: Runnable, width: number, height = 800): Promise<HTMLElement> {
  if (window.innerWidth !== width || window.innerHeight !== height) await page.viewport(width, height);
  await parkPointer();
  const canvasElement = await freshCanvas(width, height);
  await story.run({ canvasElement });
  // An entrance, 0.01 ms here, still draws its first frame at its `from` keyframe: a picture taken in that frame
  // (a loaded machine is slow to draw the next) shows a snackbar 0.75rem off. Wait until every one has ended.
  await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
  await document.fonts.ready;
  await imagesLoaded(canvasElement);
  return canvasElement;
}

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});
