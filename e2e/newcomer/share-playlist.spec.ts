import { expect, test, type Browser, type Page } from '@playwright/test';
import { MESSAGES } from '../../packages/core/src/messages';
import { expectNoAxeViolations } from '../support/axe';
import { mailedLink } from '../support/register';

/**
 * Issue 14, "share a playlist and open it signed out", as newcomers meet it on a phone and on a desktop: a buyer
 * signs up, saves clips to a playlist and copies its share link; a visitor without an account opens the link
 * and reads the clips laid out as a playlist page; a second buyer signs up from that page, saves a copy and
 * finds it in their lists. Axe runs on every page visited.
 */

// axe is added as an inline script, which the app's CSP rightly refuses (e2e/support/axe.ts).
test.use({ bypassCSP: true });

const PASSWORD = 'e2e-Correct-Horse-42';
const PLAYLIST = 'Spring campaign picks';

const main = (page: Page) => page.getByRole('main');
const uniqueEmail = (who: string) => `${who}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Opens a page and waits until the app has taken it over (App.tsx sets data-app="ready"). */
async function open(page: Page, path: string) {
  await page.goto(path);
  // A loaded machine (five suites at once) can take a while to hydrate the first page of a cold build.
  await expect(page.locator('html[data-app="ready"]')).toBeAttached({ timeout: 30_000 });
}

/**
 * Fills the registration form that is on the page, sends it, and follows the link mailed to the address (ADR 57:
 * registering signs in only through that link), read from the development outbox.
 */
async function register(page: Page, email: string, firstName: string) {
  await main(page).getByRole('textbox', { name: 'E-mail' }).fill(email);
  await main(page).getByLabel('Password', { exact: true }).fill(PASSWORD);
  await main(page).getByRole('textbox', { name: 'First name' }).fill(firstName);
  await main(page).getByRole('textbox', { name: 'Last name' }).fill('Newcomer');
  await main(page)
    .getByRole('checkbox', { name: /I accept the terms and conditions/ })
    .check();
  await expectNoAxeViolations(page, 'registration form');
  await main(page).getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
  await page.goto(await mailedLink(page, email, 'registration', /\/licensing\/register\/complete\/\S+/));
  await main(page).getByRole('button', { name: 'Create my account' }).click();
}

/** A fresh context and page, as another person on another device of the same kind. */
async function stranger(browser: Browser, page: Page): Promise<Page> {
  const viewport = page.viewportSize()!;
  const context = await browser.newContext({
    viewport,
    bypassCSP: true,
    isMobile: viewport.width < 500,
    hasTouch: viewport.width < 500,
  });
  return context.newPage();
}

test('a buyer shares a playlist; a visitor reads it signed out; another buyer saves a copy', async ({
  page,
  browser,
  context,
}) => {
  // Three people, a dozen pages and axe on each: a long journey, not a slow one.
  test.setTimeout(240_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  // A buyer signs up.
  await open(page, '/licensing/register');
  await register(page, uniqueEmail('sharer'), 'Ana');
  await expect(page).toHaveURL('/licensing/account');

  // Saves two clips from search to a new playlist.
  await open(page, '/licensing/search');
  await expectNoAxeViolations(page, 'search');
  const saves = main(page).getByRole('button', { name: /^Save JV#\S+ to a playlist$/ });
  const titles: string[] = [];
  for (const index of [0, 1]) {
    const save = saves.nth(index);
    const jmId = /JV#(\S+)/.exec((await save.getAttribute('aria-label')) ?? '')![1]!;
    titles.push(jmId);
    await save.click();
    const popup = page.getByRole('dialog', { name: 'Save to playlist' });
    await expect(popup).toBeVisible();
    if (index === 0) {
      await popup.getByLabel('New playlist name').fill(PLAYLIST);
      await popup.getByRole('button', { name: 'Create' }).click();
    } else {
      await popup.getByRole('checkbox', { name: PLAYLIST }).click();
    }
    await expect(popup.getByRole('checkbox', { name: PLAYLIST })).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
  }

  // Opens the playlist and copies its share link.
  await open(page, '/licensing/account/lists');
  await main(page).getByRole('link', { name: PLAYLIST }).click();
  await expect(page.getByRole('heading', { level: 1, name: PLAYLIST })).toBeVisible();
  await expect(main(page).getByRole('article')).toHaveCount(2);
  await expectNoAxeViolations(page, 'the playlist page');
  await page.getByRole('button', { name: 'Copy share link' }).click();
  await expect(page.getByText(MESSAGES.linkCopied)).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  const shared = new URL(link);
  expect(shared.pathname).toMatch(/^\/licensing\/shared\/[0-9a-f-]{36}$/);
  expect(shared.searchParams.get('share')).toBeTruthy();

  // A visitor without an account opens the link: the clips, as a playlist page shows them, read only.
  const visitor = await stranger(browser, page);
  await open(visitor, link);
  await expect(visitor).toHaveURL(link);
  await expect(visitor.getByRole('heading', { level: 1, name: PLAYLIST })).toBeVisible();
  const rows = main(visitor).getByRole('article');
  await expect(rows).toHaveCount(2);
  for (const jmId of titles) await expect(main(visitor).getByText(`JV#${jmId}`)).toBeVisible();
  await expect(main(visitor).getByRole('button', { name: /^Remove/ })).toHaveCount(0);
  const breadcrumb = visitor.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb).not.toContainText('My lists');
  // Full width: each row spans the page's content, not a narrow column, and no title is cut to one line.
  const content = (await main(visitor).getByRole('heading', { level: 1 }).boundingBox())!;
  const viewport = visitor.viewportSize()!;
  for (const row of await rows.all()) {
    const box = (await row.boundingBox())!;
    expect(box.width).toBeGreaterThan(Math.min(viewport.width, 1280) * 0.8);
    expect(box.x).toBeLessThanOrEqual(content.x + 1);
  }
  await expectNoAxeViolations(visitor, 'the shared playlist, signed out');

  // That visitor signs up from the page to save a copy, and comes back to it.
  await visitor.getByRole('link', { name: 'Log in to save a copy' }).click();
  await expect(visitor).toHaveURL(/\/licensing\/login\?next=/);
  // The address changes first; the playlist stays drawn until the login page's code has loaded.
  await expect(visitor.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expectNoAxeViolations(visitor, 'login, on the way to saving a copy');
  await main(visitor).getByRole('link', { name: 'Create an account' }).click();
  await expect(visitor).toHaveURL(/\/licensing\/register\?next=/);
  await register(visitor, uniqueEmail('copier'), 'Ben');
  await expect(visitor).toHaveURL(link);
  await expect(visitor.getByRole('heading', { level: 1, name: PLAYLIST })).toBeVisible();
  await expect(main(visitor).getByRole('article')).toHaveCount(2);
  await expectNoAxeViolations(visitor, 'the shared playlist, signed in');

  // Saves a copy under a name of their own.
  await visitor.getByRole('button', { name: 'Save a copy' }).click();
  const dialog = visitor.getByRole('dialog', { name: 'Save a copy to your lists' });
  await expect(dialog.getByLabel('Name of your copy')).toHaveValue(PLAYLIST);
  await expectNoAxeViolations(visitor, 'the save-a-copy dialog');
  await dialog.getByLabel('Name of your copy').fill('Ana’s spring picks');
  await dialog.getByRole('button', { name: 'Save a copy' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(main(visitor).getByRole('link', { name: 'Open your copy' })).toBeVisible();

  // And finds it in their lists, with the clips.
  await open(visitor, '/licensing/account/lists');
  const card = main(visitor).getByRole('article').filter({ hasText: 'Ana’s spring picks' });
  await expect(card).toContainText('2 videos');
  await expectNoAxeViolations(visitor, 'the copier’s lists');
  await card.getByRole('link', { name: 'Ana’s spring picks' }).click();
  await expect(visitor).toHaveURL(/\/licensing\/account\/lists\/[0-9a-f-]{36}$/);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Ana’s spring picks' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(main(visitor).getByRole('article')).toHaveCount(2);
  for (const jmId of titles) await expect(main(visitor).getByText(`JV#${jmId}`)).toBeVisible();
  await expectNoAxeViolations(visitor, 'the copy');
  await visitor.context().close();
});
