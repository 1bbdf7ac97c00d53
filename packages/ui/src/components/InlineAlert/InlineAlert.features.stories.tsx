import { MESSAGES } from '@clipmarket/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import {
  Button,
  CART_TEXT,
  InlineAlert,
  InlineAlertRegion,
  PLAYLIST_POPUP_TEXT,
  TEAM_INVITATION_CARD_TEXT,
  USAGE_DECLARATION_TEXT,
} from '@clipmarket/ui';

const meta = {
  title: 'Primitives/InlineAlert/Features',
  // The component's docs page is its .mdx; these stories are for review and tests, not a second page.
  tags: ['!autodocs'],
  component: InlineAlert,
} satisfies Meta<typeof InlineAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Something to know before going on: a status, read when the reader is free. */
export const Info: Story = {
  args: { tone: 'info', children: CART_TEXT.notCompleted },
  play: async ({ canvas }) => {
    const root = canvas.getByRole('status').closest('[data-state]');
    await expect(root).toHaveAttribute('data-state', 'info');
    await expect(root?.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** It worked. */
export const Success: Story = {
  args: { tone: 'success', children: USAGE_DECLARATION_TEXT.saved },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status').closest('[data-state]')).toHaveAttribute('data-state', 'success');
  },
};

/** Take care: why an invitation cannot be used. */
export const Warning: Story = {
  args: { tone: 'warning', children: TEAM_INVITATION_CARD_TEXT.otherAddress },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status').closest('[data-state]')).toHaveAttribute('data-state', 'warning');
  },
};

/** It failed after the user's action: an alert, which interrupts. */
export const Error: Story = {
  args: { tone: 'error', children: MESSAGES.serverError },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert').closest('[data-state]')).toHaveAttribute('data-state', 'error');
  },
};

/** A title above the message, and more than one line of message. */
export const WithTitle: Story = {
  args: {
    tone: 'error',
    title: CART_TEXT.failed,
    children: <p>{MESSAGES.serverError}</p>,
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(CART_TEXT.failed);
    await expect(alert).toHaveTextContent(MESSAGES.serverError);
  },
};

/** A list of the server's answers, as the sign-in form shows them. */
export const WithList: Story = {
  args: {
    tone: 'error',
    children: (
      <ul>
        <li>{MESSAGES.listNameEmpty}</li>
        <li>{MESSAGES.playlistNameTooShort}</li>
      </ul>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

const onRetry = fn();

/** A retry beside the message: secondary and small, chosen by the caller. */
export const WithAction: Story = {
  args: {
    tone: 'error',
    children: PLAYLIST_POPUP_TEXT.loadFailed,
    action: (
      <Button size="sm" onClick={onRetry}>
        {PLAYLIST_POPUP_TEXT.retry}
      </Button>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    const retry = canvas.getByRole('button', { name: PLAYLIST_POPUP_TEXT.retry });
    await expect(retry).toHaveAttribute('data-variant', 'secondary');
    await userEvent.click(retry);
    await expect(onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The longest message of the catalogue on a phone: it wraps, nothing scrolls sideways. */
export const LongTextOnPhone: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { tone: 'error', children: MESSAGES.maxListsReached },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert').closest('[data-state]') as HTMLElement;
    await expect(alert.scrollWidth).toBeLessThanOrEqual(alert.clientWidth);
  },
};

/** On a phone the retry goes under the message rather than squeezing it. */
export const WithActionOnPhone: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: {
    tone: 'error',
    children: PLAYLIST_POPUP_TEXT.loadFailed,
    action: <Button size="sm">{PLAYLIST_POPUP_TEXT.retry}</Button>,
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: PLAYLIST_POPUP_TEXT.retry }).getBoundingClientRect();
    const text = canvas.getByText(PLAYLIST_POPUP_TEXT.loadFailed).getBoundingClientRect();
    await expect(button.top).toBeGreaterThanOrEqual(text.bottom);
  },
};

/** A form's refusal: the region is on the page from the start, so what appears in it is announced. */
function RefusalDemo() {
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <Button css={{ justifySelf: 'start' }} onClick={() => setRefusal(MESSAGES.listNameNotUnique)}>
        Save
      </Button>
      <InlineAlertRegion>{refusal}</InlineAlertRegion>
    </div>
  );
}

/** `InlineAlertRegion`: a live region the form keeps mounted, the alert in it with no role of its own. */
export const InsideALiveRegion: Story = {
  render: () => <RefusalDemo />,
  play: async ({ canvas, userEvent }) => {
    const region = canvas.getByRole('alert');
    await expect(region).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(region).toHaveTextContent(MESSAGES.listNameNotUnique);
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);
  },
};
