import { expect, test, type Page } from '@playwright/test';

/**
 * Pages arrive drawn by the server (ADR 17) and the browser takes them over without drawing them again. A
 * hydration mismatch makes React throw the server's markup away: it shows as a console error.
 */

/** Console errors, uncaught errors and content security violations of a page, from now on. Call before `goto`. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  // A violation caught by the code that caused it (zod trying `new Function`) reaches no console.
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`);
    });
  });
  page.on('console', (message) => {
    // The not-found page is answered 404, which the browser logs against the page's own address.
    const ownStatus =
      message.text().startsWith('Failed to load resource') && message.location().url === page.url();
    if (message.type() === 'error' && !ownStatus) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Whether the page's first heading is still the element the server sent: hydration takes markup over, while
 * drawing the page again (after a mismatch, or an update reaching a page whose code had not arrived) replaces
 * it. Call before `goto`.
 */
async function watchServerHeading(page: Page): Promise<() => Promise<boolean>> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverHeading: Element | null }).serverHeading =
        document.querySelector('main h1');
    });
  });
  return () =>
    page.evaluate(() => {
      const first = (window as unknown as { serverHeading: Element | null }).serverHeading;
      return first !== null && first === document.querySelector('main h1') && first.isConnected;
    });
}

/**
 * How many components React drew again, in the commits after the one that hydrated the page, read through the
 * hook React offers its developer tools: a component drew in a commit when its fiber carries React's
 * `PerformedWork` flag (1), looked for only where the tree changed. Components mounted for the first time
 * (a dialog's code arriving) are not counted. Call before `goto`.
 */
async function watchRedraws(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    type Fiber = {
      type: unknown;
      flags: number;
      child: Fiber | null;
      sibling: Fiber | null;
      alternate: Fiber | null;
    };
    const counts: number[] = [];
    (window as unknown as { redraws: number[] }).redraws = counts;
    const draws = (type: unknown) =>
      typeof type === 'function' ||
      (typeof type === 'object' && type !== null && ('render' in type || 'type' in type));
    const redrawn = (first: Fiber | null): number => {
      let n = 0;
      for (let fiber = first; fiber; fiber = fiber.sibling) {
        if (!fiber.alternate) continue;
        if (draws(fiber.type) && (fiber.flags & 1) === 1) n += 1;
        if (fiber.child !== fiber.alternate.child) n += redrawn(fiber.child);
      }
      return n;
    };
    (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: object }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => {},
      onScheduleFiberRoot: () => {},
      onCommitFiberUnmount: () => {},
      onPostCommitFiberRoot: () => {},
      onCommitFiberRoot: (_id: number, root: { current: Fiber }) => counts.push(redrawn(root.current.child)),
    };
  });
  return () =>
    page.evaluate(() =>
      (window as unknown as { redraws: number[] }).redraws.slice(1).reduce((sum, n) => sum + n, 0),
    );
}

/** A clip the home page shows, and its page's address. */
async function firstClip(page: Page): Promise<{ href: string; title: string }> {
  await page.goto('/licensing');
  const link = page.getByRole('main').getByRole('article').first().getByRole('heading').getByRole('link');
  return { href: (await link.getAttribute('href')) ?? '', title: (await link.textContent()) ?? '' };
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page shows its heading and clips, and a clip page its clip', async ({ page }) => {
    const { href, title } = await firstClip(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/\S/);
    expect(await page.getByRole('main').getByRole('article').count()).toBeGreaterThanOrEqual(8);
    expect(href).toMatch(/^\/licensing\/view\/\d+/);

    await page.goto(href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title.trim());
  });

  test('the search page shows its results, and its search box searches', async ({ page }) => {
    await page.goto('/licensing/search?q=dog');
    await expect(page.getByRole('heading', { level: 2, name: 'Results for “dog”' })).toBeVisible();
    expect(
      await page.getByRole('list', { name: 'Search results' }).getByRole('article').count(),
    ).toBeGreaterThan(0);

    // Enter before the scripts have run (here: never) still searches, as a plain GET the server renders.
    const box = page.getByRole('combobox', { name: 'Search clips' });
    await box.fill('cat');
    await box.press('Enter');
    await expect(page).toHaveURL('/licensing/search?q=cat');
    await expect(page.getByRole('heading', { level: 2, name: 'Results for “cat”' })).toBeVisible();
  });
});

test.describe('with JavaScript', () => {
  for (const path of ['/licensing', '/licensing/search?q=dog', '/licensing/pricing', '/licensing/nope']) {
    test(`${path} is taken over without a hydration error`, async ({ page }) => {
      const errors = errorsOf(page);
      const keptServerHeading = await watchServerHeading(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(path === '/licensing/nope' ? 404 : 200);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(errors).toEqual([]);
      expect(await keptServerHeading()).toBe(true);
    });
  }

  // Before, the pages hydrated in two passes (the shell, then the page in its Suspense boundary), and data
  // hooks whose first answers differed between the passes drew a clip page's 1,200 components again,
  // synchronously, right after (lazyPage.ts).
  test('the home page and a clip page are not drawn again after they hydrate', async ({ page }) => {
    const { href } = await firstClip(page);
    const redraws = await watchRedraws(page);
    for (const path of ['/licensing', href]) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
      await page.waitForLoadState('networkidle');
      // The clip's preview taking its source and the comp download's answer redraw a few components; the
      // whole page would be over a thousand.
      expect(await redraws()).toBeLessThan(100);
    }
  });

  test("a clip's page is taken over without a hydration error, and its links work in the app", async ({
    page,
  }) => {
    const { href } = await firstClip(page);
    const errors = errorsOf(page);
    const keptServerHeading = await watchServerHeading(page);
    await page.goto(href);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    expect(await keptServerHeading()).toBe(true);

    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const similar = page
      .getByRole('list', { name: 'Similar clips' })
      .getByRole('article')
      .first()
      .getByRole('heading')
      .getByRole('link');
    const next = await similar.getAttribute('href');
    await similar.click();
    await expect(page).toHaveURL(next ?? '');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });
});

test.describe('what search engines and link previews read (issue 30 item 4)', () => {
  test("a clip page's HTML carries its title, canonical link, Open Graph card and JSON-LD", async ({
    request,
  }) => {
    const home = await (await request.get('/licensing')).text();
    const videoId = /href="\/licensing\/view\/(\d+)"/.exec(home)?.[1];
    expect(videoId).toBeTruthy();
    const html = await (await request.get(`/licensing/view/${videoId}`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const content = (property: string) =>
      new RegExp(`<meta property="${property}" content="([^"]*)">`).exec(head)?.[1];
    const title = /<title>([^<]*)<\/title>/.exec(head)?.[1] ?? '';
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(title).toMatch(/ — Clipmarket$/);
    expect(content('og:title')).toBe(title);
    expect(content('og:type')).toBe('video.other');
    expect(head).toMatch(
      new RegExp(`<link rel="canonical" href="https?://[^/"]+/licensing/view/${videoId}">`),
    );
    expect(content('og:url')).toMatch(new RegExp(`/licensing/view/${videoId}$`));
    expect(content('og:image')).toMatch(/^https?:\/\/[^/]+\/media\/posters\//);
    const poster = await request.get(new URL(content('og:image')!).pathname);
    expect(poster.status()).toBe(200);
    const jsonLd = JSON.parse(
      /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(head)?.[1] ?? '{}',
    );
    expect(jsonLd).toMatchObject({ '@type': 'VideoObject', name: title.replace(/ — Clipmarket$/, '') });
    expect(jsonLd.duration).toMatch(/^PT/);
    expect(head).not.toContain('name="robots"');
  });

  test('a private page is marked noindex and robots.txt keeps crawlers from it; the sitemap lists clips', async ({
    request,
  }) => {
    const account = await (await request.get('/licensing/account/lists')).text();
    expect(account.slice(0, account.indexOf('</head>'))).toContain('<meta name="robots" content="noindex">');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /licensing/account');
    const sitemapUrl = /^Sitemap: (.+)$/m.exec(robots)?.[1] ?? '';
    const sitemap = await request.get(new URL(sitemapUrl).pathname);
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    expect(xml.match(/<loc>[^<]*\/licensing\/view\/[^<]+<\/loc>/g)?.length).toBeGreaterThan(100);
  });
});
