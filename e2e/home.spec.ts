import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

/** The clip cards of the home page's grid. */
const cards = (page: Page) => page.getByRole('main').getByRole('article');

test.describe('home page', () => {
  test('a visitor sees the heading and a grid of clips with their JV# ids and titles', async ({ page }) => {
    await page.goto('/licensing');

    await expect(page).toHaveTitle('Clipmarket — license viral video clips');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Clipmarket' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    await expect(cards(page).first()).toBeVisible();
    const count = await cards(page).count();
    expect(count).toBeGreaterThanOrEqual(8);
    for (const card of await cards(page).all()) {
      await expect(card).toContainText(/JV#\d+/);
      const title = card.getByRole('heading');
      await expect(title).toHaveText(/\S/);
      await expect(title.getByRole('link')).toHaveAttribute('href', /^\/licensing\/view\/\d+(-\d+)?$/);
    }
  });

  test('hovering a card on a desktop plays its preview, muted', async ({ page }) => {
    await page.goto('/licensing');
    const card = cards(page).first();
    await expect(card.locator('video')).toHaveCount(0);

    await card.locator('img').hover();

    const video = card.locator('video');
    await expect(video).toBeAttached();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0))
      .toBe(true);

    await page.mouse.move(0, 0);
    await expect(card.locator('video')).toHaveCount(0);
  });

  test('a clip link opens the clip inside the app, without reloading the page', async ({ page }) => {
    await page.goto('/licensing');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const title = cards(page).first().getByRole('heading').getByRole('link');
    const href = await title.getAttribute('href');

    await title.click();

    await expect(page).toHaveURL(href ?? '');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });

  test('the page loads nothing from any host but its own, and breaks no content security rule', async ({
    page,
  }) => {
    const foreign: string[] = [];
    const cspErrors: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol === 'data:' || url.protocol === 'blob:') return;
      if (url.hostname !== 'localhost') foreign.push(request.url());
    });
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
        cspErrors.push(message.text());
    });

    await page.goto('/licensing');
    await cards(page).first().locator('img').hover();
    await expect(cards(page).first().locator('video')).toBeAttached();
    await page.goto('/licensing/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');

    expect(foreign).toEqual([]);
    expect(cspErrors).toEqual([]);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('the thumbnail is a tappable link and no preview plays', async ({ page }) => {
    await page.goto('/licensing');
    const card = cards(page).first();
    const href = await card.getByRole('heading').getByRole('link').getAttribute('href');

    // Counts every <video> the home page gains from here on: a preview started by the touch would be one. The
    // clip page the tap opens has its own player, so only videos added while the home page shows count.
    await page.evaluate(() => {
      const home = window.location.pathname;
      const seen = { videos: 0 };
      (window as unknown as { previewVideos: typeof seen }).previewVideos = seen;
      new MutationObserver((records) => {
        if (window.location.pathname !== home) return;
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof Element && (node.matches('video') || node.querySelector('video')))
              seen.videos += 1;
      }).observe(document.body, { childList: true, subtree: true });
    });
    expect(await page.locator('video').count()).toBe(0);

    await card.locator('img').tap();

    await expect(page).toHaveURL(href ?? '');
    const previews = await page.evaluate(
      () => (window as unknown as { previewVideos: { videos: number } }).previewVideos.videos,
    );
    expect(previews).toBe(0);
  });
});

test('the health check answers ok', async ({ request }) => {
  const res = await request.get('/api/health');
  expect(res.ok()).toBe(true);
  // `npm start` with nothing configured runs on the embedded database.
  expect(await res.json()).toEqual({ status: 'ok', database: 'pglite' });
});

test('an unknown path under /licensing shows the not-found page', async ({ page }) => {
  const res = await page.goto('/licensing/this/page/does-not-exist');
  expect(res?.status()).toBe(404);

  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found — Clipmarket');
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL('/licensing');
  await expect(cards(page).first()).toBeVisible();
});

test.describe('accessibility', () => {
  // addScriptTag inlines axe's source, which the page's CSP rightly refuses; this test checks the markup,
  // and the test above checks the CSP.
  test.use({ bypassCSP: true });

  for (const [name, url] of [
    ['home page', '/licensing'],
    ['not-found page', '/licensing/no-such-page'],
  ] as const) {
    test(`the ${name} has no axe violations`, async ({ page }) => {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
