import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CREATE_PLAYLIST_TEXT, CreatePlaylistInput } from '@clipmarket/ui';

const meta = {
  title: 'Components/CreatePlaylistInput',
  component: CreatePlaylistInput,
  args: { onCreate: fn() },
  argTypes: {
    status: { control: 'inline-radio', options: ['idle', 'submitting', 'failed', 'created'] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CreatePlaylistInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: CREATE_PLAYLIST_TEXT.label }),
      '  Summer   clips ',
    );
    await userEvent.click(canvas.getByRole('button', { name: CREATE_PLAYLIST_TEXT.submit }));
    await expect(args.onCreate).toHaveBeenCalledWith('Summer clips');
  },
};

/** Every prop as a control: drive `status` and `serverMessage` as the create call would. */
export const Playground: Story = {
  // No visual reference: Default's picture, with controls.
  tags: ['!visual'],
  args: {
    status: 'failed',
    serverMessage: 'List name must be unique',
    defaultValue: 'Pets',
    label: CREATE_PLAYLIST_TEXT.label,
  },
};
