import { formatMessage } from '@clipmarket/core';
import { playlistFixtures, fullPlaylistFixture } from '@clipmarket/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PLAYLIST_POPUP_TEXT, PlaylistPopupTrigger, BulkPlaylistPopup } from '@clipmarket/ui';

const meta = {
  title: 'Components/BulkPlaylistPopup',
  component: BulkPlaylistPopup,
  // Closed behind a trigger, so the docs page (several stories at once) stays usable.
  args: {
    trigger: (props) => (
      <PlaylistPopupTrigger {...props}>{PLAYLIST_POPUP_TEXT.bulkTrigger}</PlaylistPopupTrigger>
    ),
    selectedCount: 12,
    playlists: [...playlistFixtures, fullPlaylistFixture],
    onOpenChange: fn(),
    onAdd: fn(),
    onCreatePlaylist: fn(),
    onRetry: fn(),
  },
  argTypes: {
    trigger: { control: false },
    open: { control: 'boolean' },
    status: { control: 'inline-radio', options: ['loading', 'ready', 'error'] },
    createStatus: { control: 'inline-radio', options: ['idle', 'submitting', 'failed', 'created'] },
  },
} satisfies Meta<typeof BulkPlaylistPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  // The docs page shows it open: in its own frame, where the play function runs and the modal has room
  // (a modal rendered inline would cover the whole docs page).
  parameters: { docs: { story: { inline: false, height: '640px' } } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: PLAYLIST_POPUP_TEXT.bulkTrigger }));
    await expect(canvas.getByRole('dialog', { name: formatMessage.videosSelected(12) })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Pets' }));
    await expect(args.onAdd).toHaveBeenCalledWith(expect.objectContaining({ name: 'Pets' }));
  },
};

/** Every prop as a control: the row states live in the `playlists` objects (`status`, `message`, `download`). */
export const Playground: Story = {
  // No visual reference: Default's picture, with controls.
  tags: ['!visual'],
  args: {
    status: 'ready',
    selectedCount: 3,
    createStatus: 'idle',
    playlists: [
      { ...playlistFixtures[0]!, status: 'changed' },
      { ...playlistFixtures[1]!, status: 'toggling' },
      { ...playlistFixtures[2]!, download: 'inProgress' },
      { ...fullPlaylistFixture, status: 'failed' },
    ],
  },
};
