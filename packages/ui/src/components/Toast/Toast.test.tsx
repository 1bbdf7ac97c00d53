import { DELAYS, MESSAGES, OVERLAY_TEXT } from '@clipmarket/core';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ThemeProvider } from '../../theme';
import { TOAST_EXIT_MS, Toast, ToastProvider, useToast, type ToastApi } from '.';
import { ToastProviderWithLoader, type LoadToastItem } from './ToastProvider';

let toasts: ToastApi;
function CaptureApi() {
  toasts = useToast();
  return null;
}

// The provider loads the toast's view with import() on the first show. Tests load the real module through a
// loader they can await inside act(): Testing Library's findBy* never settles under Vitest's fake clock.
let viewLoad: ReturnType<LoadToastItem> | undefined;
function loadItem() {
  viewLoad ??= import('./ToastItem');
  return viewLoad;
}

/** Waits, inside act(), for the view the first show started loading, and for the toasts it then shows. */
async function viewLoaded() {
  await act(async () => {
    await viewLoad;
  });
}

async function renderProvider(load: LoadToastItem = loadItem) {
  render(
    <ThemeProvider>
      <button type="button">Somewhere on the page</button>
      <ToastProviderWithLoader loadItem={load}>
        <CaptureApi />
      </ToastProviderWithLoader>
    </ThemeProvider>,
  );
  // Park the real pointer away from the corner: an earlier test may have left it where toasts appear, and
  // Chromium reports a hover (which pauses the clock) once a toast appears under it while the view loads.
  await userEvent.hover(screen.getByRole('button', { name: 'Somewhere on the page' }));
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
  it('keeps its live regions mounted while no toast is shown', async () => {
    await renderProvider();

    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(region()).toHaveAttribute('data-state', 'idle');
  });

  it('shows the session-expired notice with its title, politely', async () => {
    await renderProvider();

    act(() => {
      toasts.show({ title: 'Signed out', message: MESSAGES.sessionExpired, severity: 'warning' });
    });
    await viewLoaded();

    const status = screen.getByRole('status');
    expect(within(status).getByText('Signed out')).toBeVisible();
    expect(within(status).getByText(MESSAGES.sessionExpired)).toBeVisible();
    expect(region()).toHaveAttribute('data-state', 'showing');
  });

  it('announces an error toast assertively', async () => {
    await renderProvider();

    act(() => {
      toasts.show({ message: MESSAGES.serverError, severity: 'error' });
    });
    await viewLoaded();

    expect(within(screen.getByRole('alert')).getByText(MESSAGES.serverError)).toBeVisible();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('stacks several toasts at once, oldest first', async () => {
    await renderProvider();

    act(() => {
      toasts.show({ message: 'First' });
      toasts.show({ message: 'Second', severity: 'success' });
      toasts.show({ message: 'Third' });
    });
    await viewLoaded();

    const texts = within(screen.getByRole('status'))
      .getAllByText(/First|Second|Third/)
      .map((element) => element.textContent);
    expect(texts).toEqual(['First', 'Second', 'Third']);
    for (const text of texts) expect(screen.getByText(text as string)).toBeVisible();
  });

  it('closes only the toast whose close button was pressed', async () => {
    await renderProvider();
    act(() => {
      toasts.show({ message: 'First' });
      toasts.show({ message: 'Second' });
    });
    await viewLoaded();

    await userEvent.click(screen.getByRole('button', { name: OVERLAY_TEXT.close, description: 'Second' }));
    expect(screen.getByText('Second').closest('[data-state]')).toHaveAttribute('data-state', 'hiding');
    advance(TOAST_EXIT_MS);

    expect(screen.queryByText('Second')).not.toBeInTheDocument();
    expect(screen.getByText('First')).toBeVisible();
  });

  it('closes a toast by id from code', async () => {
    await renderProvider();
    let id = '';
    act(() => {
      id = toasts.show({ message: 'First' });
      toasts.show({ message: 'Second' });
    });
    await viewLoaded();

    act(() => {
      toasts.dismiss(id);
    });
    advance(TOAST_EXIT_MS);

    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Second')).toBeVisible();
  });

  it('dismisses itself after exactly 5000 ms, not at 4999 ms', async () => {
    await renderProvider();
    expect(DELAYS.snackbarAutoHideMs).toBe(5000);
    act(() => {
      toasts.show({ message: MESSAGES.sessionExpired });
    });
    await viewLoaded();
    const toast = screen.getByText(MESSAGES.sessionExpired).closest('[data-state]');

    advance(4999);
    expect(toast).toHaveAttribute('data-state', 'showing');
    advance(1);
    expect(toast).toHaveAttribute('data-state', 'hiding');
    advance(TOAST_EXIT_MS);

    expect(screen.queryByText(MESSAGES.sessionExpired)).not.toBeInTheDocument();
    expect(region()).toHaveAttribute('data-state', 'idle');
  });

  it('gives each toast its own clock', async () => {
    await renderProvider();
    act(() => {
      toasts.show({ message: 'Early' });
    });
    await viewLoaded();
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
    await renderProvider();
    act(() => {
      toasts.show({ message: MESSAGES.sessionExpired });
    });
    await viewLoaded();
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
    await renderProvider();
    const pageButton = screen.getByRole('button', { name: 'Somewhere on the page' });
    act(() => {
      toasts.show({ message: MESSAGES.sessionExpired });
    });
    await viewLoaded();

    pageButton.focus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: OVERLAY_TEXT.close })).toHaveFocus();
    advance(DELAYS.snackbarAutoHideMs * 4);
    expect(screen.getByText(MESSAGES.sessionExpired)).toBeVisible();

    await userEvent.keyboard('{Enter}');
    expect(pageButton).toHaveFocus();
  });

  it('does not take focus when a toast appears', async () => {
    await renderProvider();
    const pageButton = screen.getByRole('button', { name: 'Somewhere on the page' });
    pageButton.focus();

    act(() => {
      toasts.show({ message: MESSAGES.sessionExpired });
    });
    await viewLoaded();

    expect(pageButton).toHaveFocus();
  });

  it('loads its view on the first toast shown, not before, and only once', async () => {
    const load = vi.fn(loadItem);
    await renderProvider(load);

    act(() => {
      toasts.dismiss('toast-1');
    });
    expect(load).not.toHaveBeenCalled();

    act(() => {
      toasts.show({ message: 'First' });
      toasts.show({ message: 'Second' });
    });
    await viewLoaded();
    act(() => {
      toasts.show({ message: 'Third' });
    });

    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Third')).toBeVisible();
  });

  it('shows what was shown while its view was loading, in order and under the same ids, each with a full 5 s', async () => {
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const load = vi.fn(async () => {
      await arrived;
      return loadItem();
    });
    await renderProvider(load);

    const ids: string[] = [];
    act(() => {
      ids.push(toasts.show({ message: 'First' }));
      ids.push(toasts.show({ message: 'Second', severity: 'error' }));
      ids.push(toasts.show({ message: 'Third' }));
      ids.push(toasts.show({ message: 'Fourth' }));
      toasts.dismiss(ids[2] as string);
    });
    expect(ids).toEqual(['toast-1', 'toast-2', 'toast-3', 'toast-4']);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(region()).toHaveAttribute('data-state', 'idle');
    // The clock of a toast starts when it appears, not when it was shown.
    advance(DELAYS.snackbarAutoHideMs);

    await act(async () => {
      arrive();
      await load.mock.results[0]?.value;
    });
    const texts = within(screen.getByRole('status'))
      .getAllByText(/First|Third|Fourth/)
      .map((element) => element.textContent);
    expect(texts).toEqual(['First', 'Fourth']);
    expect(within(screen.getByRole('alert')).getByText('Second')).toBeVisible();
    expect(region()).toHaveAttribute('data-state', 'showing');

    // The id show returned before the load still names the toast on screen.
    act(() => {
      toasts.dismiss(ids[0] as string);
    });
    expect(screen.getByText('First').closest('[data-state]')).toHaveAttribute('data-state', 'hiding');
    advance(DELAYS.snackbarAutoHideMs - 1);
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Fourth').closest('[data-state]')).toHaveAttribute('data-state', 'showing');
    advance(1);
    expect(screen.getByText('Fourth').closest('[data-state]')).toHaveAttribute('data-state', 'hiding');
  });

  it('keeps what was shown when its view fails to load, and shows it once a later load succeeds', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn<LoadToastItem>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockImplementation(loadItem);
    await renderProvider(load);

    act(() => {
      toasts.show({ message: 'First' });
    });
    await act(async () => {
      await load.mock.results[0]?.value.catch(() => {});
    });
    expect(error).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('First')).not.toBeInTheDocument();

    act(() => {
      toasts.show({ message: 'Second' });
    });
    await viewLoaded();

    expect(load).toHaveBeenCalledTimes(2);
    const texts = within(screen.getByRole('status'))
      .getAllByText(/First|Second/)
      .map((element) => element.textContent);
    expect(texts).toEqual(['First', 'Second']);
    error.mockRestore();
  });

  it('shows a toast through the real provider, which loads its view itself', async () => {
    vi.useRealTimers();
    render(
      <ThemeProvider>
        <ToastProvider>
          <CaptureApi />
        </ToastProvider>
      </ThemeProvider>,
    );

    act(() => {
      toasts.show({ message: MESSAGES.sessionExpired, autoHideMs: 60_000 });
    });

    expect(await screen.findByText(MESSAGES.sessionExpired)).toBeVisible();
    expect(region()).toHaveAttribute('data-state', 'showing');
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
