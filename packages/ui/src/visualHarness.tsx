// The harness of the visual tests: the theme around every story, a fresh canvas per story, the real pointer
// parked where it cannot start a preview, and images loaded before the picture is taken.
import { setProjectAnnotations } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ThemeProvider } from './theme';

setProjectAnnotations([
  {
    decorators: [(Story: () => ReactNode) => <ThemeProvider>{Story()}</ThemeProvider>],
  },
]);

interface Runnable {
  run: (context?: { canvasElement?: HTMLElement }) => Promise<void>;
}

/** Renders a story (and its play function) into a fresh canvas and waits until its images have loaded. */
export async function show(story: Runnable, width: number, height = 800): Promise<HTMLElement> {
  await page.viewport(width, height);
  // Park the real pointer, which stays where an earlier test left it, on a transparent spot above everything:
  // a card under it would start its moving preview.
  const park = document.createElement('div');
  park.style.cssText = 'position:fixed;right:0;bottom:0;width:4px;height:4px;z-index:2147483647';
  document.body.append(park);
  await userEvent.hover(park);
  const canvasElement = document.createElement('div');
  canvasElement.style.display = 'inline-block';
  canvasElement.style.padding = '16px';
  canvasElement.style.width = `${width}px`;
  document.body.append(canvasElement);
  await story.run({ canvasElement });
  await document.fonts.ready;
  await Promise.all(
    [...canvasElement.querySelectorAll('img')].map((img) =>
      img.complete ? null : new Promise((resolve) => img.addEventListener('load', resolve, { once: true })),
    ),
  );
  return canvasElement;
}

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});
