/**
 * `npm run shots:pages`: a full-page screenshot of every page of spec section 2 at 390 and 1366 px, signed out,
 * as a buyer and (for the staff pages) as staff, from the product as `npm start` runs it on a fresh seeded
 * database. Written to test-results/page-shots (gitignored) for a person to look at.
 *
 * It also checks what a picture can hide: at the top, middle and bottom of each page, nothing fixed to the window
 * (the Privacy Preferences tab, a bar) may sit over a link, a control or a line of text. Any such overlap is
 * listed and the script exits 1.
 */
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import { firstClipId, startProduct } from './product-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.SHOTS_PORT ?? 3310);
const OUT = path.join(root, 'test-results', 'page-shots');
const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 768 },
];
const DEMO_PASSWORD = 'clipmarket-demo';
const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** Signs the page in through the login form, as a person would. */
async function logIn(page, email) {
  await page.goto('/licensing/login');
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await main.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await main.getByLabel('Password', { exact: true }).press('Enter');
  // Staff sign in with a second factor (ADR 56). Each 30-second step's code works once: a second staff
  // sign-in within the same step takes the next step's code (the server allows one step of drift).
  const code = main.getByRole('textbox', { name: 'Code' });
  const signedIn = page.waitForURL((url) => !url.pathname.endsWith('/login'));
  if (await code.isVisible({ timeout: 3_000 }).catch(() => false)) {
    await code.fill(totpCode(staffSignIns++));
    await code.press('Enter');
  }
  await signedIn;
}

/** Staff sign-ins so far: each takes a later 30-second step's code. */
let staffSignIns = 0;

/** The demo staff accounts' code `stepsAhead` steps ahead (their published secret: README). */
function totpCode(stepsAhead) {
  const totp = new TOTP({ secret: Secret.fromBase32(DEMO_TOTP_SECRET), digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + Math.min(stepsAhead, 1) * 30_000 });
}

/** Elements with their own text or a role a person acts on, hidden under something fixed to the window. */
function coveredElements() {
  // Whether anything of an element shows: text, a picture, a background or a border with a size. An empty
  // live region waiting for its next message covers nothing.
  const painted = (root) =>
    [root, ...root.querySelectorAll('*')].some((element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return false;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.opacity === '0') return false;
      return (
        element.matches('img, svg, video, canvas') ||
        style.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
        parseFloat(style.borderTopWidth) > 0 ||
        [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent.trim())
      );
    });
  const fixed = [...document.querySelectorAll('body *')].filter((element) => {
    const style = getComputedStyle(element);
    if (style.position !== 'fixed' || style.visibility === 'hidden' || style.display === 'none') return false;
    if (element.closest('header, dialog, [role="dialog"], [role="status"], [role="alert"]')) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.height < window.innerHeight / 2 && painted(element);
  });
  const meaningful = (element) =>
    element.matches('a, button, input, select, textarea, [role="button"], [role="link"], img, video') ||
    [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent.trim());
  const found = [];
  for (const cover of fixed) {
    const box = cover.getBoundingClientRect();
    for (let x = box.left + 2; x < box.right; x += 8) {
      for (let y = box.top + 2; y < box.bottom; y += 8) {
        for (const under of document.elementsFromPoint(x, y)) {
          if (under.contains(cover) || fixed.some((other) => other === under || other.contains(under)))
            continue;
          if (!meaningful(under)) continue;
          const label = `${under.tagName.toLowerCase()} "${(under.textContent ?? '').trim().slice(0, 40)}"`;
          const by = `${cover.outerHTML.slice(0, 90)}…`;
          found.push(`${label} under ${by}`);
        }
      }
    }
  }
  return [...new Set(found)];
}

const server = await startProduct(PORT);
const problems = [];
try {
  const base = server.base;
  const clip = await firstClipId(base);

  const pages = [
    ['home', '/licensing'],
    ['register', '/licensing/register'],
    ['login', '/licensing/login'],
    ['reset-password', '/licensing/reset-password'],
    ['clip', `/licensing/view/${clip}`],
    ['search', '/licensing/search?q=dog'],
    ['similar', `/licensing/search/similarClips/${clip}`],
    ['inquiry', '/licensing/inquiry'],
    ['checkout-terms', '/licensing/checkout/terms'],
    ['pricing', '/licensing/pricing'],
    ['collections', '/licensing/collections'],
    ['collection', '/licensing/collections/trending-now'],
    ['wire', '/licensing/thewire'],
    ['privacy-policy', '/licensing/privacy-policy'],
    ['privacy-policy-ca', '/licensing/privacy-policy-ca'],
    ['privacy-policy-va', '/licensing/privacy-policy-va'],
    ['video-submissions', '/licensing/video-submissions'],
    ['terms-eu', '/licensing/terms-eu'],
    ['terms', '/licensing/terms'],
    ['submissionterms', '/licensing/submissionterms'],
    ['reported-infringement', '/licensing/reported-infringement'],
    ['faq', '/licensing/faq'],
    ['make-money-on-youtube', '/licensing/make-money-on-youtube'],
    ['video-earnings', '/licensing/how-much-money-can-a-viral-video-make-on-youtube'],
    ['why-work-with-us', '/why-work-with-us'],
    ['accessibility', '/licensing/accessibility'],
    ['not-found', '/licensing/no-such-page'],
  ];
  const buyerPages = [
    ['account', '/licensing/account'],
    ['history', '/licensing/account/history'],
    ['profile', '/licensing/account/profile'],
    ['lists', '/licensing/account/lists'],
    ['usage', '/licensing/account/usage'],
    ['checkout', '/licensing/checkout'],
    ['onboarding', '/licensing/onboarding'],
    ['buyer-merchandising', '/licensing/account/merchandising'],
  ];
  const staffPages = [
    ['merchandising', '/licensing/account/merchandising'],
    ['publisher', '/licensing/account/publisher'],
  ];

  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  for (const size of WIDTHS) {
    for (const [who, list] of [
      ['visitor', pages],
      ['buyer', buyerPages],
      ['staff', staffPages],
    ]) {
      const context = await browser.newContext({
        baseURL: base,
        viewport: { width: size.width, height: size.height },
        isMobile: size.name === 'phone',
        hasTouch: size.name === 'phone',
      });
      const page = await context.newPage();
      if (who === 'buyer') await logIn(page, 'buyer@example.com');
      if (who === 'staff') await logIn(page, 'demo@clipmarket.com');
      for (const [name, url] of list) {
        await page.goto(url, { waitUntil: 'networkidle' });
        // The account's first playlist: read from the lists page, shot after it.
        const file = `${name}-${size.width}.png`;
        await page.screenshot({ path: path.join(OUT, file), fullPage: true });
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (const y of [0, height / 2, height]) {
          await page.evaluate((top) => window.scrollTo(0, top), y);
          await page.waitForTimeout(100);
          for (const overlap of await page.evaluate(coveredElements)) {
            problems.push(`${url} at ${size.width} px, scrolled to ${Math.round(y)}: ${overlap}`);
          }
        }
        console.info(`${file}`);
        if (name === 'lists') {
          const first = page.getByRole('main').locator('a[href*="/licensing/account/lists/"]').first();
          if (await first.count()) {
            await page.goto((await first.getAttribute('href')) ?? '', { waitUntil: 'networkidle' });
            await page.screenshot({ path: path.join(OUT, `playlist-${size.width}.png`), fullPage: true });
            console.info(`playlist-${size.width}.png`);
          }
        }
      }
      await context.close();
    }
  }
  await browser.close();
} finally {
  await server.stop();
}
console.info(`\nScreenshots in ${path.relative(root, OUT)}.`);
if (problems.length) {
  console.error(`\nCovered by something fixed to the window:\n${[...new Set(problems)].join('\n')}`);
  process.exitCode = 1;
} else {
  console.info('Nothing fixed to the window covers a link, a control or text.');
}
