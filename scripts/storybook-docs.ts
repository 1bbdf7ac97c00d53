/**
 * `node scripts/storybook-docs.ts [--reuse] [--frames] [--only <id part>,…] [--report <file.json>]`: opens every docs page of
 * the built Storybook in Chromium, as a designer would, and fails on a page that does not work (issue 34, item 1;
 * ADR 102). A step of `npm test` (scripts/test.mjs).
 *
 * It builds the Storybook once into storybook-static (`storybook build`, which keeps the docs pages; `--test`
 * drops them), or with --reuse keeps a build already there. scripts/chromatic.mjs uploads that same build rather
 * than building again. It serves the folder, opens each entry of type "docs" of its index.json in Debian's
 * Chromium (scripts/chromium.ts; no browser is ever downloaded), a few tabs at a time, and fails a page on:
 *
 * - an uncaught error or a console error, in the page or in a story's frame on it;
 * - Storybook's error display (a docs page that throws, e.g. a bare `{title}` in MDX prose), or a story on the
 *   page that errored;
 * - content that needs a click to reach: an open modal dialog, or something covering the page's title, or the
 *   page's scrolling locked (a modal story's backdrop or scroll lock left over the docs page);
 * - an axe violation in the docs page (axe-core, the rules the stories' tests run).
 *
 * Each tab loads Storybook's preview once and moves from docs page to docs page on the preview's channel, as
 * Storybook's sidebar does: what a page leaves behind (a backdrop, a locked scroll, an error) meets the next, as
 * it would meet a designer. A page that errors or does not finish is followed by a fresh load.
 *
 * It waits for what a person waits for: the docs page rendered (Storybook's `docsRendered`), then every story on
 * it rendered, inline or in its own frame (`storyRendered`, after its play function), never a fixed time.
 *
 * The stories drawn in frames of their own (those whose state comes from a play function, modals, phones:
 * .storybook/StoryGallery.tsx) are each a whole preview running its play again, the storybook project's work
 * (every story's play and axe, in `npm test`'s browser step) done a second time at several times its cost. So by
 * default each such frame gets an empty page and the check reads the docs page itself: its prose, its inline
 * stories, what covers it, and axe. `--frames` draws them too, for a full look before a release.
 * One result per page goes to stdout, and with --report to a JSON file in Vitest's report shape, which
 * `npm test` counts.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import axe from 'axe-core';
import { chromium, type BrowserContext, type Frame, type Page } from 'playwright';
import sirv from 'sirv';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from './chromium.ts';

const root = path.resolve(import.meta.dirname, '..');
const argv = process.argv.slice(2);
const option = (name: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};
/**
 * Where `npm run build-storybook` writes (gitignored), which scripts/chromatic.mjs uploads; --static-dir lets
 * two people check at once without overwriting one another's build.
 */
const STORYBOOK_STATIC = path.resolve(root, option('static-dir') ?? 'storybook-static');
const only = (option('only') ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const reportFile = option('report');
/**
 * Tabs open at once: one per core. A page is already several processes' work at once (its stories' frames, each
 * a preview of its own), so more tabs than cores only make every page wait longer. DOCS_TABS overrides.
 */
const TABS = Number(process.env.DOCS_TABS ?? os.availableParallelism());
/** What a person waits for a docs page at most, on a loaded 2-core machine. Playwright's default is 30 s. */
const PAGE_TIMEOUT = 30_000;
/** Whether the stories drawn in frames of their own are drawn (see above). */
const WITH_FRAMES = argv.includes('--frames');

function build() {
  const started = Date.now();
  const result = spawnSync(
    path.join(root, 'node_modules', '.bin', 'storybook'),
    ['build', '--quiet', '-o', STORYBOOK_STATIC],
    { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: process.env },
  );
  if (result.status !== 0) {
    // A half-written folder must not be uploaded by scripts/chromatic.mjs as if it were this build.
    rmSync(STORYBOOK_STATIC, { recursive: true, force: true });
    console.error('The Storybook build failed: no docs page was opened.');
    process.exit(1);
  }
  console.info(`Storybook built in ${Math.round((Date.now() - started) / 1000)} s.`);
}

type Entry = { id: string; title: string; name: string; type: string; importPath: string };

/** Runs in every frame before Storybook: records what its preview says on its channel. */
function listen({ blankFrames }: { blankFrames: boolean }) {
  // A story's own view framed on the docs page (`viewMode=story`) stops before Storybook loads: an empty page in
  // its place. Not a route to an empty document: the mock service worker the stories register takes the frame's
  // request first, where a route never sees it, and the frame would boot a whole preview and run its play.
  if (blankFrames && window !== window.top && /[?&]viewMode=story\b/.test(location.search)) {
    window.stop();
    return;
  }
  type Check = { docsRendered: boolean; rendered: string[]; errors: string[] };
  const check: Check = { docsRendered: false, rendered: [], errors: [] };
  (window as unknown as { __docsCheck: Check }).__docsCheck = check;
  let channel: { on(event: string, listener: (...args: unknown[]) => void): void } | undefined;
  // The first line of an error or of Storybook's { title, description }: a testing-library error goes on to
  // print the whole DOM.
  const text = (value: unknown) => {
    const v = (value ?? {}) as { message?: unknown; title?: unknown; description?: unknown };
    const words = v.message ?? [v.title, v.description].filter(Boolean).join(': ');
    return (String(words || JSON.stringify(value)).split('\n')[0] ?? '').slice(0, 300);
  };
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(next) {
      channel = next;
      next.on('docsRendered', () => (check.docsRendered = true));
      next.on('storyRendered', (id: unknown) => check.rendered.push(String(id)));
      // Which story an error belongs to: the channel's errors do not say, and a framed story's preview posts
      // its events to this page's channel too (--frames).
      let last = '';
      next.on('storyRenderPhaseChanged', (detail: unknown) => {
        const { storyId, newPhase } = (detail ?? {}) as { storyId?: string; newPhase?: string };
        last = `${storyId} ${newPhase}`;
      });
      for (const event of [
        'storyErrored',
        'storyThrewException',
        'playFunctionThrewException',
        'storyMissing',
      ]) {
        next.on(event, (detail: unknown) => check.errors.push(`${event}: ${text(detail)} [${last}]`));
      }
    },
  });
}

/** Waits until every story on a docs page has rendered (or errored), inline or in its own frame. */
async function waitForStories(page: Page) {
  // An inline story's root is `#story--<id>` (and `…-inner` inside it, `--primary` for the page's primary
  // story); a story in its own
  // frame (a modal's, `docs.story.inline: false`) has the same root around an iframe, which renders it.
  const pending = () => {
    const { rendered, errors } = (
      window as unknown as { __docsCheck: { rendered: string[]; errors: string[] } }
    ).__docsCheck;
    if (errors.length) return [];
    const ids = [...document.querySelectorAll('#storybook-docs [id^="story--"]')]
      .filter((el) => !el.querySelector('iframe'))
      .map((el) => el.id.replace(/^story--/, '').replace(/(--primary)?(-inner)?$/, ''));
    return ids.filter((id) => !rendered.includes(id));
  };
  try {
    await page.waitForFunction(`(${pending.toString()})().length === 0`, undefined, {
      timeout: PAGE_TIMEOUT,
    });
  } catch {
    throw new Error(
      `stories not rendered in ${PAGE_TIMEOUT / 1000} s: ${(await page.evaluate(pending)).join(', ')}`,
    );
  }
  if (!WITH_FRAMES) return;
  // Frames load as they come into view (`loading="lazy"`), as a designer scrolls to them.
  for (const element of await page.$$('#storybook-docs iframe')) {
    await element.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const frame = await element.contentFrame();
    if (!frame) continue;
    const src = await element.getAttribute('src');
    await frame
      .waitForFunction(
        () => {
          const check = (window as unknown as { __docsCheck?: { rendered: string[]; errors: string[] } })
            .__docsCheck;
          return Boolean(check && (check.rendered.length > 0 || check.errors.length > 0));
        },
        undefined,
        { timeout: PAGE_TIMEOUT },
      )
      .catch(() => {
        throw new Error(`the story frame ${src} did not render in ${PAGE_TIMEOUT / 1000} s`);
      });
  }
}

/** What a designer meets on the page that needs a click, or nothing. */
function covered(): string[] {
  const problems: string[] = [];
  const modal = document.querySelector('dialog:modal, [aria-modal="true"]');
  if (modal && (modal as HTMLElement).offsetParent !== null) {
    problems.push(`a modal is open over the page: ${modal.outerHTML.slice(0, 120)}`);
  }
  const title = document.querySelector('#storybook-docs h1');
  if (!title) {
    problems.push('the page has no title (h1)');
  } else {
    title.scrollIntoView({ block: 'center' });
    const box = title.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + Math.min(box.width, 40) / 2, box.top + box.height / 2);
    if (hit && !title.contains(hit)) {
      problems.push(`the title is covered by ${hit.outerHTML.slice(0, 120)}`);
    }
  }
  const scrollable = document.documentElement.scrollHeight > window.innerHeight + 1;
  const locked = [document.documentElement, document.body].some(
    (el) => getComputedStyle(el).overflowY === 'hidden',
  );
  if (scrollable && locked) problems.push('the page cannot be scrolled (its scrolling is locked)');
  return problems;
}

async function axeViolations(frame: Frame): Promise<string[]> {
  // Once per loaded preview: the tab keeps it from docs page to docs page.
  if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axe.source);
  const results = await frame.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.run(
      // Storybook's props table (ArgTypes, Controls) is Storybook's own widget, not the system's: its boolean
      // switch's "True" fails contrast on every page that has one. The stories on the page are checked.
      { include: [['#storybook-docs']], exclude: [['.docblock-argstable']] },
      {
        resultTypes: ['violations'],
        iframes: false,
        // A docs page shows one component many times, each story where the app would show it once: two forms
        // named "Billing details", a card's h3 under the page's h1. Those two rules judge a whole document's
        // outline, which each story's own test checks in a document of its own (the storybook project).
        rules: { 'landmark-unique': { enabled: false }, 'heading-order': { enabled: false } },
      },
    ),
  );
  return results.violations.map(
    (v) =>
      `axe ${v.id} (${v.impact}): ${v.help} at ${v.nodes
        .slice(0, 3)
        .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 100)}`)
        .join(', ')}${v.nodes.length > 3 ? ` and ${v.nodes.length - 3} more` : ''}`,
  );
}

/**
 * A tab: one page that loads Storybook's preview once and then moves from docs page to docs page as Storybook's
 * manager does, with `setCurrentStory` on the preview's channel. Booting the preview (its bundle, the mock service
 * worker, the story index) was most of each page's time when every page was loaded afresh; a designer moving
 * through the sidebar boots it once too, so what one page leaves behind for the next is what they would meet.
 */
async function openTab(context: BrowserContext, base: string) {
  const page = await context.newPage();
  page.setDefaultTimeout(PAGE_TIMEOUT);
  await page.addInitScript(listen, { blankFrames: !WITH_FRAMES });
  let problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message.split('\n')[0]}`));
  page.on('console', (message) => {
    if (message.type() === 'error')
      problems.push(`console error: ${message.text().split('\n')[0]} @ ${message.location().url}`);
  });
  let loaded = false;

  /** A docs page's problems, and its height once every story is drawn (a long page is split: ADR 102). */
  async function check(entry: Entry): Promise<{ problems: string[]; height: number }> {
    problems = [];
    let height = 0;
    try {
      if (!loaded) {
        // Not the load event: it waits for every frame and picture, where the page is read as soon as it renders.
        await page.goto(`${base}/iframe.html?id=${encodeURIComponent(entry.id)}&viewMode=docs`, {
          waitUntil: 'domcontentloaded',
        });
        loaded = true;
      } else {
        await page.evaluate((id) => {
          const w = window as unknown as {
            __docsCheck: { docsRendered: boolean; rendered: string[]; errors: string[] };
            __STORYBOOK_ADDONS_CHANNEL__: { emit(event: string, detail: unknown): void };
          };
          Object.assign(w.__docsCheck, { docsRendered: false, rendered: [], errors: [] });
          window.scrollTo(0, 0);
          w.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId: id, viewMode: 'docs' });
        }, entry.id);
      }
      // Rendered, or Storybook's error display shown instead.
      await page.waitForFunction(
        () =>
          document.body.classList.contains('sb-show-errordisplay') ||
          (window as unknown as { __docsCheck: { docsRendered: boolean } }).__docsCheck.docsRendered,
        undefined,
        { timeout: PAGE_TIMEOUT },
      );
      if (await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay'))) {
        const message = await page.locator('#error-message').innerText();
        problems.push(`Storybook shows an error: ${message.split('\n')[0]}`);
        // The error display stays until a page loads afresh.
        loaded = false;
        return { problems, height };
      }
      await waitForStories(page);
      // Without --frames, the framed stories hold an empty page, and those below the fold never load (`lazy`):
      // an evaluate there would wait for a document that never comes.
      for (const frame of WITH_FRAMES ? page.frames() : [page.mainFrame()]) {
        const errors = await frame.evaluate(
          () => (window as unknown as { __docsCheck?: { errors: string[] } }).__docsCheck?.errors ?? [],
        );
        problems.push(...errors);
      }
      problems.push(...(await page.evaluate(covered)));
      problems.push(...(await axeViolations(page.mainFrame())));
      height = await page.evaluate(() => document.documentElement.scrollHeight);
    } catch (error) {
      problems.push(`did not finish: ${(error as Error).message.split('\n')[0]}`);
      // What a page that did not finish left may trouble the next: it starts from a fresh load.
      loaded = false;
    }
    return { problems: [...problems], height };
  }
  return { check, close: () => page.close() };
}

async function main() {
  const started = Date.now();
  if (!(argv.includes('--reuse') && existsSync(path.join(STORYBOOK_STATIC, 'index.json')))) build();
  const index = JSON.parse(readFileSync(path.join(STORYBOOK_STATIC, 'index.json'), 'utf8')) as {
    entries: Record<string, Entry>;
  };
  const entries = Object.values(index.entries).filter(
    (e) => e.type === 'docs' && (!only.length || only.some((o) => e.id.includes(o))),
  );

  const serve = sirv(STORYBOOK_STATIC, { dev: false, etag: true });
  const server = http.createServer((req, res) =>
    serve(req, res, () => {
      res.writeHead(404).end();
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS });

  const opened = Date.now();
  const results: { entry: Entry; problems: string[]; ms: number }[] = [];
  const queue = [...entries];
  await Promise.all(
    Array.from({ length: Math.min(TABS, queue.length) }, async () => {
      // One context and one page per tab (openTab): the preview is loaded once and moves between docs pages.
      const context = await browser.newContext({
        viewport: { width: 1280, height: 900 },
        reducedMotion: 'reduce',
      });
      const tab = await openTab(context, base);
      for (let entry = queue.shift(); entry; entry = queue.shift()) {
        const t = Date.now();
        const { problems, height } = await tab.check(entry);
        results.push({ entry, problems, ms: Date.now() - t });
        const mark = problems.length ? '✗' : '✓';
        console.info(`${mark} ${entry.id} (${((Date.now() - t) / 1000).toFixed(1)} s, ${height} px)`);
        for (const p of problems) console.info(`    ${p}`);
      }
      await tab.close();
      await context.close();
    }),
  );
  await browser.close();
  server.close();

  const failed = results.filter((r) => r.problems.length);
  const seconds = (ms: number) => (ms / 1000).toFixed(0);
  console.info(
    `\n${results.length} docs pages opened, ${failed.length} with problems; pages ${seconds(Date.now() - opened)} s ` +
      `(${TABS} tabs), ${seconds(Date.now() - started)} s in all.`,
  );
  if (reportFile) {
    const report = {
      numPassedTests: results.length - failed.length,
      numFailedTests: failed.length,
      testResults: [
        {
          name: path.join(root, 'scripts', 'storybook-docs.ts'),
          assertionResults: results.map(({ entry, problems }) => ({
            fullName: `docs page ${entry.id} (${entry.importPath})`,
            status: problems.length ? 'failed' : 'passed',
            failureMessages: problems.length ? [problems.join('\n')] : [],
          })),
        },
      ],
    };
    writeFileSync(reportFile, JSON.stringify(report, null, 2));
  }
  process.exit(failed.length || entries.length === 0 ? 1 : 0);
}

await main();
