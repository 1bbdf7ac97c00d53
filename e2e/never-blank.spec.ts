import { expect, test } from '@playwright/test';

// Issue 30 item 3: a page that fails shows a way back, and a page whose script is gone (a deploy replaced the
// build) reloads once onto the current build; the server's log is told either way.

const STOPPED = 'This page stopped working';

test('a page that fails while rendering shows the way back, and Try again draws it once its data is sound', async ({
  page,
  request,
}) => {
  await page.goto('/licensing');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  const card = page.getByRole('main').locator('a[href^="/licensing/view/"]').first();
  const href = (await card.getAttribute('href'))!;
  const jmId = href.split('/').pop()!.split('?')[0]!;
  // The clip's document with a field the page cannot draw from: as a broken server answer would be.
  const document = await (await request.get(`/api/public/videos/${jmId}`)).json();
  await page.route(`**/api/public/videos/${jmId}`, (route) =>
    route.fulfill({ json: { ...document, tags: null } }),
  );
  const reported = page.waitForRequest('**/api/public/client-errors');

  await card.click();
  await expect(page.getByRole('heading', { level: 1, name: STOPPED })).toBeVisible();
  expect((await reported).postDataJSON()).toMatchObject({ route: href, kind: 'render' });
  // The layout stays: the header's search and navigation still work.
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();

  await page.unroute(`**/api/public/videos/${jmId}`);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText(`JV#${jmId}`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: STOPPED })).toHaveCount(0);
});

test('a page whose script is gone reloads once onto the build, then shows the way back, and Try again loads it', async ({
  page,
}) => {
  let loads = 0;
  page.on('load', () => (loads += 1));
  const loaded = new Set<string>();
  page.on('request', (request) => loaded.add(request.url()));
  await page.goto('/licensing');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  // Every script the home page did not load (the pricing page's among them), as if a deploy had replaced the
  // build this page came from. Scripts are named by their hash alone (vite.config.ts), so by what was loaded.
  const homeScripts = new Set(loaded);
  const gone = (url: URL) => url.pathname.startsWith('/licensing/assets/') && !homeScripts.has(url.href);
  await page.route(gone, (route) => route.abort());
  const reported = page.waitForRequest('**/api/public/client-errors');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
  // One automatic reload onto the address, where the script is still gone: the way back, and the log told.
  await expect(page.getByRole('heading', { level: 1, name: STOPPED })).toBeVisible();
  expect(page.url()).toMatch(/\/licensing\/pricing$/);
  await expect.poll(() => loads).toBe(2);
  expect((await reported).postDataJSON()).toMatchObject({ route: '/licensing/pricing', kind: 'chunk' });

  await page.unroute(gone);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
  await expect.poll(() => loads).toBe(3);
});
