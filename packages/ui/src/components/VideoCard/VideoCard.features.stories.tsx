import {
  CARD_ICON_LABELS,
  CARD_TEXT,
  CLEARANCE_LABELS,
  LIMITS,
  MESSAGES,
  PAGES,
  ROLES,
  type VideoCardData,
} from '@clipmarket/core';
import { videoFixtures } from '@clipmarket/mocks';
import { VideoCard } from '@clipmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { CardWidth, StoryLink } from './VideoCard.stories';

const detail = (video: VideoCardData) => PAGES.view.href({ videoId: video.jmId });

const meta = {
  title: 'Components/VideoCard/Features',
  component: VideoCard,
  tags: ['!autodocs'],
  args: {
    video: videoFixtures.cleared,
    href: detail(videoFixtures.cleared),
    linkComponent: StoryLink,
    onSave: fn(),
    onOpen: fn(),
  },
  decorators: [CardWidth],
} satisfies Meta<typeof VideoCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** GREEN: advertising use, talent releases on file. */
export const Cleared: Story = {
  // No visual reference: the same picture as Default (VideoCard).
  tags: ['!visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByText(CLEARANCE_LABELS.GREEN.label, { exact: true })).toBeVisible();
    await expect(
      canvas.getByRole('img', {
        name: `${CARD_ICON_LABELS.advertising}, ${CLEARANCE_LABELS.GREEN.label} (${CLEARANCE_LABELS.GREEN.detail})`,
      }),
    ).toHaveAttribute('data-aci', 'GREEN');
  },
};

/** YELLOW: the buyer has to ask before using the clip in advertising. */
export const InquireForAdvertising: Story = {
  args: { video: videoFixtures.inquire, href: detail(videoFixtures.inquire) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(CLEARANCE_LABELS.YELLOW.label, { exact: true })).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: `${CARD_ICON_LABELS.advertising}, ${CLEARANCE_LABELS.YELLOW.label}` }),
    ).toHaveAttribute('data-aci', 'YELLOW');
  },
};

/** RED: editorial only. */
export const NotForAdvertising: Story = {
  args: { video: videoFixtures.editorialOnly, href: detail(videoFixtures.editorialOnly) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(CLEARANCE_LABELS.RED.label, { exact: true })).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: `${CARD_ICON_LABELS.advertising}, ${CLEARANCE_LABELS.RED.label}` }),
    ).toHaveAttribute('data-aci', 'RED');
  },
};

/**
 * What a buyer filters by, on the card: the length on the poster, the orientation and HD in the filters' words,
 * and the shop's "from" price. No D: it holds for every clip.
 */
export const FactsAndPrice: Story = {
  args: { video: videoFixtures.longTitle, href: detail(videoFixtures.longTitle), fromPrice: '$49' },
  play: async ({ canvas }) => {
    const facts = canvas.getByRole('group', { name: CARD_TEXT.facts });
    await expect(facts).toHaveTextContent(CARD_TEXT.vertical);
    await expect(facts).toHaveTextContent(CARD_TEXT.hd);
    await expect(canvas.getByText(`${CARD_TEXT.duration} 01:13`)).toBeInTheDocument();
    await expect(canvas.getByText('01:13', { selector: '[aria-hidden="true"]' })).toBeVisible();
    await expect(canvas.getByLabelText(CARD_TEXT.fromPriceName('$49'))).toBeVisible();
    await expect(canvas.queryByRole('img', { name: CARD_ICON_LABELS.digital })).toBeNull();
  },
};

/**
 * The "from" price names what its tier cannot do ('watermarked, no monetization': Personal), on a quiet line
 * of its own under the price, so the card stays short and "$49" is not read as the price of a licence to
 * monetize; screen readers hear both as the price's name.
 */
export const FromPriceWithItsLimits: Story = {
  args: {
    video: videoFixtures.longTitle,
    href: detail(videoFixtures.longTitle),
    fromPrice: '$49',
    fromPriceLimits: 'watermarked, no monetization',
  },
  play: async ({ canvas }) => {
    const price = canvas.getByLabelText(CARD_TEXT.fromPriceName('$49', 'watermarked, no monetization'));
    await expect(price.textContent).toBe(CARD_TEXT.fromPrice('$49'));
    await expect(canvas.getByText('watermarked, no monetization')).toBeVisible();
  },
};

/** A horizontal SD clip, and no price known yet: none is shown rather than a made-up one. */
export const HorizontalWithoutPrice: Story = {
  args: { video: { ...videoFixtures.editorialOnly, isHD: false }, href: detail(videoFixtures.editorialOnly) },
  play: async ({ canvas }) => {
    const facts = canvas.getByRole('group', { name: CARD_TEXT.facts });
    await expect(facts).toHaveTextContent(CARD_TEXT.horizontal);
    await expect(facts).not.toHaveTextContent(CARD_TEXT.hd);
    await expect(canvas.queryByText(/^from /)).toBeNull();
  },
};

/** The facts and price in a list row, as the results' List display shows them. */
export const FactsInRow: Story = {
  args: { video: videoFixtures.cleared, layout: 'row', fromPrice: '$49' },
  parameters: { cardWidth: 'container' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const facts = canvas.getByRole('group', { name: CARD_TEXT.facts });
    await expect(facts).toHaveTextContent(CARD_TEXT.horizontal);
    await expect(facts).toHaveTextContent(CARD_TEXT.hd);
    await expect(canvas.getByLabelText(CARD_TEXT.fromPriceName('$49'))).toBeVisible();
  },
};

/** A favourite: the save toggle is pressed. */
export const Saved: Story = {
  args: { isFav: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: CARD_TEXT.save('JV#1254381') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** In the cart: a badge on the thumbnail. */
export const InCart: Story = {
  args: { inCart: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(CARD_TEXT.inCart)).toBeVisible();
  },
};

/** A clip the user holds a licence for (purchased videos), also in the cart again: both badges, apart. */
export const Licensed: Story = {
  args: { licensed: true, inCart: true },
  play: async ({ canvas }) => {
    const licensed = canvas.getByText(CARD_TEXT.licensed);
    await expect(licensed).toBeVisible();
    await expect(licensed.getBoundingClientRect().top).toBeGreaterThan(
      canvas.getByText(CARD_TEXT.inCart).getBoundingClientRect().bottom,
    );
  },
};

/** Over 55 characters: clamped to two lines, the full title in a tooltip on hover and focus; Escape hides it. */
export const LongTitleTooltip: Story = {
  args: { video: videoFixtures.longTitle, href: detail(videoFixtures.longTitle) },
  play: async ({ canvas, step }) => {
    const title = videoFixtures.longTitle.publishingTitle;
    await expect(title.length).toBeGreaterThan(LIMITS.cardTitleTooltipOver);
    const link = canvas.getByRole('link', { name: title });

    await step('hover shows the full title', async () => {
      await userEvent.hover(link);
      await expect(await canvas.findByRole('tooltip')).toHaveTextContent(title);
      await expect(link).toHaveAccessibleDescription(title);
    });
    await step('Escape hides it', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(canvas.queryByRole('tooltip')).not.toBeInTheDocument());
      await userEvent.unhover(link);
    });
    await step('keyboard focus shows it again', async () => {
      await userEvent.tab();
      await expect(link).toHaveFocus();
      await expect(await canvas.findByRole('tooltip')).toHaveTextContent(title);
    });
  },
};

/** Neither publishingTitle nor title: 'No Title'. */
export const UntitledFallback: Story = {
  args: { video: videoFixtures.untitled, href: detail(videoFixtures.untitled) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: MESSAGES.noTitle })).toBeVisible();
  },
};

/** A clip without an id: 'No Video Found!', with nothing to save or preview. */
export const NoVideoFound: Story = {
  args: { video: videoFixtures.noId, href: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(MESSAGES.noVideoFound)).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.getByRole('article')).toHaveAttribute('data-state', 'empty');
  },
};

/** ROLE_RIFF_USER, iar false and rsa set: the rights-management marker shows. */
export const RiffUserMarker: Story = {
  args: {
    video: videoFixtures.editorialOnly,
    href: detail(videoFixtures.editorialOnly),
    viewerRoles: [ROLES.riffUser],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: CARD_TEXT.riffMarker })).toBeVisible();
  },
};

/** The same clip seen by anyone else: no marker. */
export const RiffMarkerHiddenForOthers: Story = {
  // No visual reference: the same picture as NotForAdvertising.
  tags: ['!visual'],
  args: {
    video: videoFixtures.editorialOnly,
    href: detail(videoFixtures.editorialOnly),
    viewerRoles: [ROLES.insider],
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img', { name: CARD_TEXT.riffMarker })).not.toBeInTheDocument();
  },
};

/** With a mouse: no video (and no request for one) until hover; then a muted loop plays over the poster. */
export const HoverPreview: Story = {
  // No visual reference: its state is a playing video, and the pictures are taken with reduced motion.
  tags: ['!visual'],
  play: async ({ canvas, canvasElement, step }) => {
    const card = canvas.getByRole('article');
    await step('before hover: a poster, no video', async () => {
      await expect(canvasElement.querySelector('video')).toBeNull();
      await expect(canvasElement.querySelector('img')).toHaveAttribute('loading', 'lazy');
    });
    await step('hover mounts a muted preview', async () => {
      await userEvent.hover(card);
      await waitFor(() => expect(canvasElement.querySelector('video')).not.toBeNull());
      const video = canvasElement.querySelector('video');
      await expect(video?.muted).toBe(true);
      await expect(video?.loop).toBe(true);
      await expect(card).toHaveAttribute('data-state', 'previewing');
    });
  },
};

/** A device that cannot hover: the thumbnail is a plain link to the detail page and never previews. */
export const TouchThumbnail: Story = {
  // No visual reference: the same picture as Default (VideoCard).
  tags: ['!visual'],
  args: { previewMode: 'tap' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.hover(canvas.getByRole('article'));
    await expect(canvasElement.querySelector('video')).toBeNull();
    const thumbnail = canvasElement.querySelector('a[tabindex="-1"]');
    await expect(thumbnail).toHaveAttribute('href', PAGES.view.href({ videoId: '1254381' }));
  },
};

/** Tab reaches the title link, then the save toggle; Enter and Space press it. */
export const KeyboardNavigation: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: videoFixtures.cleared.publishingTitle })).toHaveFocus();
    await userEvent.tab();
    const save = canvas.getByRole('button', { name: CARD_TEXT.save('JV#1254381') });
    await expect(save).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onSave).toHaveBeenCalledTimes(2);
    await expect(args.onSave).toHaveBeenCalledWith(videoFixtures.cleared);
  },
};

/**
 * With `similarHref` the card links to the clip's similar clips
 * (`PAGES.similarClips`); Tab reaches it after the title and before the save toggle.
 */
export const SimilarClipsLink: Story = {
  args: { similarHref: PAGES.similarClips.href({ jmId: videoFixtures.cleared.jmId }) },
  play: async ({ args, canvas }) => {
    const similar = canvas.getByRole('link', { name: CARD_TEXT.similarName('JV#1254381') });
    await expect(similar).toHaveAttribute('href', PAGES.similarClips.href({ jmId: '1254381' }));
    await expect(similar).toHaveTextContent(CARD_TEXT.similar);
    await userEvent.tab();
    await userEvent.tab();
    await expect(similar).toHaveFocus();
    await userEvent.click(similar);
    await expect(args.onOpen).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: CARD_TEXT.save('JV#1254381') })).toHaveFocus();
  },
};

/** The similar clips link in a list row: on the line of the id and the clearance while it fits. */
export const SimilarClipsLinkInARow: Story = {
  args: {
    layout: 'row',
    similarHref: PAGES.similarClips.href({ jmId: videoFixtures.cleared.jmId }),
  },
  parameters: { cardWidth: 'container' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: CARD_TEXT.similarName('JV#1254381') })).toBeVisible();
  },
};

/** A phone: the card fills the column, the similar clips link under the clearance. */
export const MobileWithSimilarClips: Story = {
  args: {
    video: videoFixtures.longTitle,
    href: detail(videoFixtures.longTitle),
    similarHref: PAGES.similarClips.href({ jmId: videoFixtures.longTitle.jmId }),
  },
  globals: { viewport: { value: 'mobile' } },
  parameters: { cardWidth: 'container' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: CARD_TEXT.similarName('JV#1277640-1') })).toBeVisible();
  },
};

/** A phone: the card fills the column. */
export const Mobile: Story = {
  args: { video: videoFixtures.longTitle, href: detail(videoFixtures.longTitle), inCart: true },
  globals: { viewport: { value: 'mobile' } },
  parameters: { cardWidth: 'container' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: CARD_TEXT.save('JV#1277640-1') })).toBeVisible();
  },
};

/** The row of a list (`layout="row"`): a fixed-size poster, the text beside it, the save toggle at the end. */
export const Row: Story = {
  args: { layout: 'row', inCart: true },
  parameters: { cardWidth: 'container' },
  play: async ({ args, canvas, userEvent }) => {
    const title = canvas.getByRole('heading', { name: videoFixtures.cleared.publishingTitle ?? '' });
    const poster = canvas.getByRole('img', {
      name: videoFixtures.cleared.publishingTitle ?? '',
      hidden: true,
    });
    await expect(title.getBoundingClientRect().left).toBeGreaterThan(poster.getBoundingClientRect().right);
    await userEvent.click(canvas.getByRole('button', { name: CARD_TEXT.save('JV#1254381') }));
    await expect(args.onSave).toHaveBeenCalledWith(videoFixtures.cleared);
  },
};
