import { MESSAGES, OVERLAY_TEXT, PAGES } from '@clipmarket/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Snackbar } from '@clipmarket/ui';

const meta = {
  title: 'Components/Snackbar',
  component: Snackbar,
  args: {
    message: MESSAGES.videoAddedToPlaylist,
    severity: 'info',
    status: 'showing',
    onClose: fn(),
    onAction: fn(),
  },
  argTypes: {
    severity: { control: 'inline-radio', options: ['info', 'success', 'warning', 'error'] },
    status: { control: 'inline-radio', options: ['showing', 'hiding'] },
  },
} satisfies Meta<typeof Snackbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText(MESSAGES.videoAddedToPlaylist)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: OVERLAY_TEXT.close }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Every prop as a control: try each severity, an action and the exit state. */
export const Playground: Story = {
  // No visual reference: Default's picture, with controls.
  tags: ['!visual'],
  args: {
    message: MESSAGES.videoAddedToCart,
    severity: 'success',
    action: { kind: 'view', href: PAGES.checkout.href(), label: 'View' },
  },
};
