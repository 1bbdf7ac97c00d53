import { AUTH_MESSAGES } from '@clipmarket/core';
import { authHandlers, EMAIL_VERIFICATION_IDS } from '@clipmarket/mocks';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInBefore } from '../../test/renderApp';

const main = () => screen.getByRole('main');

describe('the e-mail verification link', () => {
  it('verifies the address and says so', async () => {
    await renderApp(`/verify-email/${EMAIL_VERIFICATION_IDS.valid}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'E-mail address verified' })).toBeVisible();
    expect(within(main()).getByText(AUTH_MESSAGES.emailVerified)).toBeVisible();
    expect(within(main()).getByRole('link', { name: 'Browse clips' })).toHaveAttribute('href', '/licensing');
  });

  it('takes a signed-in user on to the account, where the address now shows as verified', async () => {
    await renderApp(`/verify-email/${EMAIL_VERIFICATION_IDS.valid}`, {
      handlers: { auth: authHandlers.signedInUnverified() },
      persisted: signedInBefore,
    });
    expect(await within(main()).findByText(AUTH_MESSAGES.emailVerified)).toBeVisible();
    await userEvent.setup().click(await within(main()).findByRole('link', { name: 'Go to your account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: /Hello, Ada/ })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Verify your e-mail address' })).toBeNull();
  });

  it('says an expired link has expired and asks a visitor to log in for a new one', async () => {
    await renderApp(`/verify-email/${EMAIL_VERIFICATION_IDS.expired}`);
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
    await userEvent.setup().click(await within(main()).findByRole('button', { name: 'Send a new link' }));
    expect(await within(main()).findByText(AUTH_MESSAGES.verificationSent)).toBeVisible();
  });

  it('says an unknown link is not valid', async () => {
    await renderApp('/verify-email/no-such-link');
    expect(await within(main()).findByText(AUTH_MESSAGES.verificationLinkUnknown)).toBeVisible();
  });
});
