import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { registerThroughMail } from './support/register';
import { DEMO_PASSWORD, demoCode } from './support/demo';

/** The cards of the results list. */
const results = (page: Page) => page.getByRole('list', { name: 'Search results' }).getByRole('article');
const pager = (page: Page) => page.getByRole('navigation', { name: 'Result pages' });

test.describe('search', () => {
  test('a visitor searches with a filter, pages, goes back, opens a clip and its similar clips', async ({
    page,
  }) => {
    await page.goto('/licensing/search');
    await expect(page.getByRole('heading', { level: 1, name: 'Search clips' })).toBeVisible();
    // The server's page shows the heading before the app has taken it over: words typed then were lost to the
    // hydration once in CI (the box empty, the address unchanged), so the visitor types once the page is live.
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');

    // Words, then a filter: each is the URL.
    const box = page.getByRole('combobox', { name: 'Search clips' });
    await box.fill('dog');
    await box.press('Enter');
    await expect(page).toHaveURL('/licensing/search?q=dog');
    await expect(page.getByRole('heading', { level: 2, name: 'Results for “dog”' })).toBeVisible();

    await page.getByRole('checkbox', { name: 'Funny' }).check();
    await expect(page).toHaveURL('/licensing/search?q=dog&tones=Funny');
    await expect(page.getByText(/^\d[\d,]* results$/)).toBeVisible();
    await expect(results(page)).toHaveCount(60);
    const firstOnPage1 = await results(page).first().getByRole('heading').textContent();

    // Page 2, then back to page 1.
    await pager(page).getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL('/licensing/search?q=dog&tones=Funny&page=2');
    await expect(pager(page).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(results(page).first().getByRole('heading')).not.toHaveText(firstOnPage1 ?? '');

    await page.goBack();
    await expect(page).toHaveURL('/licensing/search?q=dog&tones=Funny');
    await expect(pager(page).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(results(page).first().getByRole('heading')).toHaveText(firstOnPage1 ?? '');
    await expect(page.getByRole('checkbox', { name: 'Funny' })).toBeChecked();

    // A clip opens its page.
    const link = results(page).first().getByRole('heading').getByRole('link');
    const href = (await link.getAttribute('href')) ?? '';
    const jmId = /\/licensing\/view\/(\d+(?:-\d+)?)$/.exec(href)?.[1] ?? '';
    expect(jmId).not.toBe('');
    await link.click();
    await expect(page).toHaveURL(href);

    // Its similar clips from the clip's page: the search it came from carries over and is saved for the way
    // back; clearing the mode returns to it.
    const similar = page.getByRole('link', { name: 'Filter similar clips in search' });
    await expect(similar).toHaveAttribute(
      'href',
      `/licensing/search/similarClips/${jmId}?tones=Funny&previousSearchTerm=dog`,
    );
    await similar.click();
    await expect(page).toHaveURL(`/licensing/search/similarClips/${jmId}?tones=Funny&previousSearchTerm=dog`);
    await expect(page.getByRole('heading', { level: 1, name: 'Similar clips' })).toBeVisible();
    await expect(page.getByText(`Similar to JV#${jmId}`)).toBeVisible();
    await page.getByRole('button', { name: 'Clear similar clip' }).click();
    await expect(page).toHaveURL('/licensing/search?q=dog&tones=Funny');
    await expect(page.getByRole('heading', { level: 1, name: 'Search clips' })).toBeVisible();
    await expect(box).toHaveValue('dog');
  });

  test("the header's search box finds a clip by its id as cards print it and by a share-sheet link", async ({
    page,
  }) => {
    // A clip first posted on TikTok, found as staff see it (the source link is an internal fact), and its link
    // as the TikTok app's share sheet gives it: www., a trailing slash, tracking parameters.
    // Staff sign in with a second factor (ADR 56): the demo staff's published TOTP secret gives the code.
    const login = await page.request.post('/api/login', {
      data: { username: 'insider@clipmarket.com', password: DEMO_PASSWORD, code: demoCode() },
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const search = await page.request.post('/api/search', { data: { q: 'dog' } });
    const ids = ((await search.json()) as { data: { jmId: string }[] }).data.map((card) => card.jmId);
    let tiktok: { jmId: string; sourceUrl: string } | undefined;
    for (const jmId of ids) {
      const details = await page.request.get(`/api/videos/${jmId}/details/`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const source = ((await details.json()) as { internal?: { originalSourceUrl?: string | null } }).internal
        ?.originalSourceUrl;
      if (source?.startsWith('https://tiktok.com/')) {
        tiktok = { jmId, sourceUrl: source };
        break;
      }
    }
    expect(tiktok, 'a clip of the first page first posted on TikTok').toBeDefined();
    const shared = `${tiktok!.sourceUrl.replace('https://', 'https://www.')}/?is_from_webapp=1&sender_device=pc`;
    const headerBox = page.getByRole('banner').getByRole('searchbox', { name: 'Search clips' });

    await page.goto('/licensing/pricing');
    await headerBox.fill(`JV#${tiktok!.jmId}`);
    await headerBox.press('Enter');
    await expect(
      page.getByRole('heading', { level: 2, name: `Results for JV#${tiktok!.jmId}` }),
    ).toBeVisible();
    await expect(results(page)).toHaveCount(1);
    await expect(results(page).first()).toContainText(`JV#${tiktok!.jmId}`);

    await page.goto('/licensing/thewire');
    await headerBox.fill(shared);
    await headerBox.press('Enter');
    await expect(results(page)).toHaveCount(1);
    await expect(results(page).first()).toContainText(`JV#${tiktok!.jmId}`);
  });

  test('an id and an exact phrase find their clip, and a video link is searched, through the server', async ({
    page,
  }) => {
    await page.goto('/licensing/search?q=dog');
    const first = results(page).first();
    const href = (await first.getByRole('heading').getByRole('link').getAttribute('href')) ?? '';
    const jmId = href.split('/').pop() ?? '';
    const title = ((await first.getByRole('heading').textContent()) ?? '').trim();

    await page.goto(`/licensing/search?q=${jmId}`);
    await expect(results(page).first()).toContainText(`JV#${jmId}`);

    await page.goto(`/licensing/search?q=${encodeURIComponent(`"${title}"`)}`);
    await expect(results(page).first().getByRole('heading')).toHaveText(title);
    // The server draws the results; the app remembers the search once it has taken the page over.
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');

    // A link with its own query string survives the trip through the address bar.
    const videoLink = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=5';
    // A bare search page resumes the last search (the phrase), once the app has taken the page over.
    await page.goto('/licensing/search');
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
    await expect(page.getByRole('combobox', { name: 'Search clips' })).toHaveValue(`"${title}"`);
    await page.getByRole('combobox', { name: 'Search clips' }).fill(videoLink);
    await page.getByRole('combobox', { name: 'Search clips' }).press('Enter');
    await expect(page).toHaveURL(`/licensing/search?${new URLSearchParams({ q: videoLink })}`);
    await expect(
      page
        .getByText(/^\d[\d,]* results?$/)
        .or(page.getByRole('heading', { name: 'No clips match your search' })),
    ).toBeVisible();
    await expect(page.getByText('The results could not be loaded.')).toHaveCount(0);
  });

  test('a filtered search that finds nothing offers each filter to remove, and a removal finds clips', async ({
    page,
  }) => {
    // No clip was acquired before 1990.
    await page.goto('/licensing/search?q=dog&acquiredTo=1990-01-01');
    await expect(page.getByRole('heading', { name: 'No clips match your search' })).toBeVisible();
    const offer = page.getByRole('navigation', { name: 'Remove a filter' });
    // Best first: without the date the words find clips, and the link says how many; without the words, none.
    await expect(offer.getByRole('link')).toHaveText([
      /^Remove “Acquired until 01 Jan 90” \(\d[\d,]* results?\)$/,
      'Remove “dog”',
    ]);
    const removal = offer.getByRole('link').first();
    await expect(removal).toHaveAttribute('href', '/licensing/search?q=dog');

    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
    await removal.click();
    await expect(page).toHaveURL('/licensing/search?q=dog');
    await expect(results(page).first()).toBeVisible();
    await expect(offer).toHaveCount(0);
  });

  test('a search nothing matches shows trending clips instead', async ({ page }) => {
    await page.goto('/licensing/search?q=qqzzxxnothing');
    await expect(page.getByRole('heading', { name: 'No clips match your search' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Trending now' }).getByRole('article').first()).toBeVisible();
  });
});

test.describe('search feedback', () => {
  test('asks whether the search found it when the pointer leaves at the top, 5 s after the page opened', async ({
    page,
  }) => {
    await page.goto('/licensing/search?q=dog');
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
    const leaveAtTheTop = () =>
      page.evaluate(() =>
        document.dispatchEvent(new MouseEvent('mouseout', { clientX: 0, clientY: 0, relatedTarget: null })),
      );
    const dialog = page.getByRole('dialog', { name: 'Did you find what you were looking for?' });
    const box = page.getByRole('combobox', { name: 'Search clips' });

    // Not in the first 5 s (spec section 4)...
    await leaveAtTheTop();
    await page.waitForTimeout(500);
    await expect(dialog).toHaveCount(0);

    // ...nor after them for a visitor who has run one search: exit intent asks an engaged visitor (spec
    // section 9: 3 searches, 4 result pages, 3 clips viewed or 4 events this session)...
    await page.waitForTimeout(5_000);
    await leaveAtTheTop();
    for (const q of ['cat', 'drone']) {
      await box.fill(q);
      await box.press('Enter');
      await expect(page).toHaveURL(`/licensing/search?q=${q}`);
      await expect(page.getByRole('heading', { level: 2, name: `Results for “${q}”` })).toBeVisible();
    }
    await expect(dialog).toHaveCount(0);

    // ...who, after a third search, is asked.
    await leaveAtTheTop();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('dialog', { name: 'Thanks for your feedback!' })).toBeVisible();
  });
});

test.describe('search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a removal link of a search that found nothing is an address the server answers with results', async ({
    page,
  }) => {
    await page.goto('/licensing/search?q=dog&orientation=Vertical&acquiredTo=1990-01-01');
    const offer = page.getByRole('navigation', { name: 'Remove a filter' });
    await offer.getByRole('link', { name: /^Remove “Acquired until 01 Jan 90”/ }).click();
    await expect(page).toHaveURL('/licensing/search?q=dog&orientation=Vertical');
    await expect(results(page).first()).toBeVisible();
  });
});

test.describe('search on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the filters open as a drawer and a filter applies from it', async ({ page }) => {
    await page.goto('/licensing/search?q=dog');
    await expect(results(page).first()).toBeVisible();
    // The server drew the page; its buttons work once the app has taken it over.
    await expect(page.locator('html[data-app="ready"]')).toBeAttached();
    await page.getByRole('button', { name: /^Filters/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.getByRole('checkbox', { name: 'Drone' }).check();
    await expect(page).toHaveURL('/licensing/search?q=dog&footageType=Drone');
    await drawer.getByRole('button', { name: 'Show results' }).click();
    await expect(drawer).toBeHidden();
  });
});

test.describe('search accessibility', () => {
  // addScriptTag inlines axe's source, which the page's CSP rightly refuses; this checks the markup only.
  test.use({ bypassCSP: true });

  for (const [name, url] of [
    ['results', '/licensing/search?q=dog&tones=Funny'],
    ['zero hits', '/licensing/search?q=qqzzxxnothing'],
  ] as const) {
    test(`the search page with ${name} has no axe violations`, async ({ page }) => {
      await page.goto(url);
      await expect(page.getByRole('list').getByRole('article').first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('signed in, with the header’s lists open and the exact-match offer, it has no axe violations', async ({
    page,
  }) => {
    // Registering through the API and its mailed link signs the page's context in (the session cookie).
    const email = `searcher-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    await registerThroughMail(page, {
      email,
      password: 'e2e-Correct-Horse-42',
      firstName: 'Ada',
      lastName: 'Search',
      termsAccepted: true,
    });
    await page.request.post('/api/user/licensing/lists', { data: { name: 'Morning show' } });

    await page.goto('/licensing/search?q=dog&exactMatch=true');
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
    const offer = page.getByRole('region', { name: 'Exact match preference' });
    await expect(offer.getByRole('button', { name: 'Use exact match for every search' })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Latest lists' }).click();
    await expect(
      page.getByRole('list', { name: 'Latest lists' }).getByRole('link', { name: /Morning show/ }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
