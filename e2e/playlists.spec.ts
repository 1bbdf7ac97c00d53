import { expect, test, type Page } from '@playwright/test';
// The spec's texts from their one source (a relative import: Playwright loads the TypeScript source itself).
import { MESSAGES } from '../packages/core/src/messages';
import { expectNoAxeViolations } from './support/axe';
import { registerThroughMail } from './support/register';

const PASSWORD = 'e2e-Correct-Horse-42';

/** A fresh account, registered through the API (the registration screen is tested with the accounts flow). */
async function registerUser(page: Page): Promise<string> {
  const email = `buyer-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await registerThroughMail(page, {
    email,
    password: PASSWORD,
    firstName: 'Ada',
    lastName: 'Buyer',
    termsAccepted: true,
  });
  // The registration link signs in; the save flow starts signed out.
  await page.context().clearCookies();
  return email;
}

/**
 * Signs in through `POST /api/login` (the cookie is set for the page) and reloads: the server sees the cookie
 * and the app validates the session at start, as it does for a returning user.
 */
async function signIn(page: Page, email: string): Promise<void> {
  const res = await page.request.post('/api/login', { data: { username: email, password: PASSWORD } });
  expect(res.ok(), await res.text()).toBe(true);
  await page.reload();
  // Settled: the session was validated and the header says so, before the test moves to another page.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
}

const popup = (page: Page) => page.getByRole('dialog', { name: 'Save to playlist' });

test('a new user saves a clip while signed out, lands back in the popup, builds a playlist and removes the clip', async ({
  page,
}) => {
  const email = await registerUser(page);

  // Signed out, a card's save goes to login and remembers the clip and the page.
  await page.goto('/licensing/search');
  // The server's first view is visible before the app takes it over; a click then would be lost.
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  const save = page
    .getByRole('main')
    .getByRole('button', { name: /^Save JV#\d+(-\d+)? to a playlist$/ })
    .first();
  await expect(save).toBeVisible();
  const jmId = /JV#(\S+)/.exec((await save.getAttribute('aria-label')) ?? '')![1]!;
  await save.click();
  await expect(page).toHaveURL('/licensing/login');
  await expect(popup(page)).toHaveCount(0);

  // After login: back on the search page, the popup open for that clip, the flags cleared.
  await signIn(page, email);
  await expect(page).toHaveURL('/licensing/search');
  const dialog = popup(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`JV#${jmId}`);
  await expect(dialog).toContainText('You have no playlists yet.');
  const pendingSave = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('clipmarket:state') ?? '{}') as { user?: { pendingSave?: unknown } })
        .user?.pendingSave,
  );
  expect(pendingSave).toBeNull();

  // Create a playlist in the popup: the name rule first, then the clip goes into the new playlist.
  const name = dialog.getByLabel('New playlist name');
  await name.fill('ab');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Error: Your title is too short. Please use at least 3 characters.',
  );
  await name.fill('Spring   campaign');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Spring campaign' })).toBeChecked();

  // The server refuses a second list with the same name, whatever its case.
  await name.fill('SPRING CAMPAIGN');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Error: List name must be unique.');

  // Untick and tick again: each change says what it did, and the message goes after 1.5 s.
  const row = dialog.getByRole('checkbox', { name: 'Spring campaign' });
  await row.click();
  await expect(dialog.getByText(MESSAGES.videoRemovedFromPlaylist)).toBeVisible();
  await expect(row).not.toBeChecked();
  await expect(dialog.getByText(MESSAGES.videoRemovedFromPlaylist)).toHaveCount(0, { timeout: 5000 });
  await row.click();
  await expect(dialog.getByText(MESSAGES.videoAddedToPlaylist)).toBeVisible();
  await expect(row).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // The lists page shows it; its page lists the clip; removing it asks first and says so.
  await page.getByRole('link', { name: 'My lists' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My lists' })).toBeVisible();
  const card = page.getByRole('main').getByRole('article').filter({ hasText: 'Spring campaign' });
  await expect(card).toContainText('1 video');
  await card.getByRole('link', { name: 'Spring campaign' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Spring campaign' })).toBeVisible();
  await page.getByRole('button', { name: `Remove JV#${jmId}` }).click();
  await page
    .getByRole('dialog', { name: /^Remove/ })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(page.getByText(MESSAGES.videoRemovedFromPlaylist)).toBeVisible();
  await expect(page.getByText('No clips here yet.', { exact: false })).toBeVisible();
  const playlistUrl = page.url();

  // Log out: the lists need a session and send the visitor to login, then back after.
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await page.goto('/licensing/account/lists');
  await expect(page).toHaveURL('/licensing/login?next=%2Flicensing%2Faccount%2Flists');
  await signIn(page, email);
  await expect(page).toHaveURL('/licensing/account/lists');
  await expect(page.getByRole('main').getByRole('link', { name: 'Spring campaign' })).toBeVisible();

  await page.goto(playlistUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Spring campaign' })).toBeVisible();
});

test('renaming to a taken name, and a playlist that does not exist, are explained', async ({ page }) => {
  const email = await registerUser(page);
  await page.goto('/licensing');
  await signIn(page, email);
  for (const name of ['Road trips', 'Pets']) {
    const res = await page.request.post('/api/user/licensing/lists', { data: { name } });
    expect(res.status()).toBe(201);
  }
  await page.goto('/licensing/account/lists');
  const actions = page.getByRole('group', { name: 'Actions for Pets' });
  await actions.getByRole('button', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename playlist' });
  await rename.getByLabel('Name').fill('road TRIPS');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(rename.getByRole('alert')).toHaveText('Error: List name must be unique.');
  await rename.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'New playlist' }).click();
  const create = page.getByRole('dialog', { name: 'Create a playlist' });
  await create.getByLabel('Name').fill('pets');
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(create.getByRole('alert')).toHaveText('Error: List name must be unique.');
  await create.getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/licensing/account/lists/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Playlist not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to my lists' }).click();
  await expect(page).toHaveURL('/licensing/account/lists');
});

test.describe('accessibility', () => {
  test.use({ bypassCSP: true });

  test('the lists page and a playlist page have no axe violations', async ({ page }) => {
    const email = await registerUser(page);
    await page.goto('/licensing');
    await signIn(page, email);
    const res = await page.request.post('/api/user/licensing/lists', { data: { name: 'Morning show' } });
    const { uuid } = (await res.json()) as { uuid: string };
    for (const url of ['/licensing/account/lists', `/licensing/account/lists/${uuid}`]) {
      await page.goto(url);
      await expect(
        page.getByRole('main').getByRole('heading', { name: 'Morning show' }).first(),
      ).toBeVisible();
      await expectNoAxeViolations(page, url);
    }
  });
});
