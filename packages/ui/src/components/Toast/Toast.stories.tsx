import { MESSAGES, OVERLAY_TEXT } from '@clipmarket/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Toast } from '@clipmarket/ui';

const meta = {
  title: 'Components/Toast',
  component: Toast,
  args: {
    title: 'Signed out',
    message: MESSAGES.sessionExpired,
    severity: 'warning',
    status: 'showing',
    onClose: fn(),
  },
  argTypes: {
    severity: { control: 'inline-radio', options: ['info', 'success', 'warning', 'error'] },
    status: { control: 'inline-radio', options: ['showing', 'hiding'] },
  },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText(MESSAGES.sessionExpired)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: OVERLAY_TEXT.close }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Every prop as a control. */
export const Playground: Story = {
  // No visual reference: Default's picture, with controls.
  tags: ['!visual'],
  args: { title: undefined, message: MESSAGES.linkCopied, severity: 'success' },
};
