import { MESSAGES, OVERLAY_TEXT } from '@clipmarket/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import {
  CONSENT_TEXT,
  PrivacyPreferencesTab,
  Toast,
  ToastProvider,
  useToast,
  type ToastOptions,
} from '@clipmarket/ui';

/** A flow somewhere in the app that raises toasts. */
function ShowButton({ toasts, label = 'Show toasts' }: { toasts: ToastOptions[]; label?: string }) {
  const { show } = useToast();
  return (
    <button type="button" onClick={() => toasts.forEach((toast) => show(toast))}>
      {label}
    </button>
  );
}

function ProviderDemo({ toasts, label }: { toasts: ToastOptions[]; label?: string }) {
  return (
    <ToastProvider>
      <ShowButton toasts={toasts} label={label} />
    </ToastProvider>
  );
}

/** The region root around the two live containers, where `data-state` is written. */
function regionOf(canvasElement: HTMLElement) {
  return within(canvasElement).getByRole('status').parentElement as HTMLElement;
}

// Long enough to review the stack by eye; the 5 s default is proven by the unit test with fake timers.
const REVIEW_MS = 60_000;

const meta = {
  title: 'Components/Toast/Features',
  // The component's docs page is its .mdx; these stories are for review and tests, not a second page.
  tags: ['!autodocs'],
  component: Toast,
  args: { message: MESSAGES.linkCopied, onClose: fn() },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  args: { severity: 'info', message: MESSAGES.downloadInProgress },
  play: async ({ canvas }) => {
    const toast = canvas.getByText(MESSAGES.downloadInProgress).closest('[data-severity]');
    await expect(toast).toHaveAttribute('data-severity', 'info');
  },
};

export const Success: Story = {
  args: { severity: 'success', title: 'Saved', message: MESSAGES.videoAddedToPlaylist },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Saved')).toBeVisible();
    const toast = canvas.getByText(MESSAGES.videoAddedToPlaylist).closest('[data-severity]');
    await expect(toast).toHaveAttribute('data-severity', 'success');
  },
};

export const Error: Story = {
  args: { severity: 'error', message: MESSAGES.serverError },
  play: async ({ canvas, args, userEvent }) => {
    const toast = canvas.getByText(MESSAGES.serverError).closest('[data-severity]');
    await expect(toast).toHaveAttribute('data-severity', 'error');
    await userEvent.click(canvas.getByRole('button', { name: OVERLAY_TEXT.close }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** The longest catalogue message wraps; nothing scrolls sideways. */
export const LongMessage: Story = {
  args: { severity: 'error', title: 'Could not create the list', message: MESSAGES.maxListsReached },
  play: async ({ canvas }) => {
    const toast = canvas.getByText(MESSAGES.maxListsReached).closest('[data-severity]') as HTMLElement;
    await expect(toast.scrollWidth).toBeLessThanOrEqual(toast.clientWidth);
  },
};

/** The session-expired message (`MESSAGES.sessionExpired`), raised through the provider. */
export const SessionExpired: Story = {
  render: () => (
    <ProviderDemo
      label="Expire the session"
      toasts={[{ message: MESSAGES.sessionExpired, severity: 'warning', autoHideMs: REVIEW_MS }]}
    />
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Expire the session' }));
    // The toast's view loads on the first show, so the first toast arrives a moment after the click.
    await expect(await within(canvas.getByRole('status')).findByText(MESSAGES.sessionExpired)).toBeVisible();
    await expect(regionOf(canvasElement)).toHaveAttribute('data-state', 'showing');
  },
};

/** Unlike the snackbar, several toasts show at once, oldest on top; errors sit nearest the corner. */
export const Stacked: Story = {
  render: () => (
    <ProviderDemo
      toasts={[
        { message: MESSAGES.linkCopied, severity: 'success', autoHideMs: REVIEW_MS },
        { title: 'Download', message: MESSAGES.downloadInProgress, autoHideMs: REVIEW_MS },
        { message: MESSAGES.sessionExpired, severity: 'warning', autoHideMs: REVIEW_MS },
        { message: MESSAGES.serverError, severity: 'error', autoHideMs: REVIEW_MS },
      ]}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toasts' }));
    for (const text of [
      MESSAGES.linkCopied,
      MESSAGES.downloadInProgress,
      MESSAGES.sessionExpired,
      MESSAGES.serverError,
    ]) {
      await expect(await canvas.findByText(text)).toBeVisible();
    }
    await expect(within(canvas.getByRole('alert')).getByText(MESSAGES.serverError)).toBeVisible();

    await userEvent.click(
      canvas.getByRole('button', { name: OVERLAY_TEXT.close, description: MESSAGES.linkCopied }),
    );
    await waitFor(() => expect(canvas.queryByText(MESSAGES.linkCopied)).not.toBeInTheDocument());
    await expect(canvas.getByText(MESSAGES.downloadInProgress)).toBeVisible();
  },
};

/** Hover a toast and its clock stops; leave it and the full delay starts again. */
export const PausesWhileHovered: Story = {
  // No visual reference: the same picture as Stacked.
  tags: ['!visual'],
  render: () => <ProviderDemo toasts={[{ message: MESSAGES.sessionExpired, autoHideMs: 1500 }]} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toasts' }));
    const message = await canvas.findByText(MESSAGES.sessionExpired);
    const toast = message.closest('[data-severity]');

    await userEvent.hover(message);
    await expect(toast).toHaveAttribute('data-timer', 'paused');
    await userEvent.unhover(message);
    await expect(toast).toHaveAttribute('data-timer', 'running');
    await waitFor(() => expect(regionOf(canvasElement)).toHaveAttribute('data-state', 'idle'), {
      timeout: 4000,
    });
  },
};

/**
 * On a phone the stack spans the width, less a margin, at the bottom, just above the Privacy Preferences tab,
 * where it covers neither the header's navigation nor the tab.
 */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  render: () => (
    <>
      <ProviderDemo
        toasts={[
          {
            title: 'Signed out',
            message: MESSAGES.sessionExpired,
            severity: 'warning',
            autoHideMs: REVIEW_MS,
          },
          { message: MESSAGES.linkCopied, severity: 'success', autoHideMs: REVIEW_MS },
        ]}
      />
      <PrivacyPreferencesTab />
    </>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toasts' }));
    for (const text of [MESSAGES.sessionExpired, MESSAGES.linkCopied]) {
      const toast = (await canvas.findByText(text)).closest('[data-severity]') as HTMLElement;
      // Measure where the toast rests, not where its entrance starts.
      await Promise.all(toast.getAnimations().map((animation) => animation.finished));
      const box = toast.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(0);
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
      const tab = canvas.getByRole('button', { name: CONSENT_TEXT.tab }).getBoundingClientRect();
      await expect(box.bottom).toBeLessThanOrEqual(tab.top);
    }
  },
};
