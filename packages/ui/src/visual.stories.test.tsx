// Visual references of the stories (ADR 44): every story of packages/ui not tagged `!visual` is rendered with the
// theme, its play function run, and its picture compared with the reference in
// __screenshots__/visual.stories.test.tsx/<story id>-chromium-linux.png. A story that leaves a dialog open is
// pictured as the dialog; any other as its canvas, at the width of its viewport global (a phone, a breakpoint)
// or 1024 px. A new story has no reference: its first run writes one and fails by design; look at it, then
// commit it. `-u` rewrites the references of changed stories on purpose.
import { BREAKPOINTS } from '@clipmarket/core';
import { composeStories } from '@storybook/react-vite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { cdp, page } from 'vitest/browser';
import { freshCanvas, imagesLoaded, parkPointer, type Runnable } from './visualHarness';

type StoryFile = Parameters<typeof composeStories>[0];

interface Pictured extends Runnable {
  id: string;
  storyName: string;
  tags: string[];
  globals: { viewport?: { value?: string } };
}

const files = import.meta.glob<StoryFile>('./**/*.stories.tsx', { eager: true });

/** The widths of Storybook's viewport globals (the preview's `mobile` and the breakpoint tokens). */
const WIDTHS: Record<string, number> = { mobile: 375, ...BREAKPOINTS };
const DEFAULT_WIDTH = 1024;
const HEIGHT = 900;

/** The dialog a story left open, if any: a modal covers the page, so the dialog is the picture. */
function openDialog(): HTMLElement | null {
  const dialogs = document.querySelectorAll<HTMLElement>(
    'dialog[open], [role="dialog"], [role="alertdialog"]',
  );
  return [...dialogs].find((dialog) => dialog.checkVisibility()) ?? null;
}

/** The reference's name: the story id, as Vitest writes it to a file (one dash between the parts). */
function referenceName(story: Pictured): string {
  return story.id.replace(/-+/g, '-');
}

/** How many pixels of the dialog's content are scrolled out of sight, in the dialog or any part of it. */
function scrolledOut(dialog: HTMLElement): number {
  let hidden = 0;
  for (const element of [dialog, ...dialog.querySelectorAll<HTMLElement>('*')]) {
    const extra = element.scrollHeight - element.clientHeight;
    if (extra > 1 && /auto|scroll/.test(getComputedStyle(element).overflowY)) {
      hidden = Math.max(hidden, extra);
    }
  }
  return hidden;
}

/** Two frames: the layout after a resize and the renders it caused. */
function settled(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}

async function picture(story: Pictured) {
  const width = WIDTHS[story.globals.viewport?.value ?? ''] ?? DEFAULT_WIDTH;
  const canvasElement = await freshCanvas(width, HEIGHT);
  await story.run({ canvasElement });
  await document.fonts.ready;
  const dialog = openDialog();
  if (dialog) {
    // A dialog's height follows the viewport's, and its body scrolls: the viewport grows until nothing in the
    // dialog scrolls, so the picture shows all of it.
    // Measured after the layout has settled, with a little room to spare so a dialog sized to the viewport
    // does not end on a fraction of a pixel.
    for (let tries = 0; tries < 5; tries += 1) {
      await settled();
      const hidden = scrolledOut(dialog);
      if (hidden === 0) break;
      await page.viewport(width, window.innerHeight + hidden + 16);
    }
  } else {
    // The viewport grows to the page's height, so nothing is cut off, a sticky footer sits at the end of the
    // content rather than on the viewport's edge, and lazy images further down load.
    const tall = document.documentElement.scrollHeight;
    if (tall > window.innerHeight) await page.viewport(width, tall);
  }
  await imagesLoaded(document.body);
  await expect.element(page.elementLocator(dialog ?? canvasElement)).toMatchScreenshot(referenceName(story));
}

// Reduced motion, as a person may ask for it: no clip preview plays (a moving video is never the same picture
// twice) and spinners stand still; the harness stops every other animation and transition.
async function preferReducedMotion(reduce: boolean) {
  await cdp().send('Emulation.setEmulatedMedia', {
    features: [{ name: 'prefers-reduced-motion', value: reduce ? 'reduce' : 'no-preference' }],
  });
}
beforeAll(async () => {
  await preferReducedMotion(true);
  // Once, in the top-left corner: the pointer stays there as the viewport changes size, over the canvas's
  // padding or a modal's backdrop, never over a component. Play functions use synthetic events, not this pointer.
  await parkPointer('top-left');
});
afterAll(() => preferReducedMotion(false));

const pictured = Object.entries(files)
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([path, file]) => ({
    path: path.replace(/^\.\//, ''),
    stories: Object.values(composeStories(file, { tags: ['visual'] }) as Record<string, Pictured>).filter(
      (story) => story.tags.includes('visual'),
    ),
  }));

for (const { path, stories } of pictured) {
  if (stories.length === 0) continue;
  describe(path, () => {
    for (const story of stories) test(story.storyName, () => picture(story));
  });
}

// The file names only: no picture is loaded.
const references = import.meta.glob('./__screenshots__/visual.stories.test.tsx/*.png');

test('every reference is of a story still pictured (a renamed, removed or left-out story takes its picture along)', () => {
  const expected = new Set(
    pictured.flatMap(({ stories }) => stories.map((story) => `${referenceName(story)}-chromium-linux.png`)),
  );
  const orphans = Object.keys(references)
    .map((reference) => reference.split('/').pop())
    .filter((name) => !expected.has(name ?? ''));
  expect(orphans).toEqual([]);
});
