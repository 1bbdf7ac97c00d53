import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { ROUTE_PROGRESS_TEXT, RouteProgressBar, type RouteProgressBarStatus } from '@clipmarket/ui';

const meta = {
  title: 'Components/RouteProgressBar/Features',
  // The component's docs page is its .mdx; these stories are for review and tests, not a second page.
  tags: ['!autodocs'],
  component: RouteProgressBar,
  parameters: {
    layout: 'fullscreen',
    docs: { story: { inline: false, iframeHeight: 96 } },
  },
} satisfies Meta<typeof RouteProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No route loading: nothing on screen, nothing for a screen reader. */
export const Idle: Story = {
  // No visual reference: nothing is on screen at its end.
  tags: ['!visual'],
  args: { status: 'idle' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
  },
};

/** A route's chunk is downloading: a segment travels along the top edge (still under reduced motion). */
export const Loading: Story = {
  // No visual reference: the same picture as Default (RouteProgressBar).
  tags: ['!visual'],
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    const progressbar = canvas.getByRole('progressbar', { name: ROUTE_PROGRESS_TEXT.loading });
    await expect(progressbar).not.toHaveAttribute('aria-valuenow');
  },
};

/** Loaded: the bar fills the width and fades out. */
export const Done: Story = {
  // No visual reference: nothing is on screen at its end.
  tags: ['!visual'],
  args: { status: 'done' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};

export const Mobile: Story = {
  args: { status: 'loading' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const box = (canvas.getByRole('progressbar').parentElement as HTMLElement).getBoundingClientRect();
    await expect(box.top).toBe(0);
    await expect(box.width).toBe(window.innerWidth);
  },
};

export const Desktop: Story = {
  args: { status: 'loading' },
  globals: { viewport: { value: 'xl' } },
  play: async ({ canvas }) => {
    const box = (canvas.getByRole('progressbar').parentElement as HTMLElement).getBoundingClientRect();
    await expect(box.width).toBe(window.innerWidth);
  },
};

function NavigationDemo() {
  const [status, setStatus] = useState<RouteProgressBarStatus>('idle');
  return (
    <div style={{ padding: 24, display: 'flex', gap: 12 }}>
      <RouteProgressBar status={status} />
      <button type="button" onClick={() => setStatus('loading')}>
        Go to search
      </button>
      <button type="button" onClick={() => setStatus('done')}>
        Chunk arrived
      </button>
    </div>
  );
}

/**
 * A navigation by keyboard: the bar appears and finishes, and Tab never stops on it (it is not a control),
 * so focus goes straight from one control of the page to the next.
 */
export const KeyboardOnly: Story = {
  render: () => <NavigationDemo />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Go to search' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('progressbar', { name: ROUTE_PROGRESS_TEXT.loading })).toBeVisible();

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Chunk arrived' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};
