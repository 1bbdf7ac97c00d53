import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

const region = (page: Page, name: string) =>
  page.getByRole('main').getByRole('region', { name, exact: true });
const wireClips = (page: Page) => page.getByRole('region', { name: 'The wire' }).getByRole('article');

/** The first trending clip's detail path, read from the home page. */
async function firstTrendingClip(page: Page): Promise<string> {
  await page.goto('/licensing');
  const link = region(page, 'Trending clips')
    .getByRole('article')
    .first()
    .getByRole('heading')
    .getByRole('link');
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/licensing\/view\/\d+/);
  return href!;
}

test.describe('browsing', () => {
  test('the home page shows trending clips, latest acquisitions, collections and trending tags', async ({
    page,
  }) => {
    await page.goto('/licensing');

    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(region(page, 'Trending clips').getByRole('article')).toHaveCount(8);
    await expect(region(page, 'Latest acquisitions').getByRole('article')).toHaveCount(8);
    const collections = region(page, 'Collections');
    await expect(collections.getByRole('link', { name: /Trending Now/ })).toHaveAttribute(
      'href',
      '/licensing/collections/trending-now',
    );
    const tag = region(page, 'Trending tags').getByRole('link').first();
    await expect(tag).toHaveAttribute('href', /^\/licensing\/search\?customTag=/);
  });

  test('a trending tag opens a search for that tag', async ({ page }) => {
    await page.goto('/licensing');
    const tag = region(page, 'Trending tags').getByRole('link').first();
    const href = await tag.getAttribute('href');

    await tag.click();

    await expect(page).toHaveURL(href!);
  });

  test('the wire shows 12 clips and loads 12 more', async ({ page }) => {
    await page.goto('/licensing/thewire');

    await expect(page.getByRole('heading', { level: 1, name: 'The Wire' })).toBeVisible();
    await expect(wireClips(page)).toHaveCount(12);
    await expect(page.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: 'Load more' }).click();

    await expect(wireClips(page)).toHaveCount(24);
  });

  test('a collection opens from the home page with its first 20 clips', async ({ page }) => {
    await page.goto('/licensing');
    await region(page, 'Collections')
      .getByRole('link', { name: /Cute Pets/ })
      .click();

    await expect(page).toHaveURL('/licensing/collections/cute-pets');
    await expect(page.getByRole('heading', { level: 1, name: 'Cute Pets' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Clips in Cute Pets' }).getByRole('article')).toHaveCount(20);

    await page
      .getByRole('navigation', { name: 'Collection pages' })
      .getByRole('button', { name: /Next/ })
      .click();
    await expect(page).toHaveURL('/licensing/collections/cute-pets?page=2');
  });

  test('a clip shows its JV#, clearance and similar clips, and "back" returns to the page it came from', async ({
    page,
  }) => {
    const href = await firstTrendingClip(page);
    const jmId = href.split('/').pop()!;
    const title = await region(page, 'Trending clips')
      .getByRole('article')
      .first()
      .getByRole('heading')
      .innerText();

    await region(page, 'Trending clips')
      .getByRole('article')
      .first()
      .getByRole('heading')
      .getByRole('link')
      .click();

    await expect(page).toHaveURL(href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(`${title} — Clipmarket`);
    await expect(page.getByRole('article', { name: title, exact: true }).first()).toContainText(`JV#${jmId}`);
    await expect(page.getByRole('region', { name: 'Details' })).toContainText(
      /Advertising Use|Inquire for Advertising Use|Not for Advertising Use/,
    );
    await expect(page.locator('video')).toHaveAttribute('src', /\/media\/previews\//);
    const similar = page.getByRole('list', { name: 'Similar clips' }).getByRole('article');
    await expect(similar.first()).toBeVisible();
    expect(await similar.count()).toBeGreaterThan(0);

    await page.getByRole('link', { name: 'Back to the home page' }).click();

    await expect(page).toHaveURL('/licensing');
    await expect(region(page, 'Trending clips').getByRole('article').first()).toBeVisible();
  });

  test('a signed-in buyer sees the additional info of a clip', async ({ page }) => {
    // Signs in through the API (the cookie is set for the page); the server sees it and the app validates it
    // at start.
    const res = await page.request.post('/api/login', {
      data: { username: 'buyer@example.com', password: 'clipmarket-demo' },
    });
    expect(res.ok(), await res.text()).toBe(true);
    await page.goto('/licensing');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();

    const href = await firstTrendingClip(page);
    await page.goto(href);

    const info = page.getByRole('region', { name: 'Additional info' });
    await expect(info).toContainText('Downloads');
  });

  test('an id no clip has says that no video was found', async ({ page }) => {
    await page.goto('/licensing/view/99999999');

    await expect(page.getByRole('heading', { level: 1, name: /^No Video Found!$/ })).toBeVisible();
  });
});

test.describe('browse pages on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the wire and a clip read in one column', async ({ page }) => {
    await page.goto('/licensing/thewire');
    await expect(wireClips(page)).toHaveCount(12);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);

    await wireClips(page).first().getByRole('heading').getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'License this clip' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe('accessibility of the browse pages', () => {
  // addScriptTag inlines axe's source, which the page's CSP rightly refuses (see home.spec.ts).
  test.use({ bypassCSP: true });

  const pages: [string, (page: Page) => Promise<string>][] = [
    ['home page', async () => '/licensing'],
    ['wire', async () => '/licensing/thewire'],
    ['collections page', async () => '/licensing/collections'],
    ['collection page', async () => '/licensing/collections/cute-pets'],
    ['unknown collection', async () => '/licensing/collections/no-such-collection'],
    ['clip page', firstTrendingClip],
    ['unknown clip', async () => '/licensing/view/99999999'],
  ];

  for (const [name, urlOf] of pages) {
    test(`the ${name} has no axe violations`, async ({ page }) => {
      const url = await urlOf(page);
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page);
    });
  }
});
