import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { registerThroughMail } from '../support/register';

// Issue 14, a newcomer's first clip: a shared clip link opened directly, a new buyer's sign-in, and a save
// whose saved state shows at once, on the clip page and on a card of the search results.

const PASSWORD = 'e2e-Correct-Horse-42';

test.use({ bypassCSP: true });

/** A fresh buyer, registered through the API and then signed out: the journey starts as a visitor. */
async function registerBuyer(page: Page): Promise<string> {
  const email = `newcomer-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await registerThroughMail(page, {
    email,
    password: PASSWORD,
    firstName: 'Nia',
    lastName: 'Newcomer',
    termsAccepted: true,
  });
  await page.context().clearCookies();
  return email;
}

/** The app has taken the server-rendered page over (a click before that would be lost). */
async function appReady(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready', { timeout: 30_000 });
}

/** A clip with a preview file, from the public feed. */
async function someClip(page: Page): Promise<string> {
  const res = await page.request.get('/api/public/videos?offset=0&max=12&sort=latest');
  expect(res.ok(), await res.text()).toBe(true);
  const { data } = (await res.json()) as { data: { jmId: string }[] };
  expect(data.length).toBeGreaterThan(0);
  return data[0]!.jmId;
}

test('a shared clip plays without a spinner, and a new buyer sees the clip saved at once on its page and on a card', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const email = await registerBuyer(page);
  const jmId = await someClip(page);

  // A shared link, opened directly: the server renders the page and its <video> starts loading at once.
  await page.goto(`/licensing/view/${jmId}`);
  await appReady(page);
  const player = page.locator('[data-engine="native"]');
  await expect(player).toHaveAttribute('data-state', 'ready');
  await expect(player.locator('[data-overlay="loading"]')).toHaveCount(0);
  const video = player.locator('video');
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(0);
  // Playing, and no spinner over it.
  await expect(player).toHaveAttribute('data-state', 'ready');
  await expect(player.locator('[data-overlay="loading"]')).toHaveCount(0);
  expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
  await expectNoAxeViolations(page, 'clip page, opened directly');

  // Saving asks a visitor to sign in, then brings them back to the clip with the popup open.
  const actions = page.getByRole('group', { name: 'Actions' });
  await actions.getByRole('button', { name: 'Save to playlist' }).click();
  await expect(page).toHaveURL('/licensing/login');
  await appReady(page);
  // The address changes first; the clip page stays drawn until the login page's code has loaded.
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expectNoAxeViolations(page, 'login page');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page
    .getByRole('main')
    .getByRole('button', { name: /^(Sign in|Log in)$/ })
    .click();
  await expect(page).toHaveURL(`/licensing/view/${jmId}`);
  const dialog = page.getByRole('dialog', { name: 'Save to playlist' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`JV#${jmId}`);

  // A first playlist, made in the popup, takes the clip; the page behind says so before the popup closes.
  await dialog.getByLabel('New playlist name').fill('First picks');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByRole('checkbox', { name: 'First picks' })).toBeChecked();
  await expectNoAxeViolations(page, 'clip page, save popup');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(actions.getByRole('button', { name: 'Saved to playlist' })).toBeVisible();

  // The search results: the clip's card is marked saved; another saved from its card is marked at once.
  await page.goto('/licensing/search');
  await appReady(page);
  const results = page.getByRole('main');
  await expect(
    results.getByRole('button', { name: `Save JV#${jmId} to a playlist` }).first(),
  ).toHaveAttribute('aria-pressed', 'true');
  const unsaved = results.locator('button[aria-pressed="false"][aria-label^="Save JV#"]').first();
  const label = (await unsaved.getAttribute('aria-label'))!;
  const card = results.getByRole('button', { name: label }).first();
  await card.click();
  await expect(dialog).toBeVisible();
  // The row's state follows the server's answer, so a click, then the check.
  await dialog.getByRole('checkbox', { name: 'First picks' }).click();
  await expect(dialog.getByRole('checkbox', { name: 'First picks' })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(card).toHaveAttribute('aria-pressed', 'true');
  await expectNoAxeViolations(page, 'search results after saving');
});
