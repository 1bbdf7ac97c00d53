import { displayTitle } from '@clipmarket/core';
import { videoDocumentFixture } from '@clipmarket/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { VideoPlayer, VIDEO_PLAYER_TEXT } from '@clipmarket/ui';
import { fakeBrightcoveAdapter, storyCaptions } from './VideoPlayer.stories';

const clip = videoDocumentFixture;
const title = displayTitle(clip);

const meta = {
  title: 'Components/VideoPlayer/Features',
  component: VideoPlayer,
  tags: ['!autodocs'],
  args: {
    title,
    src: clip.previewUrl,
    poster: clip.imgUrl,
    onStatusChange: fn(),
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VideoPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Held in `loading` from outside: a spinner over the poster and a status for screen readers. */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(VIDEO_PLAYER_TEXT.loading);
    await expect(canvas.getByRole('group', { name: title })).toHaveAttribute('data-state', 'loading');
  },
};

/** The file loaded: native controls, the captions track, and the keyboard shortcuts in the description. */
export const Ready: Story = {
  // No visual reference: the same picture as Default (VideoPlayer).
  tags: ['!visual'],
  args: { captions: storyCaptions },
  play: async ({ args, canvas, canvasElement }) => {
    await waitFor(() => expect(args.onStatusChange).toHaveBeenCalledWith('ready'));
    const video = canvasElement.querySelector('video');
    await expect(video).toHaveAttribute('controls');
    await expect(video).toHaveAccessibleName(title);
    await expect(video).toHaveAccessibleDescription(VIDEO_PLAYER_TEXT.shortcuts);
    await expect(canvasElement.querySelector('track')).toHaveAttribute('kind', 'captions');
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(canvas.getByText(VIDEO_PLAYER_TEXT.preview)).toBeVisible();
  },
};

/**
 * A clip 2 seconds long previewed from a shared 20-second footage (`previewUrl` ends in `#t=0,2`): the player
 * keeps to that span (its stops, replays and seeks are covered by the unit tests, whose server answers range
 * requests), under the "Preview" label; the watermark is burnt into the file.
 */
export const ClipSpan: Story = {
  args: { src: '/media/previews/clip-01.mp4#t=0,2', muted: true },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByText(VIDEO_PLAYER_TEXT.preview)).toBeVisible();
    await waitFor(() => expect(args.onStatusChange).toHaveBeenCalledWith('ready'));
    await expect(canvasElement.querySelector('video')?.getAttribute('src')).toMatch(/#t=0,2$/);
  },
};

/**
 * Keyboard: K plays and pauses, M mutes (the arrows' 5-second skip is covered by the unit test, whose
 * server answers range requests; a clip served without them cannot seek).
 */
export const Keyboard: Story = {
  args: { muted: true },
  play: async ({ args, canvasElement }) => {
    await waitFor(() => expect(args.onStatusChange).toHaveBeenCalledWith('ready'));
    const video = canvasElement.querySelector('video')!;
    video.focus();
    await userEvent.keyboard('m');
    await expect(video.muted).toBe(false);
    await userEvent.keyboard('m');
    await userEvent.keyboard('k');
    await waitFor(() => expect(video.paused).toBe(false));
    await userEvent.keyboard('k');
    await expect(video.paused).toBe(true);
  },
};

/** The file is missing: an alert over the poster and a retry that reloads it. */
export const MediaFailed: Story = {
  // No visual reference here: visual.components.test.tsx pictures this state at a width of its own (video-player-failed).
  tags: ['!visual'],
  args: { src: '/media/previews/missing-clip.mp4' },
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(VIDEO_PLAYER_TEXT.error);
    await userEvent.click(canvas.getByRole('button', { name: VIDEO_PLAYER_TEXT.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

/** Neither a file nor a Brightcove id: the poster and a sentence, nothing to play. */
export const NoMedia: Story = {
  args: { src: null },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(VIDEO_PLAYER_TEXT.noMedia)).toBeVisible();
    await expect(canvasElement.querySelector('video')).toBeNull();
    await expect(canvas.getByRole('group', { name: title })).toHaveAttribute('data-state', 'noMedia');
  },
};

/** With a Brightcove account: the adapter renders its player (a labelled stand-in here) instead. */
export const Brightcove: Story = {
  args: { brightcove: { videoId: '6312345678112', adapter: fakeBrightcoveAdapter() } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: /Brightcove player stand-in/ })).toBeVisible();
    await expect(canvasElement.querySelector('video')).toBeNull();
    await waitFor(() =>
      expect(canvas.getByRole('group', { name: title })).toHaveAttribute('data-state', 'ready'),
    );
  },
};

/** The Brightcove player reported an error: a solid panel over it, so nothing of it shows through. */
export const BrightcoveFailed: Story = {
  args: { brightcove: { videoId: '6312345678112', adapter: fakeBrightcoveAdapter({ fails: true }) } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(VIDEO_PLAYER_TEXT.error);
    // An opaque colour computes to rgb(); a see-through one to rgba().
    await expect(getComputedStyle(alert.parentElement!).backgroundColor).toMatch(/^rgb\(/);
    await expect(canvas.getByRole('button', { name: VIDEO_PLAYER_TEXT.retry })).toBeVisible();
  },
};

/** A phone: the player fills the width at 16:9. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onStatusChange).toHaveBeenCalledWith('ready'));
  },
};
