import { expect, test, type Page } from '@playwright/test';
// Relative imports: Playwright loads the TypeScript sources itself.
import { SAVED_SEARCH_MESSAGES } from '../packages/core/src/contract/savedSearches';
import { registerThroughMail } from './support/register';

// Issue 33, item 3, against `npm start` on a fresh database: a buyer saves a search from the search page with an
// alert, finds it in the account with its alert, changes it, opens it again, follows a category of the wire, and
// a link to turn an alert off that nobody was sent is refused. The digest mail and its one-click unsubscribe are
// covered against real HTTP and SMTP in apps/api/src/saved-searches/ and mail/mail.test.ts.

const PASSWORD = 'e2e-Correct-Horse-42';

async function open(page: Page, to: string): Promise<void> {
  await page.goto(to);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
}

test('a buyer saves a search with an alert, manages it in the account, and follows a wire category', async ({
  page,
}) => {
  await registerThroughMail(page, {
    email: `saved-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`,
    password: PASSWORD,
    firstName: 'Sam',
    lastName: 'Saver',
    termsAccepted: true,
  });

  await open(page, '/licensing/search?q=dog');
  await page.getByRole('button', { name: 'Save search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await expect(dialog.getByText('“dog”')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Dogs for the spring campaign');
  await dialog.getByRole('radio', { name: 'Weekly' }).check();
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(
    page.getByText('Saved “Dogs for the spring campaign”. We will email you when new clips match it.'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  // The same name again is refused in the dialog, and nothing is lost.
  await page.getByRole('button', { name: 'Save search' }).click();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('dogs FOR the spring campaign');
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(dialog.getByText(SAVED_SEARCH_MESSAGES.nameTaken)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await open(page, '/licensing/account/saved-searches');
  const list = page.getByRole('list', { name: 'Saved searches' });
  const alert = list.getByRole('combobox', { name: 'Alert for Dogs for the spring campaign' });
  await expect(alert).toHaveValue('weekly');
  // The row is busy (a spinner) until the server has the change; reloading sooner would read the old one.
  const saved = page.waitForResponse(
    (answer) => answer.request().method() === 'PATCH' && answer.url().includes('/api/user/saved-searches/'),
  );
  await alert.selectOption('daily');
  expect((await saved).ok()).toBe(true);
  const row = list
    .getByRole('listitem')
    .filter({ has: page.getByRole('combobox', { name: 'Alert for Dogs for the spring campaign' }) });
  await expect(row).toHaveCount(1);
  await expect(row).not.toHaveAttribute('aria-busy', 'true');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await expect(alert).toHaveValue('daily');
  await list.getByRole('link', { name: 'Dogs for the spring campaign' }).click();
  await expect(page).toHaveURL('/licensing/search?q=dog');
  await expect(page.getByRole('heading', { name: /dog/ }).first()).toBeVisible();

  await open(page, '/licensing/thewire');
  const category = page.getByRole('combobox', { name: 'Category' });
  await expect(category).toBeEnabled();
  const chosen = (await category.locator('option').nth(1).textContent())!;
  await category.selectOption(chosen);
  await page.getByRole('button', { name: 'Follow' }).click();
  await expect(page.getByText(`Following ${chosen}`, { exact: true })).toBeVisible();

  await open(page, '/licensing/account/saved-searches');
  await expect(list.getByRole('combobox', { name: `Alert for The wire: ${chosen}` })).toHaveValue('daily');
  await list.getByRole('button', { name: `Delete The wire: ${chosen}` }).click();
  await expect(list.getByRole('link', { name: `The wire: ${chosen}` })).toBeHidden();
  await expect(list.getByRole('listitem')).toHaveCount(1);
});

test('an unsubscribe link nobody was sent changes nothing and says so', async ({ page }) => {
  await open(page, '/licensing/alerts/unsubscribe?token=not-a-token-anyone-was-sent-000000000000000');
  await expect(page.getByText(SAVED_SEARCH_MESSAGES.unsubscribeInvalid)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Turn off alerts' })).toHaveCount(0);
});
