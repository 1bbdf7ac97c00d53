/**
 * `node scripts/page-shots.mjs <base URL> <out dir> <path> [<path> …]`: screenshots of app pages at a phone
 * (390 px) and a desktop (1280 px) width, full page, for looking at them by eye. Paths are under the base,
 * e.g. `/licensing/search?q=cat`. Prefix a path with `login:` to sign in as the demo buyer first.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

const [base, outDir, ...paths] = process.argv.slice(2);
if (!base || !outDir || paths.length === 0) {
  console.error('usage: node scripts/page-shots.mjs <base URL> <out dir> <path> [<path> …]');
  process.exit(2);
}
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const viewports = { mobile: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };
for (const [name, viewport] of Object.entries(viewports)) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  for (const entry of paths) {
    const signIn = entry.startsWith('login:');
    const target = signIn ? entry.slice('login:'.length) : entry;
    if (signIn) {
      const res = await page.request.post(`${base}/api/login`, {
        data: { username: 'buyer@example.com', password: 'clipmarket-demo' },
      });
      if (!res.ok()) throw new Error(`login failed: ${res.status()}`);
      await page.goto(`${base}/licensing`);
      await page.evaluate(() =>
        localStorage.setItem(
          'clipmarket:state',
          JSON.stringify({ version: 3, auth: { loggedIn: true, username: 'buyer@example.com' } }),
        ),
      );
    }
    await page.goto(`${base}${target}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    const file = path.join(
      outDir,
      `${target.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root'}-${name}.png`,
    );
    await page.screenshot({ path: file, fullPage: true });
    console.info(file);
  }
  await context.close();
}
await browser.close();
