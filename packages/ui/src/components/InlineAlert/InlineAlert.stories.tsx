import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { InlineAlert, RESULTS_GRID_TEXT } from '@clipmarket/ui';

const meta = {
  title: 'Primitives/InlineAlert',
  component: InlineAlert,
  args: { tone: 'error', children: RESULTS_GRID_TEXT.error },
  argTypes: {
    tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'error'] },
    role: { control: 'inline-radio', options: ['alert', 'status', 'none'] },
    title: { control: 'text' },
    children: { control: 'text' },
    action: { control: false },
    onRetry: { control: false },
  },
} satisfies Meta<typeof InlineAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A load that failed, with its retry (`onRetry`): a secondary small button. */
export const Default: Story = {
  args: { onRetry: fn(), retryLabel: RESULTS_GRID_TEXT.retry },
  play: async ({ canvas, args, userEvent }) => {
    // The alert is the words; the retry stands beside them, reached with Tab.
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(RESULTS_GRID_TEXT.error);
    await expect(alert).not.toHaveTextContent(RESULTS_GRID_TEXT.retry);
    await expect(alert.closest('[data-state]')).toHaveAttribute('data-state', 'error');
    const retry = canvas.getByRole('button', { name: RESULTS_GRID_TEXT.retry });
    await expect(retry).toHaveAttribute('data-variant', 'secondary');
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Every prop as a control. */
export const Playground: Story = {
  // No visual reference: Default's picture, with controls.
  tags: ['!visual'],
  args: { tone: 'info', title: 'Title', children: 'Message' },
};
