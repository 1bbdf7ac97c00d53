import { DELAYS, MESSAGES, OVERLAY_TEXT } from '@clipmarket/core';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { SNACKBAR_EXIT_MS, Snackbar, SnackbarProvider, useSnackbar, type SnackbarApi } from '.';
import { ThemeProvider } from '../../theme';
import { SnackbarProviderWithLoader, type LoadSnackbarQueue } from './SnackbarProvider';

let snackbars: SnackbarApi;
function CaptureApi() {
  snackbars = useSnackbar();
  return null;
}

// The provider loads its queue with import() on the first enqueue. Tests load the real module through a loader
// they can await inside act(): Testing Library's findBy* never settles under Vitest's fake clock.
let queueLoad: ReturnType<LoadSnackbarQueue> | undefined;
function loadQueue() {
  queueLoad ??= import('./SnackbarQueue');
  return queueLoad;
}

/** Waits, inside act(), for the queue the first enqueue started loading, and for what it then shows. */
async function queueLoaded() {
  await act(async () => {
    await queueLoad;
  });
}

async function renderProvider(onReload = vi.fn(), load: LoadSnackbarQueue = loadQueue) {
  render(
    <ThemeProvider>
      {/* Far from the region, top centre or (on a phone) bottom: tests park the real pointer here. */}
      <button type="button" style={{ position: 'fixed', left: 0, top: '50%' }}>
        Somewhere on the page
      </button>
      <SnackbarProviderWithLoader onReload={onReload} loadQueue={load}>
        <CaptureApi />
      </SnackbarProviderWithLoader>
    </ThemeProvider>,
  );
  // Park the real pointer away from the region: an earlier test may have left it where snackbars appear, and
  // Chromium reports a hover (which pauses the clock) once a snackbar appears under it while the queue loads.
  await userEvent.hover(screen.getByRole('button', { name: 'Somewhere on the page' }));
  return { onReload };
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

afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  await page.viewport(414, 896);
});

describe('SnackbarProvider', () => {
  it('keeps its live regions mounted while nothing is shown, so later messages are announced', async () => {
    await renderProvider();

    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(region()).toHaveAttribute('data-state', 'idle');
  });

  it('announces an info message politely', async () => {
    await renderProvider();

    act(() => {
      snackbars.enqueue({ message: MESSAGES.videoAddedToCart });
    });
    await queueLoaded();

    expect(within(screen.getByRole('status')).getByText(MESSAGES.videoAddedToCart)).toBeVisible();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(region()).toHaveAttribute('data-state', 'showing');
  });

  it('announces an error assertively', async () => {
    await renderProvider();

    act(() => {
      snackbars.enqueue({ message: MESSAGES.savingError, severity: 'error' });
    });
    await queueLoaded();

    expect(within(screen.getByRole('alert')).getByText(MESSAGES.savingError)).toBeVisible();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('hides after exactly 5000 ms, not at 4999 ms', async () => {
    await renderProvider();
    expect(DELAYS.snackbarAutoHideMs).toBe(5000);

    act(() => {
      snackbars.enqueue({ message: MESSAGES.linkCopied });
    });
    await queueLoaded();
    advance(4999);
    expect(region()).toHaveAttribute('data-state', 'showing');
    expect(screen.getByText(MESSAGES.linkCopied)).toBeVisible();

    advance(1);
    expect(region()).toHaveAttribute('data-state', 'hiding');

    advance(SNACKBAR_EXIT_MS);
    expect(screen.queryByText(MESSAGES.linkCopied)).not.toBeInTheDocument();
    expect(region()).toHaveAttribute('data-state', 'idle');
  });

  it('shows one snackbar at a time, in the order raised', async () => {
    await renderProvider();

    act(() => {
      snackbars.enqueue({ message: 'First' });
      snackbars.enqueue({ message: 'Second' });
    });
    await queueLoaded();
    expect(screen.getByText('First')).toBeVisible();
    expect(screen.queryByText('Second')).not.toBeInTheDocument();

    advance(DELAYS.snackbarAutoHideMs);
    // The first one is leaving; the second still waits for it.
    expect(screen.getByText('First')).toBeInTheDocument();
    expect(screen.queryByText('Second')).not.toBeInTheDocument();

    advance(SNACKBAR_EXIT_MS);
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Second')).toBeVisible();
  });

  it('shows the next snackbar once the user closes the current one', async () => {
    await renderProvider();
    act(() => {
      snackbars.enqueue({ message: 'First' });
      snackbars.enqueue({ message: 'Second' });
    });
    await queueLoaded();

    await userEvent.click(screen.getByRole('button', { name: OVERLAY_TEXT.close }));
    advance(SNACKBAR_EXIT_MS);

    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Second')).toBeVisible();
  });

  it('uses a per-item autoHideMs when given', async () => {
    await renderProvider();

    act(() => {
      snackbars.enqueue({ message: 'Quick', autoHideMs: 300 });
    });
    await queueLoaded();
    advance(299);
    expect(region()).toHaveAttribute('data-state', 'showing');
    advance(1);
    expect(region()).toHaveAttribute('data-state', 'hiding');
  });

  it('stays while hovered and gives the reader a full 5 s after the pointer leaves', async () => {
    await renderProvider();
    act(() => {
      snackbars.enqueue({ message: MESSAGES.videoAddedToPlaylist });
    });
    await queueLoaded();
    const message = screen.getByText(MESSAGES.videoAddedToPlaylist);

    // Synthetic pointer events: the entering snackbar slides, and a real pointer placed on it mid-slide can
    // end up outside it when the slide ends (Chromium then reports a leave).
    fireEvent.mouseEnter(message);
    advance(DELAYS.snackbarAutoHideMs * 4);
    expect(region()).toHaveAttribute('data-state', 'showing');
    expect(message).toBeVisible();

    fireEvent.mouseLeave(message);
    advance(DELAYS.snackbarAutoHideMs - 1);
    expect(region()).toHaveAttribute('data-state', 'showing');
    advance(1);
    expect(region()).toHaveAttribute('data-state', 'hiding');
  });

  it('stays while a keyboard user is on its action', async () => {
    await renderProvider();
    act(() => {
      snackbars.enqueue({ message: MESSAGES.serverError, action: { kind: 'reload' } });
    });
    await queueLoaded();

    screen.getByRole('button', { name: 'Somewhere on the page' }).focus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Reload' })).toHaveFocus();
    advance(DELAYS.snackbarAutoHideMs * 4);

    expect(region()).toHaveAttribute('data-state', 'showing');
  });

  it('does not take focus when a snackbar appears', async () => {
    await renderProvider();
    const pageButton = screen.getByRole('button', { name: 'Somewhere on the page' });
    pageButton.focus();

    act(() => {
      snackbars.enqueue({ message: MESSAGES.videoAddedToCart, action: { kind: 'reload' } });
    });
    await queueLoaded();

    expect(pageButton).toHaveFocus();
  });

  it('gives focus back to where it came from when closed from the keyboard', async () => {
    await renderProvider();
    const pageButton = screen.getByRole('button', { name: 'Somewhere on the page' });
    act(() => {
      snackbars.enqueue({ message: MESSAGES.videoAddedToCart });
    });
    await queueLoaded();

    pageButton.focus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: OVERLAY_TEXT.close })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    expect(pageButton).toHaveFocus();
  });

  it('reloads the page from the reload action', async () => {
    const { onReload } = await renderProvider();
    act(() => {
      snackbars.enqueue({ message: 'A new version is available.', action: { kind: 'reload' } });
    });
    await queueLoaded();

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));

    expect(onReload).toHaveBeenCalledTimes(1);
    expect(region()).toHaveAttribute('data-state', 'hiding');
  });

  it('links the View action to the checkout', async () => {
    await renderProvider();

    act(() => {
      snackbars.enqueue({
        message: MESSAGES.videoAddedToCart,
        severity: 'success',
        action: { kind: 'view', href: '/licensing/checkout/abc-123' },
      });
    });
    await queueLoaded();

    expect(screen.getByRole('link', { name: 'View' })).toHaveAttribute('href', '/licensing/checkout/abc-123');
  });

  it('drops a waiting snackbar dismissed by id before it is ever shown', async () => {
    await renderProvider();
    act(() => {
      snackbars.enqueue({ message: 'First' });
      const second = snackbars.enqueue({ message: 'Second' });
      snackbars.enqueue({ message: 'Third' });
      snackbars.dismiss(second);
    });
    await queueLoaded();

    advance(DELAYS.snackbarAutoHideMs + SNACKBAR_EXIT_MS);

    expect(screen.queryByText('Second')).not.toBeInTheDocument();
    expect(screen.getByText('Third')).toBeVisible();
  });

  it('sits at the bottom on a phone, clear of the header, of the field being typed in and of the Privacy tab', async () => {
    await page.viewport(390, 844);
    await renderProvider();

    act(() => {
      snackbars.enqueue({ message: MESSAGES.videoAddedToCart });
    });
    await queueLoaded();

    const box = region().getBoundingClientRect();
    // Above the tab docked at the bottom edge (2rem tall), by a small gap.
    expect(box.bottom).toBeLessThanOrEqual(window.innerHeight - 32);
    expect(box.bottom).toBeGreaterThan(window.innerHeight - 64);
    expect(box.top).toBeGreaterThan(window.innerHeight / 2);
  });

  it('sits at the bottom on a large phone on its side too, below the md breakpoint', async () => {
    await page.viewport(700, 390);
    await renderProvider();

    act(() => {
      snackbars.enqueue({ message: MESSAGES.videoAddedToCart });
    });
    await queueLoaded();

    expect(region().getBoundingClientRect().top).toBeGreaterThan(window.innerHeight / 2);
  });

  it('sits at the top centre from the md breakpoint up', async () => {
    await page.viewport(1280, 800);
    await renderProvider();

    act(() => {
      snackbars.enqueue({ message: MESSAGES.videoAddedToCart });
    });
    await queueLoaded();

    const box = region().getBoundingClientRect();
    expect(box.top).toBeGreaterThan(0);
    expect(box.top).toBeLessThan(32);
    expect(box.bottom).toBeLessThan(window.innerHeight / 2);
  });

  it('loads its queue on the first snackbar raised, not before, and only once', async () => {
    const load = vi.fn(loadQueue);
    await renderProvider(vi.fn(), load);

    act(() => {
      snackbars.dismiss();
      snackbars.dismiss('snackbar-1');
    });
    expect(load).not.toHaveBeenCalled();

    act(() => {
      snackbars.enqueue({ message: 'First' });
      snackbars.enqueue({ message: 'Second' });
    });
    await queueLoaded();
    act(() => {
      snackbars.enqueue({ message: 'Third' });
    });

    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows what was raised while its queue was loading, one at a time and in order, under the same ids', async () => {
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const load = vi.fn(async () => {
      await arrived;
      return loadQueue();
    });
    await renderProvider(vi.fn(), load);

    const ids: string[] = [];
    act(() => {
      ids.push(snackbars.enqueue({ message: 'First' }));
      ids.push(snackbars.enqueue({ message: 'Second' }));
      ids.push(snackbars.enqueue({ message: 'Third' }));
      ids.push(snackbars.enqueue({ message: 'Fourth' }));
      snackbars.dismiss(ids[2]);
    });
    expect(ids).toEqual(['snackbar-1', 'snackbar-2', 'snackbar-3', 'snackbar-4']);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(region()).toHaveAttribute('data-state', 'idle');

    await act(async () => {
      arrive();
      await load.mock.results[0]?.value;
    });
    expect(screen.getByText('First')).toBeVisible();
    expect(region()).toHaveAttribute('data-state', 'showing');

    // The id enqueue returned before the load still names the snackbar on screen.
    act(() => {
      snackbars.dismiss(ids[0]);
    });
    expect(region()).toHaveAttribute('data-state', 'hiding');
    advance(SNACKBAR_EXIT_MS);
    expect(screen.getByText('Second')).toBeVisible();

    advance(DELAYS.snackbarAutoHideMs + SNACKBAR_EXIT_MS);
    expect(screen.queryByText('Third')).not.toBeInTheDocument();
    expect(screen.getByText('Fourth')).toBeVisible();
  });

  it('keeps what was raised when its queue fails to load, and shows it once a later load succeeds', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn<LoadSnackbarQueue>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockImplementation(loadQueue);
    await renderProvider(vi.fn(), load);

    act(() => {
      snackbars.enqueue({ message: 'First' });
    });
    await act(async () => {
      await load.mock.results[0]?.value.catch(() => {});
    });
    expect(error).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('First')).not.toBeInTheDocument();

    act(() => {
      snackbars.enqueue({ message: 'Second' });
    });
    await queueLoaded();

    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByText('First')).toBeVisible();
    advance(DELAYS.snackbarAutoHideMs + SNACKBAR_EXIT_MS);
    expect(screen.getByText('Second')).toBeVisible();
    error.mockRestore();
  });

  it('shows a snackbar through the real provider, which loads its queue itself', async () => {
    vi.useRealTimers();
    render(
      <ThemeProvider>
        <SnackbarProvider>
          <CaptureApi />
        </SnackbarProvider>
      </ThemeProvider>,
    );

    act(() => {
      snackbars.enqueue({ message: MESSAGES.linkCopied, autoHideMs: 60_000 });
    });

    expect(await screen.findByText(MESSAGES.linkCopied)).toBeVisible();
    expect(region()).toHaveAttribute('data-state', 'showing');
  });

  it('explains itself when used outside a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<CaptureApi />)).toThrow(/SnackbarProvider/);
    vi.mocked(console.error).mockRestore();
  });
});

describe('Snackbar', () => {
  it('labels the View link with a custom label', () => {
    render(
      <Snackbar
        message={MESSAGES.discountPackAddedToCart}
        action={{ kind: 'view', href: '/licensing/checkout', label: 'View cart' }}
      />,
    );

    expect(screen.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/licensing/checkout');
  });

  it('shows no close button without onClose', () => {
    render(<Snackbar message={MESSAGES.videoAddedToCart} />);

    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
