import { MESSAGES } from '@clipmarket/core';
import { PLAYLIST_UUIDS, playlistFixtures } from '@clipmarket/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { DOWNLOAD_STATUS_TEXT, DownloadStatus } from '@clipmarket/ui';

const playlist = playlistFixtures.find((list) => list.uuid === PLAYLIST_UUIDS.pets)!;

const meta = {
  title: 'Components/DownloadStatus',
  component: DownloadStatus,
  args: {
    status: 'inProgress',
    playlistName: playlist.name,
    downloadUrl: `/downloads/${playlist.uuid}.zip`,
    errorMessage: null,
    polling: 'waiting',
    onCancel: fn(),
    onRetry: fn(),
  },
  argTypes: {
    status: {
      control: 'select',
      options: ['fetching', 'inProgress', 'canceling', 'completed', 'canceled', 'failed'],
    },
    polling: { control: 'inline-radio', options: ['waiting', 'paused'] },
  },
} satisfies Meta<typeof DownloadStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(MESSAGES.downloadInProgress);
    await userEvent.click(canvas.getByRole('button', { name: DOWNLOAD_STATUS_TEXT.cancel }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** Every prop as a control: step `status` through the machine's states. */
export const Playground: Story = {
  // No visual reference: Default's picture, with controls.
  tags: ['!visual'],
};
