import { displayTitle } from '@clipmarket/core';
import { videoDocumentFixture } from '@clipmarket/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { VideoPlayer, type BrightcovePlayerProps } from '@clipmarket/ui';

/** English captions for the fixture clip, inline so the story needs no file. */
export const storyCaptions = [
  {
    src: `data:text/vtt;charset=utf-8,${encodeURIComponent(
      'WEBVTT\n\n00:00.000 --> 00:04.000\n[Dog barks] Go get it, Murphy!\n\n00:04.000 --> 00:09.000\n[Crowd cheers]\n',
    )}`,
    srcLang: 'en',
    label: 'English',
  },
];

/**
 * A stand-in for the app's Brightcove adapter: a labelled placeholder that reports ready (or, with
 * `fails`, an error) on mount. Stories never load Brightcove's script.
 */
export function fakeBrightcoveAdapter({ fails = false } = {}) {
  return function FakeBrightcovePlayer({ videoId, title, onReady, onError }: BrightcovePlayerProps) {
    useEffect(() => {
      if (fails) onError();
      else onReady();
    }, [onReady, onError]);
    return (
      <div
        role="img"
        aria-label={`Brightcove player stand-in: ${title} (video ${videoId})`}
        style={{
          display: 'grid',
          placeItems: 'center',
          border: '2px dashed currentColor',
          borderRadius: 12,
          padding: 16,
          textAlign: 'center',
        }}
      >
        Brightcove player stand-in · video {videoId}
      </div>
    );
  };
}

const clip = videoDocumentFixture;

const meta = {
  title: 'Components/VideoPlayer',
  component: VideoPlayer,
  excludeStories: ['storyCaptions', 'fakeBrightcoveAdapter'],
  args: {
    title: displayTitle(clip),
    src: clip.previewUrl,
    poster: clip.imgUrl,
    captions: storyCaptions,
    onStatusChange: fn(),
    onRetry: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: [undefined, 'loading', 'ready', 'error', 'noMedia'] },
    brightcove: { control: false },
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

/** A local preview file in the native player, with its poster and captions. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: displayTitle(clip) });
    await waitFor(() => expect(group).toHaveAttribute('data-state', 'ready'));
  },
};

/** Every prop as a control. */
export const Playground: Story = {
  // No visual reference: Default's picture, with controls.
  tags: ['!visual'],
  args: { muted: true, autoPlay: false },
};
