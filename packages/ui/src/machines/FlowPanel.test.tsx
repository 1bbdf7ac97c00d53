import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ThemeProvider } from '../theme';
import { authMachine } from './auth/authMachine';
import { downloadPollingMachine } from './downloadPolling/downloadPollingMachine';
import { feedbackModalMachine } from './feedbackModal/feedbackModalMachine';
import { FlowPanel, acceptedEvents, statePath, type FlowEvent } from './FlowPanel';

afterEach(cleanup);

const authEvents = (send: (type: string) => void): FlowEvent[] =>
  ['auth.login', 'auth.register', 'auth.logout', 'auth.expired', 'auth.dismiss'].map((type) => ({
    type,
    label: 'now',
    send: () => send(type),
  }));

describe('the flows panel', () => {
  it('writes a nested state as the state table does', () => {
    expect(statePath('loggedOut')).toBe('loggedOut');
    expect(statePath({ pending: 'loggingIn' })).toBe('pending.loggingIn');
    expect(statePath({ inProgress: 'paused' })).toBe('inProgress.paused');
  });

  it("offers the events of the state, its ancestors' and, below a top-level state, its descendants'", () => {
    expect([...acceptedEvents(authMachine, 'loggedOut')].sort()).toEqual(['auth.login', 'auth.register']);
    expect([...acceptedEvents(authMachine, { pending: 'loggingIn' })]).toEqual([]);
    expect([...acceptedEvents(downloadPollingMachine, { inProgress: 'paused' })].sort()).toEqual([
      'download.cancel',
      'download.polling',
    ]);
    // The app reads `listening` only: its child's activity counts, and so do the root's own events.
    expect([...acceptedEvents(feedbackModalMachine, 'listening')].sort()).toEqual([
      'feedback.activity',
      'feedback.history',
      'feedback.pointerLeave',
      'feedback.route',
      'feedback.visibility',
    ]);
  });

  it('shows a button for each event the state accepts, and a press sends it', async () => {
    const send = vi.fn();
    render(
      <ThemeProvider>
        <FlowPanel
          machine={authMachine}
          title="Auth machine"
          lines={[{ value: 'loggedIn', events: authEvents(send), details: ['Signed in as ada'] }]}
        />
      </ThemeProvider>,
    );
    const panel = screen.getByRole('region', { name: 'Auth machine' });
    expect(within(panel).getByText('loggedIn')).toBeVisible();
    expect(within(panel).getByText('Signed in as ada')).toBeVisible();
    const names = within(panel)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names).toEqual(['auth.logout now', 'auth.expired now']);

    await userEvent.click(within(panel).getByRole('button', { name: 'auth.expired now' }));
    expect(send).toHaveBeenCalledWith('auth.expired');
  });

  it('says so when a state waits for a call and accepts nothing', () => {
    render(
      <ThemeProvider>
        <FlowPanel
          machine={authMachine}
          title="Auth machine"
          lines={[{ value: { pending: 'validating' }, events: authEvents(() => {}) }]}
        />
      </ThemeProvider>,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText(/Nothing to send/)).toBeVisible();
  });

  it('moves into an open modal, where it stays usable, and back when the modal closes', async () => {
    const send = vi.fn();
    function WithModal({ open }: { open: boolean }) {
      const dialog = useRef<HTMLDialogElement>(null);
      useEffect(() => {
        if (open) dialog.current?.showModal();
        else dialog.current?.close();
      }, [open]);
      return (
        <ThemeProvider>
          <FlowPanel
            machine={authMachine}
            title="Auth machine"
            lines={[{ value: 'error', events: authEvents(send) }]}
          />
          <dialog ref={dialog} aria-label="Log in">
            <p>The form</p>
          </dialog>
        </ThemeProvider>
      );
    }
    const { rerender } = render(<WithModal open={false} />);
    rerender(<WithModal open />);
    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    await waitFor(() => expect(within(dialog).getByRole('region', { name: 'Auth machine' })).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'auth.dismiss now' }));
    expect(send).toHaveBeenCalledWith('auth.dismiss');

    rerender(<WithModal open={false} />);
    await waitFor(() =>
      expect(dialog).not.toContainElement(screen.getByRole('region', { name: 'Auth machine' })),
    );
  });
});
