import { AUTH_MESSAGES, MESSAGES, SESSION_MESSAGES, STAFF_MESSAGES } from '@clipmarket/core';
import {
  AUTH_MOCK_PASSWORD,
  AUTH_MOCK_TOTP_CODE,
  REGISTRATION_IDS,
  authHandlers,
  profileFixtures,
} from '@clipmarket/mocks';
import { http } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, signedInBefore } from '../../test/renderApp';
import { pageLoad } from './RegisterCompletePage';

const form = () => screen.getByRole('main');

async function fillLogin(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'E-mail' }), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(within(form()).getByRole('button', { name: 'Log in' }));
  return user;
}

async function fillRegistration() {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'E-mail' }), 'new.buyer@example.com');
  await user.type(screen.getByLabelText('Password'), 'long-enough-password');
  await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Nia');
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Park');
  await user.click(screen.getByRole('checkbox', { name: /I accept the terms and conditions/ }));
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  return user;
}

describe('the login screen', () => {
  it('shows the server’s message for a wrong e-mail or password', async () => {
    await renderApp('/login', { handlers: { auth: authHandlers.loginFailed() } });
    await fillLogin('ada@example.com', 'wrong-password');
    await waitFor(() =>
      expect(within(form()).getByRole('alert')).toHaveTextContent(AUTH_MESSAGES.loginFailed),
    );
  });

  it('shows the too-many-attempts message on a 429', async () => {
    await renderApp('/login', { handlers: { auth: authHandlers.loginTooManyAttempts() } });
    await fillLogin('ada@example.com', 'whatever-password');
    await waitFor(() =>
      expect(within(form()).getByRole('alert')).toHaveTextContent(AUTH_MESSAGES.loginTooManyAttempts),
    );
  });

  it('checks the e-mail address before calling the server', async () => {
    await renderApp('/login', { handlers: { auth: authHandlers.loginFailed() } });
    await fillLogin('not-an-address', 'x');
    await waitFor(() =>
      expect(within(form()).getByRole('alert')).toHaveTextContent(AUTH_MESSAGES.emailInvalid),
    );
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(AUTH_MESSAGES.loginFailed)).toBeNull();
  });

  it('says "Logging in…" on a button that refuses a second send while the call runs', async () => {
    await renderApp('/login', {
      // The login call never answers; everything else as for a visitor.
      handlers: {
        auth: [http.post('/api/login', () => new Promise<never>(() => {})), ...authHandlers.signedOut()],
      },
    });
    await fillLogin('ada@example.com', 'any-password');
    const button = await within(form()).findByRole('button', { name: 'Logging in…' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
  });

  it('signs in and goes to the ?next= page', async () => {
    await renderApp(`/login?next=${encodeURIComponent('/licensing/account/profile')}`);
    await fillLogin('ada@example.com', AUTH_MOCK_PASSWORD);
    await waitFor(() => expect(window.location.pathname).toBe('/licensing/account/profile'));
  });

  it('asks a staff account for its second factor, refuses a wrong code, and signs in with the right one', async () => {
    await renderApp('/login?next=%2Flicensing%2Faccount', { handlers: { auth: authHandlers.twoStep() } });
    const user = await fillLogin(profileFixtures.staff.email, AUTH_MOCK_PASSWORD);
    const code = await within(form()).findByRole('textbox', { name: 'Code' });
    expect(within(form()).getByText(STAFF_MESSAGES.secondFactorRequired)).toBeVisible();
    expect(within(form()).queryByLabelText('Password')).toBeNull();
    await user.type(code, '000000');
    await user.click(within(form()).getByRole('button', { name: 'Verify and log in' }));
    await waitFor(() =>
      expect(within(form()).getByRole('alert')).toHaveTextContent(STAFF_MESSAGES.secondFactorWrong),
    );
    await user.clear(within(form()).getByRole('textbox', { name: 'Code' }));
    await user.type(within(form()).getByRole('textbox', { name: 'Code' }), AUTH_MOCK_TOTP_CODE);
    await user.click(within(form()).getByRole('button', { name: 'Verify and log in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  });

  it('links to registration and to the password reset', async () => {
    await renderApp('/login');
    expect(await within(form()).findByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/licensing/register',
    );
    expect(within(form()).getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/licensing/reset-password',
    );
  });

  it('sends a signed-in user on to the account home', async () => {
    await renderApp('/login', {
      handlers: { auth: authHandlers.signedIn('staff') },
      persisted: signedInBefore,
    });
    await waitFor(() => expect(window.location.pathname).toBe('/licensing/account'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  });
});

describe('the registration screen', () => {
  it('lists every problem of the form, with the server’s rules, before calling the server', async () => {
    await renderApp('/register', { handlers: { auth: authHandlers.registrationTooManyAttempts() } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create account' }));
    const alert = within(form()).getByRole('alert');
    await waitFor(() => expect(alert).not.toBeEmptyDOMElement());
    for (const message of [
      AUTH_MESSAGES.emailInvalid,
      AUTH_MESSAGES.passwordTooShort,
      AUTH_MESSAGES.firstNameRequired,
      AUTH_MESSAGES.lastNameRequired,
      AUTH_MESSAGES.termsNotAccepted,
    ]) {
      expect(within(alert).getByText(message)).toBeVisible();
    }
    expect(screen.queryByText(MESSAGES.registrationTooManyAttempts)).toBeNull();
  });

  it('refuses the e-mail address as the password before calling the server', async () => {
    await renderApp('/register', { handlers: { auth: authHandlers.registrationTooManyAttempts() } });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'E-mail' }), 'Nia.Park.Studio@example.com');
    await user.type(screen.getByLabelText('Password'), 'nia.park.studio');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const alert = within(form()).getByRole('alert');
    expect(await within(alert).findByText(AUTH_MESSAGES.passwordIsEmail)).toBeVisible();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(MESSAGES.registrationTooManyAttempts)).toBeNull();
  });

  it('shows the server’s refusal of a common password', async () => {
    await renderApp('/register');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'E-mail' }), 'new.buyer@example.com');
    await user.type(screen.getByLabelText('Password'), 'password');
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Nia');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Park');
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms and conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(within(form()).getByRole('alert')).toHaveTextContent(AUTH_MESSAGES.passwordTooCommon),
    );
  });

  it('shows the server’s 400 list of messages', async () => {
    const messages = ['First problem from the server.', 'Second problem from the server.'];
    await renderApp('/register', { handlers: { auth: authHandlers.registrationInvalid(messages) } });
    await fillRegistration();
    const alert = await within(form()).findByRole('alert');
    await waitFor(() => expect(within(alert).getAllByRole('listitem')).toHaveLength(2));
    expect(within(alert).getByText(messages[0]!)).toBeVisible();
    expect(within(alert).getByText(messages[1]!)).toBeVisible();
  });

  it('shows the spec’s message on a 429', async () => {
    await renderApp('/register', { handlers: { auth: authHandlers.registrationTooManyAttempts() } });
    await fillRegistration();
    expect(await screen.findByText(MESSAGES.registrationTooManyAttempts)).toBeVisible();
  });

  it('does not sign in: it asks to open the mailed link, and offers to send it again after a while', async () => {
    await renderApp('/register?next=%2Flicensing%2Faccount%2Fusage');
    await fillRegistration();
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
    expect(screen.getByText(/We sent a link to new\.buyer@example\.com/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send the mail again' })).toBeDisabled();
    expect(screen.getByText(/You can ask for another mail in \d+ s/)).toBeVisible();
    expect(window.location.pathname).toBe('/licensing/register');
    const account = screen.getByRole('navigation', { name: 'Account' });
    expect(within(account).queryByRole('button', { name: 'Log out' })).toBeNull();
    // Kept for the tab the link opens.
    expect(window.localStorage.getItem('clipmarket:register-next')).toBe('/licensing/account/usage');
  });

  it('finishes by the mailed link with a deliberate click, then loads where the buyer was going', async () => {
    const assign = vi.spyOn(pageLoad, 'assign').mockImplementation(() => {});
    await renderApp(`/register/complete/${REGISTRATION_IDS.valid}`);
    // What the register page kept in this browser (renderApp starts from empty storage).
    window.localStorage.setItem('clipmarket:register-next', '/licensing/account/usage');
    const button = await screen.findByRole('button', { name: 'Create my account' });
    expect(assign).not.toHaveBeenCalled();
    await userEvent.setup().click(button);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/licensing/account/usage'));
    expect(window.localStorage.getItem('clipmarket:register-next')).toBeNull();
    assign.mockRestore();
  });

  it('says so when the mailed link has expired', async () => {
    await renderApp(`/register/complete/${REGISTRATION_IDS.expired}`);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText(SESSION_MESSAGES.registrationLinkExpired)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Register again' })).toHaveAttribute(
      'href',
      '/licensing/register',
    );
  });

  it('links back to login', async () => {
    await renderApp('/register');
    expect(await within(form()).findByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/licensing/login',
    );
  });
});
