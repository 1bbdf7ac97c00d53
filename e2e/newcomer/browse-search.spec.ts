import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';

// A newcomer browses and searches (issue 14): the featured clip opens its page, the header's search box finds
// clips from any page, every card says what the filters chose (length, orientation, HD, clearance, price),
// grids leave no part-filled row, and a clip's similar clips open. On a phone and on a desktop, axe on each page.

test.use({ bypassCSP: true });
// Two journeys of several pages each, with axe on every page.
test.describe.configure({ timeout: 360_000 });

const CLEARANCES = /Advertising Use|Inquire for Advertising Use|Not for Advertising Use/;

/** The app has taken the server-drawn page over: its buttons work. */
async function appReady(page: Page) {
  await expect(page.locator('html[data-app="ready"]')).toBeAttached({ timeout: 30_000 });
}

/** The cards of a results list. */
const cardsOf = (list: Locator) => list.getByRole('article');

/** Cards on the first row of a list of cards, from where they are laid out. */
async function cardsPerRow(list: Locator): Promise<number> {
  return list.evaluate((ul) => {
    const tops = [...ul.children].map((item) => Math.round(item.getBoundingClientRect().top));
    return tops.filter((top) => top === tops[0]).length;
  });
}

/** Each card shows its length, orientation, clearance and the from price; orientation as filtered, if given. */
async function expectCardsToShowTheirFacts(cards: Locator, orientation?: 'Vertical' | 'Horizontal') {
  await expect(cards.first().getByRole('group', { name: 'Clip facts' })).toContainText(/from \$\d+/, {
    timeout: 30_000,
  });
  // Read every card at once: one round trip, not six per card.
  const seen = await cards.evaluateAll((articles) =>
    articles.map((card) => ({
      facts: card.querySelector('[aria-label="Clip facts"]')?.textContent ?? '',
      price: card.querySelector('[data-fact="price"]')?.getAttribute('aria-label') ?? '',
      advertising: card.querySelector('[role="img"][aria-label^="A: advertising clearance, "]') !== null,
      digital: card.querySelector('[role="img"][aria-label^="D:"]') !== null,
      text: card.textContent ?? '',
    })),
  );
  expect(seen.length).toBeGreaterThan(0);
  for (const card of seen) {
    expect(card.facts).toMatch(/Duration \d\d:\d\d/);
    expect(card.facts).toMatch(orientation ?? /Vertical|Horizontal/);
    if (orientation === 'Vertical') expect(card.facts).not.toContain('Horizontal');
    // The cheapest tier's price names what that tier cannot do (issue 32, item 8).
    expect(card.price).toMatch(/^Licences from \$\d+ per video, watermarked, no monetization$/);
    expect(card.advertising).toBe(true);
    expect(card.text).toMatch(CLEARANCES);
    // No D: it holds for every clip, so it would tell nothing (ADR 31).
    expect(card.digital).toBe(false);
  }
}

test('a newcomer opens the featured clip, searches from the header, filters, checks the cards and opens similar clips', async ({
  page,
}, testInfo) => {
  const phone = testInfo.project.name.includes('phone');

  // Home: the featured clip is a link to its page.
  await page.goto('/licensing');
  await appReady(page);
  const featured = page.getByRole('link', { name: /^Featured clip .+ Watch the clip/ });
  await expect(featured).toBeVisible();
  await expectNoAxeViolations(page, 'home');
  // The header's links all show in their row, none cut off beside the search button.
  const nav = page.getByRole('navigation', { name: 'Main' });
  expect(await nav.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  const rows = page.getByRole('region', { name: 'Trending clips' }).getByRole('list').first();
  expect([1, 2, 4]).toContain(await cardsPerRow(rows));
  const clipHref = (await featured.getAttribute('href')) ?? '';
  expect(clipHref).toMatch(/^\/licensing\/view\/\d+(-\d+)?$/);
  await featured.click();
  await expect(page).toHaveURL(clipHref);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, 'clip page from the featured clip');

  // Search from the header box; on a phone it opens behind a button.
  const banner = page.getByRole('banner');
  const headerSearch = banner.getByRole('search', { name: 'Search clips' });
  if (phone) {
    await expect(headerSearch).toBeHidden();
    const open = banner.getByRole('button', { name: 'Search clips' });
    await open.click();
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    await expect(headerSearch.getByRole('searchbox', { name: 'Search clips' })).toBeFocused();
  }
  const box = headerSearch.getByRole('searchbox', { name: 'Search clips' });
  await box.fill('dog');
  await box.press('Enter');
  await expect(page).toHaveURL('/licensing/search?q=dog');
  // The search page has its own box; the header's gives way to it.
  await expect(banner.getByRole('search')).toHaveCount(0);
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(cardsOf(results).first()).toBeVisible({ timeout: 30_000 });
  await appReady(page);

  // Filter: vertical clips only. On a phone the filters are a drawer.
  if (phone) await page.getByRole('button', { name: /^Filters/ }).click();
  const filters = phone ? page.getByRole('dialog', { name: 'Filters' }) : page;
  await filters.getByRole('checkbox', { name: 'Vertical' }).check();
  await expect(page).toHaveURL('/licensing/search?q=dog&orientation=Vertical');
  if (phone) await filters.getByRole('button', { name: 'Show results' }).click();
  await expect(cardsOf(results)).toHaveCount(60, { timeout: 30_000 });
  await expectCardsToShowTheirFacts(cardsOf(results), 'Vertical');
  await expectNoAxeViolations(page, 'search results, vertical');

  // 60 a page, in rows that all fill: 4 a row on a desktop, 1 on a phone.
  const perRow = await cardsPerRow(results);
  expect(perRow).toBe(phone ? 1 : 4);
  expect(60 % perRow).toBe(0);

  // The List display says the same on every row.
  await page.goto('/licensing/search?q=dog&orientation=Vertical&display=list');
  await appReady(page);
  await expect(cardsOf(results)).toHaveCount(60, { timeout: 30_000 });
  await expectCardsToShowTheirFacts(cardsOf(results).filter({ hasText: 'JV#' }).first(), 'Vertical');
  await expectNoAxeViolations(page, 'search results as a list');

  // A clip's similar clips: 16, in full rows, with the same facts.
  const first = cardsOf(results).first();
  const similar = first.getByRole('link', { name: /^Similar clips to JV#/ });
  await similar.click();
  await expect(page).toHaveURL(/\/licensing\/search\/similarClips\/\d+/);
  await expect(page.getByRole('heading', { level: 1, name: 'Similar clips' })).toBeVisible();
  await appReady(page);
  const similarCards = cardsOf(results);
  await expect(similarCards.first()).toBeVisible({ timeout: 30_000 });
  await expectCardsToShowTheirFacts(similarCards);
  const similarPerRow = await cardsPerRow(results);
  expect(16 % similarPerRow).toBe(0);
  await expectNoAxeViolations(page, 'similar clips');
});

test('a newcomer searches from the header of a collection page, and its cards fill their rows', async ({
  page,
}, testInfo) => {
  const phone = testInfo.project.name.includes('phone');
  await page.goto('/licensing/collections');
  await appReady(page);
  await page.getByRole('list', { name: 'Collections', exact: true }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/licensing\/collections\/[a-z0-9-]+$/);
  await appReady(page);
  const cards = page.getByRole('list', { name: /^Clips in / });
  await expect(cardsOf(cards).first()).toBeVisible({ timeout: 30_000 });
  await expectCardsToShowTheirFacts(cardsOf(cards).first());
  const perRow = await cardsPerRow(cards);
  expect(perRow).toBe(phone ? 1 : 4);
  expect(20 % perRow).toBe(0);
  await expectNoAxeViolations(page, 'a collection');

  const banner = page.getByRole('banner');
  if (phone) await banner.getByRole('button', { name: 'Search clips' }).click();
  const box = banner.getByRole('searchbox', { name: 'Search clips' });
  await box.fill('skateboard');
  await box.press('Enter');
  await expect(page).toHaveURL('/licensing/search?q=skateboard');
  await expect(page.getByRole('list', { name: 'Search results' }).getByRole('article').first()).toBeVisible({
    timeout: 30_000,
  });
});
