import { displayTitle, type VideoDocument } from '@clipmarket/core';
import { latestFeedFixture, videoDetailsFixture, videoDocumentFixture } from '@clipmarket/mocks';
import { ResultsGrid, VideoPlayer, VideoDetails } from '@clipmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { primaryButton, secondaryButton } from '../../primitives/styles';
import { StoryLink } from '../VideoCard/VideoCard.stories';

/** The player the page puts in the player slot. */
export function storyPlayer(video: VideoDocument) {
  return <VideoPlayer title={displayTitle(video)} src={video.previewUrl} poster={video.imgUrl} />;
}

/**
 * Stand-ins for the app's action buttons (licence adds to cart, the save toggle opens the playlist modal). The
 * licence action is the page's main action (`primary`); saving sits beside it (`secondary`).
 */
export function StoryAction({
  children,
  variant,
  onClick,
}: {
  children: string;
  variant: 'primary' | 'secondary';
  onClick?: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      css={variant === 'primary' ? primaryButton : secondaryButton}
      data-variant={variant}
    >
      {children}
    </button>
  );
}

/** The similar clips slot: a grid of cards. */
export const storySimilar = (
  <ResultsGrid
    cards={latestFeedFixture.data.slice(1, 9)}
    linkComponent={StoryLink}
    label="Similar clips"
    previewMode="tap"
  />
);

const meta = {
  title: 'Components/VideoDetails',
  component: VideoDetails,
  excludeStories: ['storyPlayer', 'StoryAction', 'storySimilar'],
  args: {
    status: 'ready',
    video: videoDocumentFixture,
    signedIn: true,
    additionalInfo: videoDetailsFixture,
    player: storyPlayer(videoDocumentFixture),
    saveAction: <StoryAction variant="secondary">Save to playlist</StoryAction>,
    licenceAction: <StoryAction variant="primary">License this clip</StoryAction>,
    similarClips: storySimilar,
    onRetry: fn(),
    onRetryAdditionalInfo: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'ready', 'error'] },
    additionalInfoStatus: { control: 'inline-radio', options: ['loading', 'ready', 'error'] },
    player: { control: false },
    saveAction: { control: false },
    licenceAction: { control: false },
    similarClips: { control: false },
  },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 1280, margin: '0 auto' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VideoDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A signed-in buyer on a desktop: player, title block, actions, details, description, tags, additional info. */
export const Default: Story = {
  globals: { viewport: { value: 'xl' } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: displayTitle(videoDocumentFixture) }),
    ).toBeVisible();
  },
};

/** Every prop as a control. */
export const Playground: Story = {
  // No visual reference: Default's picture, with controls.
  tags: ['!visual'],
};
