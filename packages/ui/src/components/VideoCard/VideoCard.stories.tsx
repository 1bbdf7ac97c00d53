import { css } from '@emotion/react';
import { ACI_VALUES, CLEARANCE_LABELS, PAGES, ROLES } from '@clipmarket/core';
import { videoFixtures, videoGrid } from '@clipmarket/mocks';
import { VideoCard, type VideoCardLinkProps } from '@clipmarket/ui';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

/**
 * Storybook's canvas is one page: a real navigation would replace the story. This link keeps the href
 * (hover it to see where it goes) and stops there. Apps pass their router's link, e.g. wouter's `Link`.
 */
export function StoryLink({ href, children, onClick, ...props }: VideoCardLinkProps) {
  return (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
      }}
    >
      {children}
    </a>
  );
}

/** A card takes its container's width; give a lone card the width of a grid column. */
export const CardWidth: Decorator = (Story, { parameters }) =>
  parameters['cardWidth'] === 'container' ? (
    <Story />
  ) : (
    <div style={{ maxWidth: 320 }}>
      <Story />
    </div>
  );

const meta = {
  title: 'Components/VideoCard',
  component: VideoCard,
  excludeStories: ['StoryLink', 'CardWidth'],
  args: {
    video: videoFixtures.cleared,
    href: PAGES.view.href({ videoId: videoFixtures.cleared.jmId }),
    linkComponent: StoryLink,
    onSave: fn(),
    onOpen: fn(),
    onStatusChange: fn(),
  },
  argTypes: {
    linkComponent: { control: false },
    status: { control: 'inline-radio', options: [undefined, 'idle', 'previewing', 'empty'] },
    previewMode: { control: 'inline-radio', options: ['auto', 'hover', 'tap'] },
    headingLevel: { control: 'select', options: [2, 3, 4, 5, 6] },
  },
  decorators: [CardWidth],
} satisfies Meta<typeof VideoCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('JV#1254381')).toBeVisible();
    await expect(canvas.getByRole('link', { name: videoFixtures.cleared.publishingTitle })).toHaveAttribute(
      'href',
      PAGES.view.href({ videoId: '1254381' }),
    );
  },
};

/** Every prop as a control; the clip itself is editable in the `video` object. */
export const Playground: Story = {
  // No visual reference: Default's picture, with controls.
  tags: ['!visual'],
  args: {
    video: { ...videoFixtures.longTitle, rsa: true },
    href: PAGES.view.href({ videoId: videoFixtures.longTitle.jmId }),
    isFav: false,
    inCart: false,
    viewerRoles: [ROLES.riffUser],
    previewMode: 'auto',
    headingLevel: 3,
  },
};

/** A results grid of the fixture clips: every clearance, a long title, a saved clip and one in the cart. */
/** 1, 2 or 4 columns, as the app's grids. */
const gridOfCards = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.5rem 1rem;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 576px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (min-width: 992px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

/** Cards in the app's columns, with the shop's "from" price. */
export const Grid: Story = {
  args: { fromPrice: '$49' },
  parameters: { cardWidth: 'container' },
  render: (args) => (
    <ul css={gridOfCards}>
      {videoGrid.map((video, index) => (
        <li key={video.jmId} style={{ display: 'grid' }}>
          <VideoCard
            {...args}
            video={video}
            href={PAGES.view.href({ videoId: video.jmId })}
            inCart={index === 2}
          />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(videoGrid.length);
    for (const aci of ACI_VALUES) {
      await expect(canvas.getAllByText(CLEARANCE_LABELS[aci].label, { exact: true }).length).toBeGreaterThan(
        0,
      );
    }
  },
};
