import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { DEMO_PASSWORD, demoCode } from '../support/demo';

/**
 * Issue 14, as a newcomer meets it: the account is one area with one navigation and one heading a page; the
 * staff tools exist for staff only; the footer reaches every content page of spec section 2; and the fixed
 * Privacy Preferences tab covers nothing. On the phone and the desktop projects, with axe on every page.
 */

// axe is injected inline, which the app's content security policy rightly refuses (e2e/support/axe.ts).
test.use({ bypassCSP: true });
// Each test walks several pages with axe on each: far more than one page's 30 s on a busy machine.
test.describe.configure({ timeout: 240_000 });

const BUYER = 'buyer@example.com';
const STAFF = 'demo@clipmarket.com';

/** Every account's sections; staff add their tools after them. */
const BUYER_SECTIONS = [
  'Overview',
  'My lists',
  'History',
  'Saved searches',
  'Team',
  'Usage declaration',
  'Profile',
];

const main = (page: Page) => page.getByRole('main');
const accountNav = (page: Page) => page.getByRole('navigation', { name: 'Your account' });

/** Opens a page and waits until the app has taken it over (App.tsx sets data-app="ready"). */
async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.locator('html[data-app="ready"]')).toBeAttached({ timeout: 60_000 });
  return response;
}

async function logIn(page: Page, email: string): Promise<void> {
  await open(page, '/licensing/login');
  await main(page).getByRole('textbox', { name: 'E-mail' }).fill(email);
  await main(page).getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await main(page).getByRole('button', { name: 'Log in' }).click();
  if (email === STAFF) {
    // Staff sign in with a second factor (ADR 56): the demo staff's published TOTP secret gives the code.
    // Each step's code signs in once: a retry of the test, seconds later, takes the next step's code.
    await main(page).getByRole('textbox', { name: 'Code' }).fill(demoCode(test.info().retry));
    await main(page).getByRole('button', { name: 'Verify and log in' }).click();
  }
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
}

/**
 * Waits for the account navigation to read `labels`, in order. Until the remembered session is confirmed the
 * page knows no role and shows everyone's sections; the staff tools join once it is, as a person sees them.
 */
async function expectNavLabels(page: Page, labels: string[]): Promise<void> {
  await expect(accountNav(page).getByRole('link')).toHaveText(labels);
}

test.describe('the account area', () => {
  // Which links and pages an account has follows its role, not the width: these two run on the desktop only;
  // the phone walks every account page in the third, with axe on each.
  test(
    'a buyer’s account has no staff tools, and their addresses are not found, by page and by API',
    { tag: '@desktop-only' },
    async ({ page }) => {
      await logIn(page, BUYER);
      await open(page, '/licensing/account');
      await expectNavLabels(page, BUYER_SECTIONS);
      // The overview's sections show once the session is confirmed, with the role it carries.
      await expect(main(page).getByRole('heading', { name: 'Your access' })).toBeVisible();
      await expect(main(page).getByRole('link', { name: /Merchandising|Publisher/ })).toHaveCount(0);
      // Roles by name: the page never prints a role code.
      await expect(main(page).getByText(/ROLE_/)).toHaveCount(0);
      await expectNoAxeViolations(page);

      for (const path of ['/licensing/account/merchandising', '/licensing/account/publisher']) {
        const response = await open(page, path);
        expect(response?.status(), path).toBe(404);
        await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('Page not found');
        await expectNoAxeViolations(page, path);
      }
      for (const path of ['/api/public/merchandising/tentpoles', '/api/public/publisher/homepage']) {
        expect((await page.request.get(path)).status(), path).toBe(404);
      }
    },
  );

  test(
    'staff see the staff tools in the account navigation, and their pages',
    { tag: '@desktop-only' },
    async ({ page }) => {
      await logIn(page, STAFF);
      await open(page, '/licensing/account');
      await expectNavLabels(page, [
        ...BUYER_SECTIONS,
        'Merchandising',
        'Publisher homepage',
        'Held orders',
        'Invoices',
      ]);
      await expect(main(page).getByText('Rights team')).toBeVisible();
      await expect(main(page).getByText(/ROLE_/)).toHaveCount(0);
      for (const [path, heading] of [
        ['/licensing/account/merchandising', 'Merchandising'],
        ['/licensing/account/publisher', 'Publisher homepage'],
      ] as const) {
        const response = await open(page, path);
        expect(response?.status(), path).toBe(200);
        await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
        await expect(accountNav(page).getByRole('link', { name: heading })).toHaveAttribute(
          'aria-current',
          'page',
        );
        await expectNoAxeViolations(page, path);
      }
    },
  );

  test('every account page shows the same account navigation and one h1', async ({ page }) => {
    await logIn(page, BUYER);
    // A playlist of the buyer's own, so its page is one of the account's pages here.
    const created = await page.request.post('/api/user/licensing/lists', {
      data: { name: `Account tour ${test.info().project.name}` },
    });
    expect(created.ok()).toBe(true);
    await open(page, '/licensing/account/lists');
    const firstPlaylist = main(page).locator('a[href*="/licensing/account/lists/"]').first();
    await expect(firstPlaylist).toBeVisible();
    const playlistPath = new URL((await firstPlaylist.getAttribute('href'))!, page.url()).pathname;

    const pages: [string, string][] = [
      ['/licensing/account', 'Overview'],
      ['/licensing/account/lists', 'My lists'],
      [playlistPath, 'My lists'],
      ['/licensing/account/history', 'History'],
      ['/licensing/account/saved-searches', 'Saved searches'],
      ['/licensing/account/team', 'Team'],
      ['/licensing/account/usage', 'Usage declaration'],
      ['/licensing/account/profile', 'Profile'],
    ];
    for (const [path, section] of pages) {
      await open(page, path);
      await expectNavLabels(page, BUYER_SECTIONS);
      // The section is marked: the page itself, or (a playlist) the section it belongs to.
      await expect(accountNav(page).getByRole('link', { name: section }), path).toHaveAttribute(
        'aria-current',
        path === playlistPath ? 'true' : 'page',
      );
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1);
      await expectNoAxeViolations(page, path);
    }
    // One heading per thing: the usage page names the declaration once.
    await open(page, '/licensing/account/usage');
    await expect(page.getByRole('heading', { name: 'Usage declaration' })).toHaveCount(1);
  });
});

/** Every content page of spec section 2 (relative to /licensing, with the article and "why" paths). */
const CONTENT_PAGES = [
  '/licensing/privacy-policy',
  '/licensing/privacy-policy-ca',
  '/licensing/privacy-policy-va',
  '/licensing/video-submissions',
  '/licensing/terms-eu',
  '/licensing/terms',
  '/licensing/submissionterms',
  '/licensing/reported-infringement',
  '/licensing/faq',
  '/licensing/make-money-on-youtube',
  '/licensing/how-much-money-can-a-viral-video-make-on-youtube',
  '/licensing/why-work-with-us',
  '/licensing/pricing',
  '/licensing/thewire',
  '/licensing/collections',
  '/licensing/inquiry',
];

test('the footer links every content page of spec section 2, and each opens with one h1', async ({
  page,
}) => {
  // Seventeen pages, each with axe.
  test.setTimeout(600_000);
  await open(page, '/licensing');
  const footer = page.getByRole('contentinfo');
  const hrefs = await footer
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  for (const path of CONTENT_PAGES) expect(hrefs, path).toContain(path);

  for (const path of hrefs) {
    const response = await open(page, path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 }), path).not.toHaveText('Page not found');
    await expectNoAxeViolations(page, path);
  }
  // The inquiry page names itself once.
  await open(page, '/licensing/inquiry');
  await expect(page.getByRole('heading', { name: 'Licensing inquiry' })).toHaveCount(1);
});

/** The boxes of every control and link that overlap the Privacy Preferences tab where it shows now. */
async function coveredByTab(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const tab = [...document.querySelectorAll('button')].find(
      (button) => button.textContent?.trim() === 'Privacy Preferences',
    );
    if (!tab) return ['no Privacy Preferences tab'];
    const box = tab.getBoundingClientRect();
    const overlaps = (other: DOMRect) =>
      other.width > 0 &&
      other.height > 0 &&
      other.left < box.right &&
      other.right > box.left &&
      other.top < box.bottom &&
      other.bottom > box.top;
    return [...document.querySelectorAll('a, button, input, select, textarea, summary, [tabindex="0"]')]
      .filter((element) => element !== tab && !tab.contains(element))
      .filter((element) => overlaps(element.getBoundingClientRect()))
      .map(
        (element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`,
      );
  });
}

/**
 * What a person reads or uses under the Privacy Preferences tab, if it is in view: controls, pictures and
 * elements with text of their own at points over its box (as scripts/page-tour.mjs checks).
 */
async function contentUnderVisibleTab(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const tab = [...document.querySelectorAll('button')].find(
      (button) => button.textContent?.trim() === 'Privacy Preferences',
    );
    if (!tab) return ['no Privacy Preferences tab'];
    const box = tab.getBoundingClientRect();
    if (box.top >= window.innerHeight) return [];
    const meaningful = (element: Element) =>
      element.matches('a, button, input, select, textarea, img, video, [role="button"], [role="link"]') ||
      [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
    const found = new Set<string>();
    for (let x = box.left + 2; x < box.right; x += 8) {
      for (let y = box.top + 2; y < Math.min(box.bottom, window.innerHeight); y += 8) {
        for (const under of document.elementsFromPoint(x, y)) {
          if (under === tab || tab.contains(under) || !meaningful(under)) continue;
          found.add(`${under.tagName.toLowerCase()} "${(under.textContent ?? '').trim().slice(0, 40)}"`);
        }
      }
    }
    return [...found];
  });
}

test('the Privacy Preferences tab covers nothing at the end of a page, and tucks away over content', async ({
  page,
}) => {
  await open(page, '/licensing/search');
  const clip = main(page).locator('a[href*="/licensing/view/"]').first();
  await expect(clip).toBeVisible();
  const clipPath = new URL((await clip.getAttribute('href'))!, page.url()).pathname;
  const tab = page.getByRole('button', { name: 'Privacy Preferences' });
  const height = page.viewportSize()!.height;

  // The end of the page, scrolled to again on each check: a page still drawing what loads late grows under it.
  const atEnd = async <T>(check: () => Promise<T>) => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    return check();
  };
  for (const path of ['/licensing', '/licensing/search', clipPath, '/licensing/faq', '/licensing/pricing']) {
    await open(page, path);
    // At the end of the page the tab is in view, docked to the bottom edge, over the footer's reserved room.
    await expect
      .poll(() => atEnd(async () => Math.round((await tab.boundingBox())?.y ?? -1)), { message: path })
      .toBe(height - Math.round((await tab.boundingBox())!.height));
    await expect.poll(() => atEnd(() => coveredByTab(page)), { message: path }).toEqual([]);
  }

  // Anywhere on a page it is either tucked below the window's edge or over nothing a person reads or uses.
  for (const path of ['/licensing/search', clipPath, '/licensing/faq', '/licensing/terms']) {
    await open(page, path);
    for (const share of [0, 0.25, 0.5, 0.75]) {
      await page.evaluate((at) => window.scrollTo(0, document.documentElement.scrollHeight * at), share);
      await expect.poll(() => contentUnderVisibleTab(page), { message: `${path} at ${share}` }).toEqual([]);
    }
  }
  // The keyboard brings it into view wherever it is.
  await tab.focus();
  await expect.poll(async () => Math.round((await tab.boundingBox())?.y ?? height)).toBeLessThan(height);
});

test('the pricing tiers need no sideways scrolling: stacked cards on a phone, a table on a desktop', async ({
  page,
}) => {
  await open(page, '/licensing/pricing');
  const width = page.viewportSize()!.width;
  const tiers = main(page).getByRole('list', { name: 'Licence tiers' });
  const table = main(page).getByRole('region', { name: 'Licence tiers compared' });
  if (width < 768) {
    await expect(tiers).toBeVisible();
    await expect(tiers.getByRole('heading', { level: 2 })).toHaveCount(4);
    await expect(table).toBeHidden();
  } else {
    await expect(table).toBeVisible();
    await expect(tiers).toBeHidden();
  }
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});
