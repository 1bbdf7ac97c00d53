import { MESSAGES } from '@clipmarket/core';
import { PLAYLIST_UUIDS, playlistFixtures } from '@clipmarket/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { DOWNLOAD_STATUS_TEXT, DownloadStatus, type DownloadStatusStatus } from '@clipmarket/ui';

const playlist = playlistFixtures.find((list) => list.uuid === PLAYLIST_UUIDS.pets)!;
const longPlaylist = playlistFixtures.find((list) => list.uuid === PLAYLIST_UUIDS.roadTrips)!;

const meta = {
  title: 'Components/DownloadStatus/Features',
  component: DownloadStatus,
  tags: ['!autodocs'],
  args: {
    status: 'inProgress',
    playlistName: playlist.name,
    downloadUrl: `/downloads/${playlist.uuid}.zip`,
    onCancel: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof DownloadStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Fetching: Story = {
  args: { status: 'fetching' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(DOWNLOAD_STATUS_TEXT.fetching);
    await expect(canvas.getByRole('group')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** 'Download is currently in progress.': polled every 15 s, with Cancel. */
export const InProgress: Story = {
  // No visual reference here: visual.components.test.tsx pictures this state at a width of its own (download-in-progress).
  tags: ['!visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(MESSAGES.downloadInProgress);
    await expect(canvas.getByText(DOWNLOAD_STATUS_TEXT.pollHint(15))).toBeVisible();
    await expect(canvas.getByRole('button', { name: DOWNLOAD_STATUS_TEXT.cancel })).toBeVisible();
  },
};

/** A build under way: the bar shows the clips in the zip of those it will hold, and the bytes so far. */
export const InProgressWithProgress: Story = {
  args: { progress: { clipsDone: 3, clipsTotal: 12, bytesDone: 47_185_920 } },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: DOWNLOAD_STATUS_TEXT.progressLabel });
    await expect(bar).toHaveAttribute('value', '3');
    await expect(bar).toHaveAttribute('max', '12');
    const words = DOWNLOAD_STATUS_TEXT.progress(3, 12, '45 MB');
    await expect(bar).toHaveAttribute('aria-valuetext', words);
    await expect(canvas.getByText(words)).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(MESSAGES.downloadInProgress);
  },
};

/** Waiting its turn in the queue: nothing built yet, the bar empty and the words say so. */
export const InProgressQueued: Story = {
  args: { progress: { clipsDone: 0, clipsTotal: 1, bytesDone: 0 } },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: DOWNLOAD_STATUS_TEXT.progressLabel });
    await expect(bar).toHaveAttribute('value', '0');
    await expect(canvas.getByText('0 of 1 clip in the zip, 0 MB so far')).toBeVisible();
  },
};

/** Away from a /lists page the machine stops polling; the hint says when it resumes. */
export const InProgressPaused: Story = {
  args: { polling: 'paused' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(DOWNLOAD_STATUS_TEXT.pausedHint)).toBeVisible();
  },
};

export const Canceling: Story = {
  args: { status: 'canceling' },
  play: async ({ canvas, args, userEvent }) => {
    const cancel = canvas.getByRole('button', { name: DOWNLOAD_STATUS_TEXT.cancel });
    await expect(cancel).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(cancel);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** COMPLETED: the link to the zip. */
export const Completed: Story = {
  // No visual reference here: visual.components.test.tsx pictures this state at a width of its own (download-completed).
  tags: ['!visual'],
  args: { status: 'completed' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: DOWNLOAD_STATUS_TEXT.downloadLink(playlist.name) });
    await expect(link).toHaveAttribute('href', `/downloads/${playlist.uuid}.zip`);
    await expect(link).toHaveAttribute('download');
  },
};

export const Canceled: Story = {
  args: { status: 'canceled' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(MESSAGES.downloadCanceled);
    await userEvent.click(canvas.getByRole('button', { name: DOWNLOAD_STATUS_TEXT.restart }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The server's `errorMessage`, as the download service sent it. */
export const Failed: Story = {
  args: { status: 'failed', errorMessage: 'Playlist is empty, nothing to download.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Playlist is empty, nothing to download.');
    await expect(canvas.getByRole('button', { name: DOWNLOAD_STATUS_TEXT.retry })).toBeVisible();
  },
};

/** Without a message from the server: 'Server error.' */
export const FailedWithoutMessage: Story = {
  args: { status: 'failed', errorMessage: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(MESSAGES.serverError);
  },
};

/** A long name on a phone: the link's label wraps, with padding above and below it. */
export const LongPlaylistNameOnMobile: Story = {
  args: { status: 'completed', playlistName: longPlaylist.name },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: DOWNLOAD_STATUS_TEXT.downloadLink(longPlaylist.name) });
    await expect(link).toBeVisible();
    await expect(parseFloat(getComputedStyle(link).paddingTop)).toBeGreaterThanOrEqual(8);
    await expect(parseFloat(getComputedStyle(link).paddingBottom)).toBeGreaterThanOrEqual(8);
  },
};

function CancelFlow() {
  const [status, setStatus] = useState<DownloadStatusStatus>('inProgress');
  return (
    <DownloadStatus
      status={status}
      playlistName={playlist.name}
      onCancel={() => setStatus('canceling')}
      onRetry={() => setStatus('inProgress')}
    />
  );
}

/** Cancel from the keyboard: focus stays on the button while the cancel call runs (`aria-disabled`). */
export const CancelWithKeyboard: Story = {
  // No visual reference: the same picture as Canceling.
  tags: ['!visual'],
  render: () => <CancelFlow />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: DOWNLOAD_STATUS_TEXT.cancel })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent(DOWNLOAD_STATUS_TEXT.canceling);
    await expect(canvas.getByRole('button', { name: DOWNLOAD_STATUS_TEXT.cancel })).toHaveFocus();
  },
};
