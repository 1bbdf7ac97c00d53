import { formatJvId, displayTitle } from '@clipmarket/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PLAYLIST_POPUP_TEXT, PlaylistPopup, PlaylistPopupTrigger } from '@clipmarket/ui';
import { popupPlaylistsFor, storyClip } from './playlistPopupStoryData';

const meta = {
  title: 'Components/PlaylistPopup',
  component: PlaylistPopup,
  // Closed behind a trigger, so the docs page (several stories at once) stays usable.
  args: {
    trigger: (props) => <PlaylistPopupTrigger {...props} />,
    playlists: popupPlaylistsFor(),
    clipLabel: `${formatJvId(storyClip.jmId)} · ${displayTitle(storyClip)}`,
    onOpenChange: fn(),
    onToggle: fn(),
    onCreatePlaylist: fn(),
    onRetry: fn(),
  },
  argTypes: {
    trigger: { control: false },
    open: { control: 'boolean' },
    status: { control: 'inline-radio', options: ['loading', 'ready', 'error'] },
    createStatus: { control: 'inline-radio', options: ['idle', 'submitting', 'failed', 'created'] },
  },
} satisfies Meta<typeof PlaylistPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  // The docs page shows it open: in its own frame, where the play function runs and the modal has room
  // (a modal rendered inline would cover the whole docs page).
  parameters: { docs: { story: { inline: false, height: '640px' } } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: PLAYLIST_POPUP_TEXT.title }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByRole('dialog', { name: PLAYLIST_POPUP_TEXT.title })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Pets' })).not.toBeChecked();
  },
};

/** Every prop as a control: the row states live in the `playlists` objects (`status`, `message`, `download`). */
export const Playground: Story = {
  // No visual reference: Default's picture, with controls.
  tags: ['!visual'],
  args: {
    status: 'ready',
    defaultFilter: '',
    createStatus: 'idle',
    playlists: popupPlaylistsFor().map((list, index) =>
      index === 1 ? { ...list, status: 'toggling' } : index === 2 ? { ...list, download: 'completed' } : list,
    ),
  },
};
