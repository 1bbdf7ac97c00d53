import { AUTH_MESSAGES } from '@clipmarket/core';
import { PASSWORD_RESET_IDS } from '@clipmarket/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';

const main = () => screen.getByRole('main');

describe('password reset', () => {
  it('answers a request with the same neutral message, whoever asks', async () => {
    await renderApp('/reset-password');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'E-mail' }), 'someone@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the reset link' }));
    expect(await within(main()).findByText(AUTH_MESSAGES.resetRequested)).toBeVisible();
  });

  it('refuses an address that is not one before asking the server', async () => {
    await renderApp('/reset-password');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'E-mail' }), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send the reset link' }));
    await waitFor(() =>
      expect(within(main()).getByRole('alert')).toHaveTextContent(AUTH_MESSAGES.emailInvalid),
    );
  });

  it('sets a new password with a valid link, then asks to log in with it', async () => {
    await renderApp(`/reset-password/${PASSWORD_RESET_IDS.valid}`);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), 'a-brand-new-password');
    await user.type(screen.getByLabelText('Repeat the new password'), 'a-brand-new-password');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    await waitFor(() => expect(window.location.pathname).toBe('/licensing/login'));
    expect(
      await screen.findByText('Your password has been changed. Log in with your new password.'),
    ).toBeVisible();
  });

  it('checks the new password with the server’s rule', async () => {
    await renderApp(`/reset-password/${PASSWORD_RESET_IDS.valid}`);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Repeat the new password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    await waitFor(() =>
      expect(within(main()).getByRole('alert')).toHaveTextContent(AUTH_MESSAGES.passwordTooShort),
    );
  });

  it('says an expired link has expired and offers a new one', async () => {
    await renderApp(`/reset-password/${PASSWORD_RESET_IDS.expired}`);
    expect(await within(main()).findByText(AUTH_MESSAGES.resetLinkExpired)).toBeVisible();
    expect(within(main()).getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/licensing/reset-password',
    );
  });

  it('says an unknown link is not valid', async () => {
    await renderApp('/reset-password/no-such-link');
    expect(await within(main()).findByText(AUTH_MESSAGES.resetLinkUnknown)).toBeVisible();
  });
});
