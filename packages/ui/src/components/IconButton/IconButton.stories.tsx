import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CloseIcon, IconButton, TrashIcon } from '@clipmarket/ui';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { label: 'Close', size: 'md', onClick: fn(), children: <CloseIcon /> },
  argTypes: { size: { control: 'inline-radio', options: ['md', 'sm'] }, children: { control: false } },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** The 32 px size, for notifications and chips. */
export const Small: Story = { args: { size: 'sm', label: 'Dismiss' } };

/** Another icon, with a label that says which item it acts on. */
export const Remove: Story = {
  args: { label: 'Remove Golden Retriever Catches Frisbee', children: <TrashIcon size={20} /> },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Remove Golden Retriever Catches Frisbee' }),
    ).toBeInTheDocument();
  },
};

export const Disabled: Story = { args: { disabled: true } };

/** Every prop as a control. */
export const Playground: Story = {};
