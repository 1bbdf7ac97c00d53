import { AUTH_MESSAGES } from '@clipmarket/core';
import { AUTH_MOCK_PASSWORD, authHandlers } from '@clipmarket/mocks';
import type { HttpHandler } from 'msw';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../App';
import { reloadPersistedState } from '../../state/persisted';
import { mockWorker, resetMockHandlers } from '../../test/mockWorker';
import { LoginModalProvider, useLoginModal } from './LoginModalHost';

function Opener() {
  const { open } = useLoginModal();
  return (
    <button type="button" onClick={() => open()}>
      Sign in here
    </button>
  );
}

// The modal is not mounted by the App yet, so it is rendered alone, with the mocks' auth handlers answering.
async function answerWith(handlers: HttpHandler[]) {
  (await mockWorker()).resetHandlers(...handlers);
}

beforeEach(() => {
  localStorage.clear();
  reloadPersistedState();
});
afterEach(async () => {
  cleanup();
  await resetMockHandlers();
});

async function signInThroughModal(password = 'some-password') {
  render(
    <AppProviders>
      <LoginModalProvider>
        <Opener />
      </LoginModalProvider>
    </AppProviders>,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Sign in here' }));
  const dialog = await screen.findByRole('dialog', { name: 'Log in' });
  await user.type(within(dialog).getByLabelText('E-mail'), 'ada@example.com');
  await user.type(within(dialog).getByLabelText('Password'), password);
  await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
  return dialog;
}

describe('the login modal', () => {
  it('shows the server’s message for wrong credentials and stays open', async () => {
    await answerWith(authHandlers.loginFailed());
    const dialog = await signInThroughModal();
    expect(await within(dialog).findByText(AUTH_MESSAGES.loginFailed)).toBeVisible();
  });

  it('shows the too-many-attempts message on a 429', async () => {
    await answerWith(authHandlers.loginTooManyAttempts());
    const dialog = await signInThroughModal();
    expect(await within(dialog).findByText(AUTH_MESSAGES.loginTooManyAttempts)).toBeVisible();
  });

  it('closes once the user is signed in', async () => {
    await answerWith(authHandlers.signedOut());
    await signInThroughModal(AUTH_MOCK_PASSWORD);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull());
  });
});
