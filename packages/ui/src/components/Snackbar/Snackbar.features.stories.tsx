import { DELAYS, MESSAGES, OVERLAY_TEXT, PAGES } from '@clipmarket/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import {
  CONSENT_TEXT,
  PrivacyPreferencesTab,
  Snackbar,
  SnackbarProvider,
  useSnackbar,
  type SnackbarItem,
} from '@clipmarket/ui';

/** A flow somewhere in the app that raises snackbars through the one queue. */
function RaiseButton({ items, label = 'Raise a snackbar' }: { items: SnackbarItem[]; label?: string }) {
  const { enqueue } = useSnackbar();
  return (
    <button type="button" onClick={() => items.forEach((item) => enqueue(item))}>
      {label}
    </button>
  );
}

/** What the app does when its route changes. */
function MovePage() {
  const { dismissPage } = useSnackbar();
  return (
    <button type="button" onClick={dismissPage}>
      Go to the cart
    </button>
  );
}

function ProviderDemo({ items, onReload }: { items: SnackbarItem[]; onReload?: () => void }) {
  return (
    <SnackbarProvider onReload={onReload}>
      <RaiseButton items={items} />
    </SnackbarProvider>
  );
}

/** The region root around the two live containers, where `data-state` is written. */
function regionOf(canvasElement: HTMLElement) {
  return within(canvasElement).getByRole('status').parentElement as HTMLElement;
}

const reloadSpy = fn();

const meta = {
  title: 'Components/Snackbar/Features',
  // The component's docs page is its .mdx; these stories are for review and tests, not a second page.
  tags: ['!autodocs'],
  component: Snackbar,
  args: { message: MESSAGES.linkCopied, onClose: fn(), onAction: fn() },
} satisfies Meta<typeof Snackbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  args: { severity: 'info', message: MESSAGES.linkCopied },
  play: async ({ canvas, args, userEvent }) => {
    const message = canvas.getByText(MESSAGES.linkCopied);
    await expect(message.closest('[data-severity]')).toHaveAttribute('data-severity', 'info');
    await userEvent.click(canvas.getByRole('button', { name: OVERLAY_TEXT.close }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Success: Story = {
  args: { severity: 'success', message: MESSAGES.videoAddedToPlaylist },
  play: async ({ canvas }) => {
    const message = canvas.getByText(MESSAGES.videoAddedToPlaylist);
    await expect(message.closest('[data-severity]')).toHaveAttribute('data-severity', 'success');
  },
};

export const Warning: Story = {
  args: { severity: 'warning', message: MESSAGES.downloadInProgress },
  play: async ({ canvas }) => {
    const message = canvas.getByText(MESSAGES.downloadInProgress);
    await expect(message.closest('[data-severity]')).toHaveAttribute('data-severity', 'warning');
  },
};

export const Error: Story = {
  args: { severity: 'error', message: MESSAGES.savingError },
  play: async ({ canvas }) => {
    const message = canvas.getByText(MESSAGES.savingError);
    await expect(message.closest('[data-severity]')).toHaveAttribute('data-severity', 'error');
  },
};

/** The reload action: the snackbar may reload the page. */
export const WithReloadAction: Story = {
  args: { severity: 'error', message: MESSAGES.serverError, action: { kind: 'reload' } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(args.onAction).toHaveBeenCalledWith({ kind: 'reload' });
  },
};

/** The View action: a link to the checkout. */
export const WithViewAction: Story = {
  args: {
    severity: 'success',
    message: MESSAGES.videoAddedToCart,
    action: {
      kind: 'view',
      href: PAGES.checkout.href({ playlistUUID: '0b6f4c1e-7d1a-4f5e-9a51-3c2d8e9f1a20' }),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'View' })).toHaveAttribute(
      'href',
      PAGES.checkout.href({ playlistUUID: '0b6f4c1e-7d1a-4f5e-9a51-3c2d8e9f1a20' }),
    );
  },
};

/** The longest message of the catalogue wraps inside the snackbar; nothing scrolls sideways. */
export const LongMessage: Story = {
  args: { severity: 'error', message: MESSAGES.maxListsReached, action: { kind: 'reload' } },
  play: async ({ canvas }) => {
    const snackbar = canvas.getByText(MESSAGES.maxListsReached).closest('[data-severity]') as HTMLElement;
    await expect(snackbar.scrollWidth).toBeLessThanOrEqual(snackbar.clientWidth);
    await expect(canvas.getByRole('button', { name: 'Reload' })).toBeVisible();
  },
};

/** The provider's reload action calls `onReload` (by default `window.location.reload()`). */
export const ReloadActionReloadsThePage: Story = {
  // No visual reference: the same picture as PausesWhileHovered.
  tags: ['!visual'],
  render: () => (
    <ProviderDemo
      items={[{ message: MESSAGES.serverError, severity: 'error', action: { kind: 'reload' } }]}
      onReload={reloadSpy}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    reloadSpy.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Raise a snackbar' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Reload' }));
    await expect(reloadSpy).toHaveBeenCalledTimes(1);
  },
};

/** Errors go to the assertive (`role="alert"`) container; everything else to the polite one. */
export const ErrorIsAnnouncedAssertively: Story = {
  render: () => <ProviderDemo items={[{ message: MESSAGES.bulkAddError, severity: 'error' }]} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Raise a snackbar' }));
    // The queue loads on the first enqueue, so the first snackbar arrives a moment after the click.
    await expect(await within(canvas.getByRole('alert')).findByText(MESSAGES.bulkAddError)).toBeVisible();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(regionOf(canvasElement)).toHaveAttribute('data-state', 'showing');
  },
};

/**
 * Two raised at once: the second waits until the first has hidden. The story uses 300 ms instead of 5 s so
 * the queue can be watched; the unit test proves the real delay with fake timers.
 */
export const QueueShowsOneAtATime: Story = {
  // No visual reference: the same picture as PausesWhileHovered.
  tags: ['!visual'],
  render: () => (
    <ProviderDemo
      items={[
        { message: MESSAGES.videoAddedToCart, severity: 'success', autoHideMs: 300 },
        { message: MESSAGES.discountPackAddedToCart, severity: 'success', autoHideMs: 300 },
      ]}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Raise a snackbar' }));
    await expect(await canvas.findByText(MESSAGES.videoAddedToCart)).toBeVisible();
    await expect(canvas.queryByText(MESSAGES.discountPackAddedToCart)).not.toBeInTheDocument();

    await waitFor(() => expect(canvas.getByText(MESSAGES.discountPackAddedToCart)).toBeVisible(), {
      timeout: 3000,
    });
    await expect(canvas.queryByText(MESSAGES.videoAddedToCart)).not.toBeInTheDocument();
  },
};

/**
 * Raise one and it hides after `DELAYS.snackbarAutoHideMs` (5 s). Exactly 5000 ms, not 4999, is proven by
 * the unit test with fake timers; here the clock is shown running.
 */
export const AutoHidesAfterFiveSeconds: Story = {
  render: () => <ProviderDemo items={[{ message: MESSAGES.linkCopied }]} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(DELAYS.snackbarAutoHideMs).toBe(5000);
    await userEvent.click(canvas.getByRole('button', { name: 'Raise a snackbar' }));
    const snackbar = (await canvas.findByText(MESSAGES.linkCopied)).closest('[data-severity]');
    await expect(snackbar).toHaveAttribute('data-timer', 'running');
    await expect(regionOf(canvasElement)).toHaveAttribute('data-state', 'showing');
  },
};

/** Hover the snackbar and its clock stops; leave it and the full delay starts again. */
export const PausesWhileHovered: Story = {
  render: () => <ProviderDemo items={[{ message: MESSAGES.videoAddedToPlaylist, autoHideMs: 1500 }]} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Raise a snackbar' }));
    const message = await canvas.findByText(MESSAGES.videoAddedToPlaylist);
    const snackbar = message.closest('[data-severity]');

    await userEvent.hover(message);
    await expect(snackbar).toHaveAttribute('data-timer', 'paused');

    await userEvent.unhover(message);
    await expect(snackbar).toHaveAttribute('data-timer', 'running');
    await waitFor(() => expect(regionOf(canvasElement)).toHaveAttribute('data-state', 'idle'), {
      timeout: 4000,
    });
  },
};

/** Tabbing onto the action pauses the clock too, and focus stays where the user put it. */
export const PausesWhileFocused: Story = {
  render: () => (
    <ProviderDemo
      items={[{ message: MESSAGES.serverError, severity: 'warning', action: { kind: 'reload' } }]}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    const raise = canvas.getByRole('button', { name: 'Raise a snackbar' });
    await userEvent.click(raise);
    await expect(raise).toHaveFocus();
    await canvas.findByText(MESSAGES.serverError);

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Reload' })).toHaveFocus();
    const snackbar = canvas.getByText(MESSAGES.serverError).closest('[data-severity]');
    await expect(snackbar).toHaveAttribute('data-timer', 'paused');
  },
};

/**
 * On a phone the snackbar spans the width, less a margin, at the bottom, just above the Privacy Preferences tab:
 * a fixed strip at the top would sit over the header's navigation and search, or the form field that has focus
 * (WCAG 2.4.11), and one at the very bottom over the tab.
 */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  render: () => (
    <>
      <ProviderDemo items={[{ message: MESSAGES.playlistFull, severity: 'error', autoHideMs: 60_000 }]} />
      <PrivacyPreferencesTab />
    </>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Raise a snackbar' }));
    const snackbar = (await canvas.findByText(MESSAGES.playlistFull)).closest(
      '[data-severity]',
    ) as HTMLElement;
    // Measure where the snackbar rests, not where its entrance starts.
    await Promise.all(snackbar.getAnimations().map((animation) => animation.finished));
    const box = snackbar.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(box.top).toBeGreaterThan((window.innerHeight * 2) / 3);
    const tab = canvas.getByRole('button', { name: CONSENT_TEXT.tab }).getBoundingClientRect();
    await expect(box.bottom).toBeLessThanOrEqual(tab.top);
  },
};

/**
 * The app moves to another page (`dismissPage`, on a route change): the snackbar that answered the page it left
 * goes ("Video added to cart" is not news on the cart), and one raised for the next page (`scope: 'app'`) stays.
 */
export const GoesWithItsPage: Story = {
  render: () => (
    <SnackbarProvider>
      <RaiseButton
        items={[
          { message: MESSAGES.videoAddedToCart, severity: 'success', autoHideMs: 60_000 },
          { message: MESSAGES.cartPlaylistGone, severity: 'error', autoHideMs: 60_000, scope: 'app' },
        ]}
      />
      <MovePage />
    </SnackbarProvider>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Raise a snackbar' }));
    await expect(await canvas.findByText(MESSAGES.videoAddedToCart)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to the cart' }));
    await waitFor(() => expect(canvas.queryByText(MESSAGES.videoAddedToCart)).toBeNull());
    await expect(await canvas.findByText(MESSAGES.cartPlaylistGone)).toBeVisible();
    await expect(regionOf(canvasElement)).toHaveAttribute('data-state', 'showing');
  },
};

/** On a desktop the snackbar sits at the top centre. */
export const Desktop: Story = {
  globals: { viewport: { value: 'xl' } },
  render: () => (
    <ProviderDemo items={[{ message: MESSAGES.videoAddedToCart, severity: 'success', autoHideMs: 60_000 }]} />
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Raise a snackbar' }));
    const snackbar = (await canvas.findByText(MESSAGES.videoAddedToCart)).closest(
      '[data-severity]',
    ) as HTMLElement;
    await Promise.all(snackbar.getAnimations().map((animation) => animation.finished));
    const box = snackbar.getBoundingClientRect();
    await expect(box.top).toBeLessThan(window.innerHeight / 3);
    await expect(Math.abs(box.left + box.width / 2 - document.documentElement.clientWidth / 2)).toBeLessThan(
      2,
    );
  },
};
