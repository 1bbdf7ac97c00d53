import { PAGES } from '@clipmarket/core';
import { catalogueLibraryFixture, feedCardOf, findClip, videoFixtures } from '@clipmarket/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { StoryLink } from '../VideoCard/VideoCard.stories';
import { WireItem } from '@clipmarket/ui';

/** The wire's clips as the feed answers them: the golden retriever, acquired on the latest day. */
export const wireClip = feedCardOf(findClip(catalogueLibraryFixture, videoFixtures.cleared.jmId)!.document);

const meta = {
  title: 'Components/WireItem',
  component: WireItem,
  excludeStories: ['wireClip'],
  args: {
    video: wireClip,
    href: PAGES.view.href({ videoId: wireClip.jmId }),
    linkComponent: StoryLink,
    onSave: fn(),
    onOpen: fn(),
  },
  argTypes: {
    linkComponent: { control: false },
    layout: { control: 'inline-radio', options: ['grid', 'list'] },
    headingLevel: { control: 'select', options: [2, 3, 4, 5, 6] },
  },
  decorators: [
    (Story, { args }) => (
      <div style={{ maxWidth: args.layout === 'list' ? 720 : 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WireItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('JV#1254381')).toBeVisible();
    await expect(canvas.getByText('20 Oct 26')).toBeVisible();
  },
};

/** Every prop as a control. */
export const Playground: Story = {
  // No visual reference: Default's picture, with controls.
  tags: ['!visual'],
  args: { layout: 'list', isFav: false, inCart: false, headingLevel: 3 },
};
