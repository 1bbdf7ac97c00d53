import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CloseIcon, IconButton, SearchIcon, theme, TrashIcon } from '@clipmarket/ui';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { label: 'Close', size: 'md', tone: 'default', onClick: fn(), children: <CloseIcon /> },
  argTypes: {
    size: { control: 'inline-radio', options: ['md', 'sm'] },
    tone: { control: 'inline-radio', options: ['default', 'inverse'] },
    children: { control: false },
  },
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

/** The `inverse` tone on a dark bar, as in an app's header: the bar's text colour, lighter under the pointer. */
export const OnDarkBar: Story = {
  args: { tone: 'inverse', label: 'Search clips', children: <SearchIcon /> },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, background: theme.color.surfaceInverse, color: theme.color.textInverse }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Search clips' });
    await expect(getComputedStyle(button).color).toBe(getComputedStyle(button.parentElement!).color);
  },
};

export const Disabled: Story = { args: { disabled: true } };

/** Every prop as a control. */
export const Playground: Story = {};
