import { AUTH_MESSAGES, STAFF_MESSAGES } from '@clipmarket/core';
import { AUTH_MOCK_PASSWORD, authHandlers, EMAIL_VERIFICATION_IDS } from '@clipmarket/mocks';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInBefore } from '../../test/renderApp';
import { AUTH_COPY } from './authCopy';

const main = () => screen.getByRole('main');

describe('the e-mail verification link', () => {
  it('verifies nothing when the page is only loaded (a mail scanner, a preview)', async () => {
    await renderApp(`/verify-email/${EMAIL_VERIFICATION_IDS.valid}`);
    expect(await within(main()).findByRole('button', { name: 'Verify my e-mail address' })).toBeVisible();
    expect(screen.queryByRole('heading', { level: 1, name: 'E-mail address verified' })).toBeNull();
    expect(within(main()).queryByText(AUTH_MESSAGES.emailVerified)).toBeNull();
  });

  it("verifies the address with the account's password when signed out, and says so", async () => {
    await renderApp(`/verify-email/${EMAIL_VERIFICATION_IDS.valid}`);
    const user = userEvent.setup();
    await user.click(await within(main()).findByRole('button', { name: 'Verify my e-mail address' }));
    expect(await within(main()).findByText(AUTH_COPY.passwordMissing)).toBeVisible();
    await user.type(within(main()).getByLabelText('Password'), 'not the password');
    await user.click(within(main()).getByRole('button', { name: 'Verify my e-mail address' }));
    expect(await within(main()).findByText(STAFF_MESSAGES.verificationPasswordWrong)).toBeVisible();
    await user.clear(within(main()).getByLabelText('Password'));
    await user.type(within(main()).getByLabelText('Password'), AUTH_MOCK_PASSWORD);
    await user.click(within(main()).getByRole('button', { name: 'Verify my e-mail address' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'E-mail address verified' })).toBeVisible();
    expect(within(main()).getByText(AUTH_MESSAGES.emailVerified)).toBeVisible();
    expect(within(main()).getByRole('link', { name: 'Browse clips' })).toHaveAttribute('href', '/licensing');
  });

  it('takes a signed-in user on to the account, where the address now shows as verified', async () => {
    await renderApp(`/verify-email/${EMAIL_VERIFICATION_IDS.valid}`, {
      handlers: { auth: authHandlers.signedInUnverified() },
      persisted: signedInBefore,
    });
    // The stored session is checked with the server first (the header then offers to log out, in its menu on a
    // phone).
    await screen.findByRole('button', { name: 'Log out', hidden: true });
    await userEvent
      .setup()
      .click(await within(main()).findByRole('button', { name: 'Verify my e-mail address' }));
    expect(await within(main()).findByText(AUTH_MESSAGES.emailVerified)).toBeVisible();
    await userEvent.setup().click(await within(main()).findByRole('link', { name: 'Go to your account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: /Hello, Ada/ })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Verify your e-mail address' })).toBeNull();
  });

  it('says an expired link has expired and asks a visitor to log in for a new one', async () => {
    await renderApp(`/verify-email/${EMAIL_VERIFICATION_IDS.expired}`);
    const user = userEvent.setup();
    await user.type(await within(main()).findByLabelText('Password'), AUTH_MOCK_PASSWORD);
    await user.click(within(main()).getByRole('button', { name: 'Verify my e-mail address' }));
    expect(await within(main()).findByText(AUTH_MESSAGES.verificationLinkExpired)).toBeVisible();
    expect(within(main()).getByRole('link', { name: 'Log in to ask for a new link' })).toHaveAttribute(
      'href',
      `/licensing/login?next=${encodeURIComponent('/licensing/account')}`,
    );
  });

  it('lets a signed-in user whose link expired ask for a new one there', async () => {
    await renderApp(`/verify-email/${EMAIL_VERIFICATION_IDS.expired}`, {
      handlers: { auth: authHandlers.signedInUnverified() },
      persisted: signedInBefore,
    });
    const user = userEvent.setup();
    // The stored session is checked with the server first (the header then offers to log out, in its menu on a
    // phone).
    await screen.findByRole('button', { name: 'Log out', hidden: true });
    await user.click(await within(main()).findByRole('button', { name: 'Verify my e-mail address' }));
    await user.click(await within(main()).findByRole('button', { name: 'Send a new link' }));
    expect(await within(main()).findByText(AUTH_MESSAGES.verificationSent)).toBeVisible();
  });

  it('says an unknown link is not valid', async () => {
    await renderApp('/verify-email/no-such-link');
    const user = userEvent.setup();
    await user.type(await within(main()).findByLabelText('Password'), AUTH_MOCK_PASSWORD);
    await user.click(within(main()).getByRole('button', { name: 'Verify my e-mail address' }));
    expect(await within(main()).findByText(AUTH_MESSAGES.verificationLinkUnknown)).toBeVisible();
  });
});
