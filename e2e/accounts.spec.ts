import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { mailedLink, registerThroughMail } from './support/register';

const PASSWORD = 'e2e-Accounts-Horse-42';
const NEW_PASSWORD = 'e2e-Accounts-Battery-77';

const header = (page: Page) => page.getByRole('navigation', { name: 'Account' });
const main = (page: Page) => page.getByRole('main');
const uniqueEmail = (what: string) => `${what}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/licensing/login');
  await main(page).getByRole('textbox', { name: 'E-mail' }).fill(email);
  await main(page).getByLabel('Password', { exact: true }).fill(password);
  await main(page).getByRole('button', { name: 'Log in' }).click();
}

test('a new user registers through the form, logs out, fails and then succeeds to log in, and resets the password through the mail', async ({
  page,
}) => {
  const email = uniqueEmail('accounts');

  // Register through the form and the mailed link: signed in and on the account home.
  await page.goto('/licensing/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await main(page).getByRole('textbox', { name: 'E-mail' }).fill(email);
  await main(page).getByLabel('Password', { exact: true }).fill(PASSWORD);
  await main(page).getByRole('textbox', { name: 'First name' }).fill('Grace');
  await main(page).getByRole('textbox', { name: 'Last name' }).fill('Hopper');
  await main(page)
    .getByRole('textbox', { name: /Company/ })
    .fill('Compilers Ltd');
  await main(page)
    .getByRole('checkbox', { name: /I accept the terms and conditions/ })
    .check();
  await main(page).getByRole('button', { name: 'Create account' }).click();
  // Not signed in yet: the link mailed to the address finishes the registration (ADR 57).
  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
  await expect(main(page).getByText(`We sent a link to ${email}`)).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Log in' })).toBeVisible();
  await page.goto(await mailedLink(page, email, 'registration', /\/licensing\/register\/complete\/\S+/));
  await main(page).getByRole('button', { name: 'Create my account' }).click();
  await expect(page).toHaveURL('/licensing/account');
  await expect(page.getByRole('heading', { name: 'Hello, Grace' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: new RegExp(email) })).toBeVisible();

  // The profile shows what was registered.
  await main(page).getByRole('link', { name: 'Profile', exact: true }).click();
  await expect(page).toHaveURL('/licensing/account/profile');
  await expect(main(page).getByText('Grace Hopper')).toBeVisible();
  await expect(main(page).getByText('Compilers Ltd')).toBeVisible();

  // Log out from the header.
  await header(page).getByRole('button', { name: 'Log out' }).click();
  await expect(header(page).getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(main(page).getByRole('heading', { name: 'Log in to see your account' })).toBeVisible();
  expect((await page.context().cookies()).length).toBe(0);

  // A wrong password: the server's message.
  await logIn(page, email, 'not-the-password');
  await expect(main(page).getByRole('alert')).toHaveText(/e-mail or password is incorrect/);
  await expect(page).toHaveURL('/licensing/login');

  // The right one: signed in.
  await main(page).getByLabel('Password', { exact: true }).fill(PASSWORD);
  await main(page).getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/licensing/account');
  await header(page).getByRole('button', { name: 'Log out' }).click();
  await expect(header(page).getByRole('link', { name: 'Log in' })).toBeVisible();

  // Forgotten password: ask for a link, read it from the development outbox, set a new password.
  await page.goto('/licensing/login');
  await main(page).getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL('/licensing/reset-password');
  await main(page).getByRole('textbox', { name: 'E-mail' }).fill(email);
  await main(page).getByRole('button', { name: 'Send the reset link' }).click();
  await expect(main(page).getByRole('status')).toHaveText(/If an account exists for this e-mail address/);

  let link = '';
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
      const { data } = (await res.json()) as { data: { kind: string; text: string }[] };
      const mail = data.find((m) => m.kind === 'password-reset');
      link = /https?:\/\/\S+\/licensing\/reset-password\/\S+/.exec(mail?.text ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  await page.goto(new URL(link).pathname);
  await main(page).getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await main(page).getByLabel('Repeat the new password', { exact: true }).fill(NEW_PASSWORD);
  await main(page).getByRole('button', { name: 'Save the new password' }).click();
  await expect(page).toHaveURL(/\/licensing\/login\?reset=done$/);
  await expect(main(page).getByText(/Your password has been changed/)).toBeVisible();

  // The link works once.
  await page.goto(new URL(link).pathname);
  await expect(main(page).getByRole('alert')).toHaveText(/expired or has already been used/);

  // The old password no longer works; the new one does.
  await logIn(page, email, PASSWORD);
  await expect(main(page).getByRole('alert')).toHaveText(/e-mail or password is incorrect/);
  await logIn(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL('/licensing/account');
  await expect(header(page).getByRole('button', { name: 'Log out' })).toBeVisible();
});

test('a remembered session whose cookie is gone shows the expired-session toast at start and signs out', async ({
  page,
}) => {
  const email = uniqueEmail('expired');
  await registerThroughMail(page, {
    email,
    password: PASSWORD,
    firstName: 'Ada',
    lastName: 'Expired',
    termsAccepted: true,
  });
  // The registration link set the session cookie: the app validates it and remembers the session.
  await page.goto('/licensing/account');
  await expect(header(page).getByRole('button', { name: 'Log out' })).toBeVisible();

  await page.context().clearCookies();
  await page.reload();

  await expect(page.getByText(/Your session has expired/)).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(
    await page.evaluate(
      () =>
        (JSON.parse(localStorage.getItem('clipmarket:state') ?? '{}') as { auth?: { loggedIn?: boolean } })
          .auth?.loggedIn,
    ),
  ).toBe(false);
});

test('a validation that gets no answer keeps the session: the app tries again and stays signed in', async ({
  page,
}) => {
  const email = uniqueEmail('unanswered');
  await registerThroughMail(page, {
    email,
    password: PASSWORD,
    firstName: 'Uma',
    lastName: 'Unanswered',
    termsAccepted: true,
  });
  // The first validation fails as one does when the page is left while it is in flight; the next one passes.
  let aborted = 0;
  await page.route('**/api/validate', async (route) => {
    if (aborted === 0) {
      aborted += 1;
      await route.abort('failed');
    } else {
      await route.continue();
    }
  });

  await page.goto('/licensing/account');

  await expect(header(page).getByRole('button', { name: 'Log out' })).toBeVisible();
  expect(aborted).toBe(1);
  await expect(page.getByText(/Your session has expired/)).toHaveCount(0);
  // The session was never ended on the server.
  expect((await page.request.post('/api/validate')).status()).toBe(200);
});

test('a signed-out visitor to an account page is sent to login and comes back after', async ({ page }) => {
  const email = uniqueEmail('next');
  await registerThroughMail(page, {
    email,
    password: PASSWORD,
    firstName: 'Nia',
    lastName: 'Next',
    termsAccepted: true,
  });
  await page.context().clearCookies();

  await page.goto('/licensing/account/history');
  await expect(page).toHaveURL(/\/licensing\/login\?next=%2Flicensing%2Faccount%2Fhistory$/);
  await main(page).getByRole('textbox', { name: 'E-mail' }).fill(email);
  await main(page).getByLabel('Password', { exact: true }).fill(PASSWORD);
  await main(page).getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/licensing/account/history');
  await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
});

test.describe('accessibility', () => {
  // addScriptTag inlines axe's source, which the page's CSP rightly refuses; this checks the markup.
  test.use({ bypassCSP: true });

  for (const [name, url] of [
    ['login page', '/licensing/login'],
    ['registration page', '/licensing/register'],
    ['password reset page', '/licensing/reset-password'],
  ] as const) {
    test(`the ${name} has no axe violations`, async ({ page }) => {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
