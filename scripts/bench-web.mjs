/**
 * `npm run bench:web`: what the web app costs a buyer's phone. Starts the product as `npm start` does (the
 * production build of apps/web, a fresh seeded embedded database) on a spare port, then for `/licensing`,
 * `/licensing/search` and `/licensing/view/{id}`:
 * - the JavaScript the page loads before it is idle, each file gzipped (level 9, as a CDN would serve it);
 * - Lighthouse in its default mobile mode (simulated slow 4G and a 4× slower CPU): performance,
 *   accessibility, best practices and SEO scores, with LCP, TBT and CLS; median of RUNS runs.
 * - how fast three interactions answer on a 4× slowed CPU (INP: input delay to next paint, with the web-vitals
 *   library): opening the filter panel on a phone, saving a clip to a playlist, adding a clip to the cart (the
 *   demo buyer); median of RUNS runs, each run's worst interaction.
 * Writes the "## Web app" section of docs/benchmarks.md.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
// The spec's messages, from their one source (a module that imports nothing, so Node reads it as it is).
import { MESSAGES } from '../packages/core/src/messages.ts';
import { GZIP_LEVEL, PAGE_BUDGETS } from './page-budgets.ts';
import { firstClipId, startProduct } from './product-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.BENCH_WEB_PORT ?? 3300);
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const base = `http://localhost:${PORT}`;
/** Issue 30's targets; the script budgets per page are in page-budgets.ts (checked by npm test too). */
const TARGETS = { performance: 98, accessibility: 100, tbtMs: 100, cls: 0.02, inpMs: 200 };

/**
 * What a script holds, from its source map (scripts are named by their hash alone, vite.config.ts): its last
 * module of the app, else its first package.
 */
async function holdsOf(file) {
  try {
    const { sources = [] } = await (await fetch(`${base}${file}.map`)).json();
    const own = sources.findLast((source) => !source.includes('node_modules'));
    if (own) return own.split('/').pop();
    return /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(sources[0] ?? '')?.[1] ?? '?';
  } catch {
    return '?';
  }
}

/** The scripts a page loads until the network is idle, with their gzipped sizes and what each holds. */
async function javascriptOf(browser, url) {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const scripts = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      const body = await response.body();
      scripts.set(new URL(response.url()).pathname, {
        raw: body.length,
        gzip: gzipSync(body, { level: GZIP_LEVEL }).length,
      });
    } catch {
      // a redirect or an aborted request has no body
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.close();
  const files = await Promise.all(
    [...scripts.entries()].map(async ([file, size]) => ({ file, ...size, holds: await holdsOf(file) })),
  );
  return {
    files,
    raw: files.reduce((sum, f) => sum + f.raw, 0),
    gzip: files.reduce((sum, f) => sum + f.gzip, 0),
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function lighthouseOf(url) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const { categories, audits } = result.lhr;
      runs.push({
        performance: Math.round(categories.performance.score * 100),
        accessibility: Math.round(categories.accessibility.score * 100),
        bestPractices: Math.round(categories['best-practices'].score * 100),
        seo: Math.round(categories.seo.score * 100),
        lcp: audits['largest-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        failing: Object.values(audits)
          .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary')
          .map((audit) => audit.id),
      });
    } finally {
      chrome.kill();
    }
  }
  const pick = (key) => median(runs.map((run) => run[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    failing: [...new Set(runs.flatMap((run) => run.failing))],
  };
}

/** web-vitals, injected into each page before its own scripts (its attribution build names the phases). */
const WEB_VITALS = readFileSync(
  path.join(root, 'node_modules/web-vitals/dist/web-vitals.attribution.iife.js'),
  'utf8',
);
const DEMO_BUYER = { username: 'buyer@example.com', password: 'clipmarket-demo' };

/**
 * The worst interaction of `act` on `url` with the CPU slowed 4×, as web-vitals' INP reports it (every
 * interaction counted, however short), with its phases.
 */
async function interactionOf(browser, { url, signedIn, act }) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    if (signedIn) {
      const login = await context.request.post(`${base}/api/login`, { data: DEMO_BUYER });
      if (!login.ok()) throw new Error(`the demo buyer could not sign in: ${login.status()}`);
      // A playlist to save clips to (the demo buyer starts with none).
      const lists = await context.request.get(`${base}/api/user/licensing/lists`);
      if (((await lists.json()).data ?? []).length === 0) {
        await context.request.post(`${base}/api/user/licensing/lists`, { data: { name: 'Bench picks' } });
      }
    }
    // An init script's own `var`s stay in it: the library is handed to the page's window.
    await context.addInitScript(`${WEB_VITALS};window.webVitals = webVitals;`);
    await context.addInitScript(() => {
      window.__inp = [];
      window.webVitals.onINP(
        (metric) => {
          const { inputDelay, processingDuration, presentationDelay } = metric.attribution;
          window.__inp.push({ value: metric.value, inputDelay, processingDuration, presentationDelay });
        },
        { reportAllChanges: true, durationThreshold: 0 },
      );
    });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    // The app has taken the server's page over: its controls answer.
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await act(page);
    await page.waitForTimeout(1000);
    const reports = await page.evaluate(() => window.__inp);
    return reports.at(-1) ?? { value: 0, inputDelay: 0, processingDuration: 0, presentationDelay: 0 };
  } finally {
    await context.close();
  }
}

/** The three interactions of issue 30, each on a clip of its own per run (a clip saved or carted once is not again). */
function interactions(clipIds) {
  return [
    {
      label: 'opening the filter panel (phone)',
      url: () => `${base}/licensing/search?q=dog`,
      act: async (page) => {
        await page.getByRole('button', { name: /^Filters/ }).click();
        await page.getByRole('dialog', { name: 'Filters' }).waitFor();
      },
    },
    {
      label: 'saving a clip to a playlist',
      signedIn: true,
      url: (run) => `${base}/licensing/view/${clipIds[run]}`,
      act: async (page) => {
        await page.getByRole('main').getByRole('button', { name: 'Save to playlist' }).click();
        const popup = page.getByRole('dialog', { name: 'Save to playlist' });
        await popup.getByRole('checkbox').first().click();
        await page.getByRole('main').getByRole('button', { name: 'Saved to playlist' }).waitFor();
      },
    },
    {
      label: 'adding a clip to the cart',
      signedIn: true,
      url: (run) => `${base}/licensing/view/${clipIds[RUNS + run]}`,
      act: async (page) => {
        await page.getByRole('main').getByRole('button', { name: 'License this clip' }).click();
        await page
          .getByRole('dialog', { name: 'Compare digital publishing licences' })
          .getByRole('button', { name: 'Choose Basic Pro' })
          .click();
        await page.getByText(MESSAGES.videoAddedToCart).first().waitFor();
      },
    },
  ];
}

async function inpOf(browser, clipIds) {
  const rows = [];
  for (const interaction of interactions(clipIds)) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      runs.push(await interactionOf(browser, { ...interaction, url: interaction.url(run) }));
    }
    const worst = [...runs].sort((a, b) => a.value - b.value)[Math.floor(runs.length / 2)];
    console.info(`  ${interaction.label}: INP ${Math.round(worst.value)} ms`);
    rows.push({ label: interaction.label, ...worst });
  }
  return rows;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const LOAD_AT_START = os.loadavg()[0].toFixed(1);

function section(rows, inp) {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const lines = [
    '## Web app',
    '',
    `Written by \`npm run bench:web\` (\`BENCH_WEB_RUNS\`, default 3; \`BENCH_WEB_PORT\`, default 3300) on ` +
      `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: ${os.cpus().length} cores (${cpu}), ` +
      `Node ${process.version}, Debian Chromium; load average (1 min) ${LOAD_AT_START} when it began and ` +
      `${os.loadavg()[0].toFixed(1)} when it ended. The production build served by \`npm start\` on a fresh seeded ` +
      `database. JavaScript: every script a phone-sized page loads until the network is idle, gzipped at level 9. ` +
      `Lighthouse: default mobile mode (simulated slow 4G, 4× CPU slowdown), median of ${RUNS} runs. ` +
      `Targets: JavaScript gzipped ≤ ${rows.map((row) => `${row.budget.targetKb} kB on ${row.label}`).join(', ')}; ` +
      `performance ≥ ${TARGETS.performance}, TBT ≤ ${TARGETS.tbtMs} ms, CLS ≤ ${TARGETS.cls}, accessibility ${TARGETS.accessibility}.`,
    '',
    readFileSync(path.join(root, 'scripts/bench-web-notes.md'), 'utf8').trim(),
    '',
    '| page | JS files | JS raw kB | JS gzip kB | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const row of rows) {
    const { js, lh } = row;
    lines.push(
      `| \`${row.label}\` | ${js.files.length} | ${kb(js.raw)} | ${kb(js.gzip)} | ${lh.performance} | ${lh.accessibility} | ` +
        `${lh.bestPractices} | ${lh.seo} | ${Math.round(lh.lcp)} | ${Math.round(lh.tbt)} | ${lh.cls.toFixed(3)} |`,
    );
  }
  lines.push('');
  const misses = [];
  const home = rows[0];
  for (const row of rows) {
    if (row.js.gzip / 1024 > row.budget.targetKb)
      misses.push(`${row.label} loads ${kb(row.js.gzip)} kB of JavaScript`);
    if (row.lh.tbt > TARGETS.tbtMs) misses.push(`${row.label} TBT ${Math.round(row.lh.tbt)} ms`);
    if (row.lh.cls > TARGETS.cls) misses.push(`${row.label} CLS ${row.lh.cls.toFixed(3)}`);
    if (row.lh.performance < TARGETS.performance)
      misses.push(`${row.label} performance ${row.lh.performance}`);
    if (row.lh.accessibility < TARGETS.accessibility)
      misses.push(`${row.label} accessibility ${row.lh.accessibility}`);
  }
  for (const row of inp) {
    if (row.value > TARGETS.inpMs) misses.push(`${row.label} INP ${Math.round(row.value)} ms`);
  }
  lines.push(
    `Interactions on a 4× slowed CPU (INP by web-vitals, median of ${RUNS} runs; target ≤ ${TARGETS.inpMs} ms):`,
    '',
    '| interaction | INP ms | input delay ms | processing ms | presentation ms |',
    '|---|---:|---:|---:|---:|',
    ...inp.map(
      (row) =>
        `| ${row.label} | ${Math.round(row.value)} | ${Math.round(row.inputDelay)} | ` +
        `${Math.round(row.processingDuration)} | ${Math.round(row.presentationDelay)} |`,
    ),
    '',
  );
  lines.push(misses.length ? `Targets missed: ${misses.join('; ')}.` : 'Every target is met.');
  for (const row of rows) {
    if (row.lh.failing.length)
      lines.push('', `Failing Lighthouse audits on \`${row.label}\`: ${row.lh.failing.join(', ')}.`);
  }
  lines.push('', 'Largest scripts on `/licensing` (gzip kB):', '');
  for (const file of [...home.js.files].sort((a, b) => b.gzip - a.gzip).slice(0, 6)) {
    lines.push(`- \`${file.file}\` (${file.holds}): ${kb(file.gzip)}`);
  }
  return lines.join('\n');
}

function writeDoc(text) {
  const file = path.join(root, 'docs/benchmarks.md');
  let doc;
  try {
    doc = readFileSync(file, 'utf8');
  } catch {
    doc = '# Benchmarks\n';
  }
  const start = doc.indexOf('\n## Web app');
  if (start >= 0) {
    let next = doc.indexOf('\n## ', start + 1);
    if (next < 0) next = doc.length;
    doc = `${doc.slice(0, start)}\n${text}\n${doc.slice(next)}`;
  } else {
    doc = `${doc.trimEnd()}\n\n${text}\n`;
  }
  writeFileSync(file, doc);
}

/** `count` clips of the library, for interactions that need a clip of their own. */
async function clipIdsOf(count) {
  const response = await fetch(`${base}/api/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ q: '', perPage: count + 1 }),
  });
  return ((await response.json()).data ?? []).slice(1, count + 1).map((card) => card.jmId);
}

const server = await startProduct(PORT);
try {
  const firstId = await firstClipId(base);
  const pages = [
    { label: PAGE_BUDGETS.home.label, budget: PAGE_BUDGETS.home, url: `${base}/licensing` },
    { label: PAGE_BUDGETS.search.label, budget: PAGE_BUDGETS.search, url: `${base}/licensing/search` },
    { label: PAGE_BUDGETS.clip.label, budget: PAGE_BUDGETS.clip, url: `${base}/licensing/view/${firstId}` },
  ];
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const rows = [];
  for (const page of pages) {
    const js = await javascriptOf(browser, page.url);
    console.info(`${page.label}: ${js.files.length} scripts, ${kb(js.gzip)} kB gzipped; Lighthouse…`);
    const lh = await lighthouseOf(page.url);
    console.info(
      `  performance ${lh.performance}, accessibility ${lh.accessibility}, LCP ${Math.round(lh.lcp)} ms`,
    );
    rows.push({ ...page, js, lh });
  }
  const clipIds = await clipIdsOf(2 * RUNS);
  console.info('Interactions…');
  const inp = await inpOf(browser, clipIds);
  await browser.close();
  const text = section(rows, inp);
  writeDoc(text);
  console.info(`\n${text}\n\nWritten to docs/benchmarks.md.`);
} finally {
  await server.stop();
}
