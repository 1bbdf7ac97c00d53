import { CARD_TEXT, CLEARANCE_LABELS, MESSAGES, type FeedCard, PAGES } from '@clipmarket/core';
import { catalogueLibraryFixture, feedCardOf, findClip, videoFixtures } from '@clipmarket/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { StoryLink } from '../VideoCard/VideoCard.stories';
import { WireItem, WIRE_ITEM_TEXT } from '@clipmarket/ui';
import { wireClip } from './WireItem.stories';

const clipOf = (jmId: string): FeedCard => feedCardOf(findClip(catalogueLibraryFixture, jmId)!.document);
const longTitle = clipOf(videoFixtures.longTitle.jmId);
const untitled = clipOf(videoFixtures.untitled.jmId);
const detail = (video: FeedCard) => PAGES.view.href({ videoId: video.jmId });

const meta = {
  title: 'Components/WireItem/Features',
  component: WireItem,
  tags: ['!autodocs'],
  args: {
    video: wireClip,
    href: detail(wireClip),
    linkComponent: StoryLink,
    onSave: fn(),
    onOpen: fn(),
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

/** Grid mode: a card, the length on the poster, the acquisition day under the id. */
export const GridCard: Story = {
  // No visual reference: the same picture as Default (WireItem).
  tags: ['!visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toHaveAttribute('data-layout', 'grid');
    await expect(canvas.getByText(WIRE_ITEM_TEXT.acquired)).toBeVisible();
    await expect(canvas.getByText(CLEARANCE_LABELS.GREEN.label)).toBeVisible();
  },
};

/** List mode: a row with the day, the length in words and the clearance beside the poster. */
export const ListRow: Story = {
  args: { layout: 'list' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toHaveAttribute('data-layout', 'list');
    await expect(canvas.getByText(WIRE_ITEM_TEXT.duration)).toBeVisible();
    await expect(canvas.getByText('00:24', { selector: 'dd' })).toBeVisible();
  },
};

/** Over 55 characters: clamped to two lines in both layouts. */
export const LongTitle: Story = {
  args: { video: longTitle, href: detail(longTitle), inCart: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: longTitle.publishingTitle ?? '' })).toBeVisible();
    await expect(canvas.getByText(CARD_TEXT.inCart)).toBeVisible();
  },
};

/** Neither publishingTitle nor title: 'No Title'. */
export const Untitled: Story = {
  args: { video: untitled, href: detail(untitled), layout: 'list' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: MESSAGES.noTitle })).toBeVisible();
  },
};

/** An entry without a clip id: 'No Video Found!', nothing to open or save. */
export const NoVideoFound: Story = {
  args: { video: { ...wireClip, jmId: '' }, href: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(MESSAGES.noVideoFound)).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Tab reaches the title, then the save toggle; Enter presses it. */
export const Keyboard: Story = {
  args: { isFav: true },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: wireClip.publishingTitle ?? '' })).toHaveFocus();
    await userEvent.tab();
    const save = canvas.getByRole('button', { name: CARD_TEXT.save('JV#1254381') });
    await expect(save).toHaveFocus();
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith(wireClip);
  },
};

/** A phone: the row keeps the poster small and the title wraps. */
export const MobileList: Story = {
  args: { layout: 'list', video: longTitle, href: detail(longTitle) },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: CARD_TEXT.save('JV#1277640-1') })).toBeVisible();
  },
};
