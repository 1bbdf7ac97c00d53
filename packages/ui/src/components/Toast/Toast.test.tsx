import { DELAYS, MESSAGES, OVERLAY_TEXT } from '@clipmarket/core';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ThemeProvider } from '../../theme';
import { TOAST_EXIT_MS, Toast, ToastProvider, useToast, type ToastApi } from '.';

let toasts: ToastApi;
function CaptureApi() {
  toasts = useToast();
  return null;
}

function renderProvider() {
  render(
    <ThemeProvider>
      <button type="button">Somewhere on the page</button>
      <ToastProvider>
        <CaptureApi />
      </ToastProvider>
    </ThemeProvider>,
  );
}

/** The region root: the element around the two live containers. */
function region() {
  return screen.getByRole('status').parentElement as HTMLElement;
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

// Real (Playwright) input rather than @testing-library/user-event: its waits run on setTimeout, which the
// fake clock holds still.
beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ToastProvider', () => {
  it('keeps its live regions mounted while no toast is shown', () => {
    renderProvider();

    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(region()).toHaveAttribute('data-state', 'idle');
  });

  it('shows the session-expired notice with its title, politely', () => {
    renderProvider();

    act(() => {
      toasts.show({ title: 'Signed out', message: MESSAGES.sessionExpired, severity: 'warning' });
    });

    const status = screen.getByRole('status');
    expect(within(status).getByText('Signed out')).toBeVisible();
    expect(within(status).getByText(MESSAGES.sessionExpired)).toBeVisible();
    expect(region()).toHaveAttribute('data-state', 'showing');
  });

  it('announces an error toast assertively', () => {
    renderProvider();

    act(() => {
      toasts.show({ message: MESSAGES.serverError, severity: 'error' });
    });

    expect(within(screen.getByRole('alert')).getByText(MESSAGES.serverError)).toBeVisible();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('stacks several toasts at once, oldest first', () => {
    renderProvider();

    act(() => {
      toasts.show({ message: 'First' });
      toasts.show({ message: 'Second', severity: 'success' });
      toasts.show({ message: 'Third' });
    });

    const texts = within(screen.getByRole('status'))
      .getAllByText(/First|Second|Third/)
      .map((element) => element.textContent);
    expect(texts).toEqual(['First', 'Second', 'Third']);
    for (const text of texts) expect(screen.getByText(text as string)).toBeVisible();
  });

  it('closes only the toast whose close button was pressed', async () => {
    renderProvider();
    act(() => {
      toasts.show({ message: 'First' });
      toasts.show({ message: 'Second' });
    });

    await userEvent.click(screen.getByRole('button', { name: OVERLAY_TEXT.close, description: 'Second' }));
    expect(screen.getByText('Second').closest('[data-state]')).toHaveAttribute('data-state', 'hiding');
    advance(TOAST_EXIT_MS);

    expect(screen.queryByText('Second')).not.toBeInTheDocument();
    expect(screen.getByText('First')).toBeVisible();
  });

  it('closes a toast by id from code', () => {
    renderProvider();
    let id = '';
    act(() => {
      id = toasts.show({ message: 'First' });
      toasts.show({ message: 'Second' });
    });

    act(() => {
      toasts.dismiss(id);
    });
    advance(TOAST_EXIT_MS);

    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Second')).toBeVisible();
  });

  it('dismisses itself after exactly 5000 ms, not at 4999 ms', () => {
    renderProvider();
    expect(DELAYS.snackbarAutoHideMs).toBe(5000);
    act(() => {
      toasts.show({ message: MESSAGES.sessionExpired });
    });
    const toast = screen.getByText(MESSAGES.sessionExpired).closest('[data-state]');

    advance(4999);
    expect(toast).toHaveAttribute('data-state', 'showing');
    advance(1);
    expect(toast).toHaveAttribute('data-state', 'hiding');
    advance(TOAST_EXIT_MS);

    expect(screen.queryByText(MESSAGES.sessionExpired)).not.toBeInTheDocument();
    expect(region()).toHaveAttribute('data-state', 'idle');
  });

  it('gives each toast its own clock', () => {
    renderProvider();
    act(() => {
      toasts.show({ message: 'Early' });
    });
    advance(3000);
    act(() => {
      toasts.show({ message: 'Late' });
    });

    advance(2000);
    advance(TOAST_EXIT_MS);

    expect(screen.queryByText('Early')).not.toBeInTheDocument();
    expect(screen.getByText('Late')).toBeVisible();
  });

  it('stays while hovered and gives the reader a full 5 s after the pointer leaves', async () => {
    renderProvider();
    // Park the real pointer away from the corner: an earlier test may have left it where toasts appear.
    await userEvent.hover(screen.getByRole('button', { name: 'Somewhere on the page' }));
    act(() => {
      toasts.show({ message: MESSAGES.sessionExpired });
    });
    const message = screen.getByText(MESSAGES.sessionExpired);
    const toast = message.closest('[data-state]');

    await userEvent.hover(message);
    advance(DELAYS.snackbarAutoHideMs * 4);
    expect(toast).toHaveAttribute('data-state', 'showing');

    // Vitest moves the fake clock on by 50 ms steps while a real-pointer action runs, so count the 5 s from
    // the moment the pointer actually left rather than from when unhover() returned.
    let leftAt = Number.NaN;
    toast?.addEventListener('mouseleave', () => (leftAt = Date.now()), { once: true });
    await userEvent.unhover(message);
    expect(leftAt).not.toBeNaN();
    advance(leftAt + DELAYS.snackbarAutoHideMs - 1 - Date.now());
    expect(toast).toHaveAttribute('data-state', 'showing');
    // React starts the timer when it handles the leave, which under load can come one of Vitest's 50 ms clock
    // steps after the DOM event: the toast must not go before the full 5 s, and goes within 200 ms after.
    advance(200);
    expect(toast).toHaveAttribute('data-state', 'hiding');
  });

  it('stays while its close button has focus, and gives focus back when closed from the keyboard', async () => {
    renderProvider();
    const pageButton = screen.getByRole('button', { name: 'Somewhere on the page' });
    act(() => {
      toasts.show({ message: MESSAGES.sessionExpired });
    });

    pageButton.focus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: OVERLAY_TEXT.close })).toHaveFocus();
    advance(DELAYS.snackbarAutoHideMs * 4);
    expect(screen.getByText(MESSAGES.sessionExpired)).toBeVisible();

    await userEvent.keyboard('{Enter}');
    expect(pageButton).toHaveFocus();
  });

  it('does not take focus when a toast appears', () => {
    renderProvider();
    const pageButton = screen.getByRole('button', { name: 'Somewhere on the page' });
    pageButton.focus();

    act(() => {
      toasts.show({ message: MESSAGES.sessionExpired });
    });

    expect(pageButton).toHaveFocus();
  });
});

describe('Toast', () => {
  it('shows a title above the message', () => {
    render(<Toast title="Signed out" message={MESSAGES.sessionExpired} />);

    expect(screen.getByText('Signed out')).toBeVisible();
    expect(screen.getByText(MESSAGES.sessionExpired)).toBeVisible();
  });

  it('shows no close button without onClose', () => {
    render(<Toast message={MESSAGES.sessionExpired} />);

    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
