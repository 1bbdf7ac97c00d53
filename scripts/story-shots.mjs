/**
 * `npm run shots -- [--build] [--static-dir DIR] [--only "Components/PlaylistPopup,Machines/"]`: screenshots of stories at a phone
 * and a desktop width, and one contact sheet per component, for reviewing every state by eye.
 *
 * Serves storybook-static (built with `npm run build-storybook`, or here with --build), opens each story's
 * iframe in Debian Chromium (play functions run, so a story shows the state its play leads to), and writes
 * test-results/story-shots/<story-id>-{mobile,desktop}.png and test-results/story-shots/sheet-<title>.png.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import sirv from 'sirv';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'test-results/story-shots');
const arg = (name) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
// --static-dir lets two people build and shoot at once without overwriting one another's build.
const staticDir = path.resolve(root, arg('static-dir') ?? 'storybook-static');
const only = (arg('only') ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const VIEWPORTS = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
};
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

if (process.argv.includes('--build') || !existsSync(path.join(staticDir, 'index.json'))) {
  execFileSync('npx', ['storybook', 'build', '--quiet', '-o', staticDir], { cwd: root, stdio: 'inherit' });
}
mkdirSync(outDir, { recursive: true });

const index = JSON.parse(readFileSync(path.join(staticDir, 'index.json'), 'utf8'));
const stories = Object.values(index.entries).filter(
  (entry) =>
    entry.type === 'story' && (only.length === 0 || only.some((prefix) => entry.title.startsWith(prefix))),
);
if (stories.length === 0) {
  console.error(`No stories match ${only.join(', ') || '(all)'}.`);
  process.exit(1);
}

const server = http.createServer(sirv(staticDir, { dev: true }));
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});

const shots = [];
try {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    const page = await browser.newPage({ viewport });
    for (const story of stories) {
      const file = path.join(outDir, `${story.id}-${name}.png`);
      try {
        // A story may hold a request open on purpose (a pending state), so the network never goes idle.
        await page.goto(`${base}/iframe.html?id=${story.id}&viewMode=story`, {
          waitUntil: 'load',
          timeout: 30_000,
        });
        await page.waitForLoadState('networkidle', { timeout: 3000 }).catch(() => {});
        // Let play functions and entry transitions finish; a story that never settles is shot as it is.
        await page.waitForTimeout(1000);
        await page.screenshot({ path: file, fullPage: true });
      } catch (error) {
        console.warn(
          `${story.id} (${name}): ${error instanceof Error ? error.message.split('\n')[0] : error}`,
        );
        continue;
      }
      shots.push({ story, name, file });
    }
    await page.close();
  }

  // Sheets per component, three stories each (small enough to read): phone and desktop side by side.
  const titles = [...new Set(stories.map((story) => story.title))];
  const sheet = await browser.newPage({ viewport: { width: 1100, height: 800 } });
  let sheets = 0;
  for (const title of titles) {
    const own = stories.filter((story) => story.title === title);
    for (let start = 0; start < own.length; start += 3) {
      const rows = own
        .slice(start, start + 3)
        .map((story) => {
          const img = (vp) => `<img src="file://${path.join(outDir, `${story.id}-${vp}.png`)}">`;
          return `<section><h2>${story.name}</h2><div>${img('mobile')}${img('desktop')}</div></section>`;
        })
        .join('');
      const html = `<!doctype html><meta charset="utf-8"><style>
        body{font:14px system-ui;margin:12px;background:#eee} h1{font-size:18px} h2{font-size:14px;margin:10px 0 4px}
        div{display:flex;gap:8px;align-items:flex-start} img{border:1px solid #999;background:#fff}
        img:first-child{width:292px} img:last-child{width:768px}</style><h1>${title}</h1>${rows}`;
      const name = `sheet-${title.replace(/[^\w]+/g, '-')}-${start / 3 + 1}`;
      const htmlFile = path.join(outDir, `${name}.html`);
      writeFileSync(htmlFile, html);
      await sheet.goto(`file://${htmlFile}`);
      await sheet.screenshot({ path: path.join(outDir, `${name}.png`), fullPage: true });
      sheets += 1;
    }
  }
  console.log(`${shots.length} screenshots and ${sheets} sheets in ${path.relative(root, outDir)}`);
} finally {
  await browser.close();
  server.close();
}
