import {
  ADVERTISING_ANSWER,
  CARD_ICON_LABELS,
  CARD_TEXT,
  CLEARANCE_LABELS,
  MESSAGES,
  PAGES,
  ROLES,
  displayTitle,
  formatDuration,
  type VideoDocument,
} from '@clipmarket/core';
import {
  catalogueLibraryFixture,
  findClip,
  staffVideoDetailsFixture,
  videoDetailsFixture,
  videoDocumentFixture,
  videoFixtures,
} from '@clipmarket/mocks';
import {
  DIGITAL_TERMS_TEXT,
  VideoDetails,
  VideoDetailsAdvertising,
  VIDEO_DETAILS_TEXT,
} from '@clipmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryAction, storyPlayer, storySimilar } from './VideoDetails.stories';
import { StoryLink } from '../VideoCard/VideoCard.stories';

const clip = videoDocumentFixture;
const editorial = findClip(catalogueLibraryFixture, videoFixtures.editorialOnly.jmId)!.document;
const inquire = findClip(catalogueLibraryFixture, videoFixtures.inquire.jmId)!.document;
const longClip: VideoDocument = {
  ...findClip(catalogueLibraryFixture, videoFixtures.longTitle.jmId)!.document,
  publishingDescription: Array.from(
    { length: 6 },
    () =>
      'At her ninetieth birthday party in the backyard, Grandma Rosa asks for the music up, hands her cane to a grandson and drops into a windmill while three generations of the family cheer her on.',
  ).join(' '),
};

const meta = {
  title: 'Components/VideoDetails/Features',
  component: VideoDetails,
  tags: ['!autodocs'],
  args: {
    status: 'ready',
    video: clip,
    signedIn: true,
    additionalInfo: videoDetailsFixture,
    player: storyPlayer(clip),
    saveAction: <StoryAction variant="secondary">Save to playlist</StoryAction>,
    licenceAction: <StoryAction variant="primary">License this clip</StoryAction>,
    onRetry: fn(),
    onRetryAdditionalInfo: fn(),
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

/** The actions: "License this clip" is the main, filled button, first; "Save to playlist" is outlined beside it. */
export const Actions: Story = {
  globals: { viewport: { value: 'xl' } },
  play: async ({ canvas }) => {
    const actions = canvas.getByRole('group', { name: VIDEO_DETAILS_TEXT.actions });
    const [licence, save] = within(actions).getAllByRole('button');
    await expect(licence).toHaveTextContent('License this clip');
    await expect(save).toHaveTextContent('Save to playlist');
    await expect(getComputedStyle(licence!).backgroundColor).not.toBe(
      getComputedStyle(save!).backgroundColor,
    );
  },
};

/** A licence holder (Basic Pro or Super Pro): the clean master to download, beside the licence and save actions. */
export const LicensedDownload: Story = {
  args: { download: { href: '/media/previews/clip-01.mp4', file: 'master' } },
  play: async ({ canvas }) => {
    const actions = canvas.getByRole('group', { name: VIDEO_DETAILS_TEXT.actions });
    const link = within(actions).getByRole('link', { name: VIDEO_DETAILS_TEXT.download });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('download');
    await expect(link).toHaveAttribute('data-file', 'master');
  },
};

/** A Personal licence holder: the download says it is the watermarked file. */
export const WatermarkedDownload: Story = {
  args: { download: { href: '/media/previews/clip-01.mp4', file: 'watermarked' } },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: VIDEO_DETAILS_TEXT.downloadWatermarked });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('data-file', 'watermarked');
  },
};

/** No licence (a visitor, or a buyer who has not licensed the clip): no download, only the licence choice. */
export const NoDownloadWithoutLicence: Story = {
  args: { download: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: /Download/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'License this clip' })).toBeVisible();
  },
};

/** A phone: the download takes a row of its own under the licence button. */
export const MobileDownload: Story = {
  args: { download: { href: '/media/previews/clip-01.mp4', file: 'watermarked' } },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: VIDEO_DETAILS_TEXT.downloadWatermarked })).toBeVisible();
  },
};

/**
 * A signed-in buyer on a server that makes comps: "Download comp" beside the licence action, a link the browser
 * saves, described as the free watermarked copy to try before licensing (ADR 83).
 */
export const Comp: Story = {
  args: { comp: { href: '/media/previews/clip-01.mp4' } },
  globals: { viewport: { value: 'xl' } },
  play: async ({ canvas }) => {
    const actions = canvas.getByRole('group', { name: VIDEO_DETAILS_TEXT.actions });
    const link = within(actions).getByRole('link', { name: VIDEO_DETAILS_TEXT.comp });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('download');
    await expect(link).toHaveAccessibleDescription(VIDEO_DETAILS_TEXT.compHint);
    // Beside the licence action: right after it in the row.
    const [licence] = within(actions).getAllByRole('button');
    await expect(licence).toHaveTextContent('License this clip');
    await expect(licence!.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

/** A licence holder sees both: the licensed download and the comp. */
export const CompBesideDownload: Story = {
  args: {
    download: { href: '/media/previews/clip-01.mp4', file: 'master' },
    comp: { href: '/media/previews/clip-01.mp4' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: VIDEO_DETAILS_TEXT.download })).toBeVisible();
    await expect(canvas.getByRole('link', { name: VIDEO_DETAILS_TEXT.comp })).toBeVisible();
  },
};

/** A visitor: the comp asks them to sign in first (comps need an account), as saving does. */
export const CompSignedOut: Story = {
  args: { signedIn: false, comp: { onSignIn: fn() } },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('link', { name: VIDEO_DETAILS_TEXT.comp })).not.toBeInTheDocument();
    const button = canvas.getByRole('button', { name: VIDEO_DETAILS_TEXT.comp });
    await expect(button).toHaveAccessibleDescription(VIDEO_DETAILS_TEXT.compHint);
    await userEvent.click(button);
    await expect(args.comp!.onSignIn).toHaveBeenCalledOnce();
  },
};

/** A server that makes no comps (no working ffmpeg): no comp at all, so nothing promises one. */
export const NoCompWhereNoneAreMade: Story = {
  args: { comp: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: VIDEO_DETAILS_TEXT.comp })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: VIDEO_DETAILS_TEXT.comp })).not.toBeInTheDocument();
  },
};

/** A phone: the comp wraps onto a row of its own like the other actions. */
export const MobileComp: Story = {
  args: { comp: { href: '/media/previews/clip-01.mp4' } },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: VIDEO_DETAILS_TEXT.comp })).toBeVisible();
  },
};

/** The title block: display title, JV#, and what D and A mean, with the digital terms behind a link. */
export const TitleBlock: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('JV#1254381')).toBeVisible();
    await expect(canvas.getByRole('img', { name: CARD_ICON_LABELS.digital })).toBeVisible();
    await expect(
      canvas.getByRole('img', {
        name: `${CARD_ICON_LABELS.advertising}, ${CLEARANCE_LABELS.GREEN.label} (${CLEARANCE_LABELS.GREEN.detail})`,
      }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: DIGITAL_TERMS_TEXT.open }));
    const dialog = canvas.getByRole('dialog', { name: DIGITAL_TERMS_TEXT.title });
    await expect(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: DIGITAL_TERMS_TEXT.open })).toHaveFocus();
  },
};

/** The details list: dates in DD MMM YY, duration, location, clearance in its colour, category. */
export const Details: Story = {
  // No visual reference: the same picture as AdditionalInfo.
  tags: ['!visual'],
  play: async ({ canvas }) => {
    const details = canvas.getByRole('region', { name: VIDEO_DETAILS_TEXT.details });
    await expect(within(details).getByText('20 Oct 26')).toBeVisible();
    await expect(within(details).getByText('14 Oct 26')).toBeVisible();
    await expect(within(details).getByText(formatDuration(clip.duration))).toBeVisible();
    await expect(within(details).getByText('Austin, Texas, United States')).toBeVisible();
    await expect(within(details).getByText(CLEARANCE_LABELS.GREEN.label)).toHaveAttribute(
      'data-aci',
      'GREEN',
    );
  },
};

/**
 * A buyer looks at a trending clip that has no place and no footage type: the company's own category ("LP
 * Homepage Trending") and the empty facts are left out, with no "None" anywhere.
 */
export const BuyerSeesNoInternalFields: Story = {
  args: {
    video: { ...clip, category: 'LP Homepage Trending', location: null, country: null },
    additionalInfo: { ...videoDetailsFixture, footageType: null },
    viewer: { staff: false, roles: [] },
  },
  play: async ({ canvas }) => {
    const details = canvas.getByRole('region', { name: VIDEO_DETAILS_TEXT.details });
    await expect(within(details).queryByText(VIDEO_DETAILS_TEXT.category)).not.toBeInTheDocument();
    await expect(within(details).queryByText(VIDEO_DETAILS_TEXT.location)).not.toBeInTheDocument();
    const info = canvas.getByRole('region', { name: VIDEO_DETAILS_TEXT.additionalInfo });
    await expect(within(info).queryByText(VIDEO_DETAILS_TEXT.footageType)).not.toBeInTheDocument();
    await expect(canvas.queryByText(VIDEO_DETAILS_TEXT.none)).not.toBeInTheDocument();
  },
};

/**
 * The rights team (ROLE_RIFF_USER, staff) on a clip whose talent releases are missing (iar false, rsa true):
 * the marker the cards carry sits beside the clearance, and every fact shows, "None" where it is empty.
 */
export const RightsTeamView: Story = {
  args: {
    video: {
      ...clip,
      iar: false,
      rsa: true,
      category: 'LP Homepage Trending',
      location: null,
      country: null,
    },
    additionalInfo: staffVideoDetailsFixture,
    viewer: { staff: true, roles: [ROLES.riffUser] },
  },
  play: async ({ canvas }) => {
    const details = canvas.getByRole('region', { name: VIDEO_DETAILS_TEXT.details });
    await expect(within(details).getByText(CARD_TEXT.riffMarker)).toBeVisible();
    await expect(within(details).getByText('LP Homepage Trending')).toBeVisible();
    await expect(within(details).getByText(VIDEO_DETAILS_TEXT.none)).toBeVisible();
  },
};

/** YELLOW clearance. */
export const InquireForAdvertising: Story = {
  args: { video: inquire, player: storyPlayer(inquire), signedIn: false },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(CLEARANCE_LABELS.YELLOW.label).length).toBeGreaterThan(0);
  },
};

/** RED clearance. */
export const NotForAdvertising: Story = {
  args: { video: editorial, player: storyPlayer(editorial), signedIn: false },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(CLEARANCE_LABELS.RED.label).length).toBeGreaterThan(0);
  },
};

/** An anonymous visitor: no additional info section. */
export const SignedOut: Story = {
  args: { signedIn: false },
  play: async ({ canvas }) => {
    await expect(
      canvas.queryByRole('region', { name: VIDEO_DETAILS_TEXT.additionalInfo }),
    ).not.toBeInTheDocument();
  },
};

/** A signed-in buyer: library, downloads, resolution, orientation and footage type. */
export const AdditionalInfo: Story = {
  play: async ({ canvas }) => {
    const info = canvas.getByRole('region', { name: VIDEO_DETAILS_TEXT.additionalInfo });
    await expect(within(info).getByText(VIDEO_DETAILS_TEXT.downloads)).toBeVisible();
    await expect(within(info).getByText('412')).toBeVisible();
    await expect(within(info).queryByText(VIDEO_DETAILS_TEXT.internal)).not.toBeInTheDocument();
  },
};

/** Staff: the internal fields too. */
export const StaffAdditionalInfo: Story = {
  // No visual reference here: visual.components.test.tsx pictures this state at a width of its own (video-details-staff).
  tags: ['!visual'],
  args: { additionalInfo: staffVideoDetailsFixture },
  play: async ({ canvas }) => {
    const info = canvas.getByRole('region', { name: VIDEO_DETAILS_TEXT.additionalInfo });
    await expect(within(info).getByRole('heading', { name: VIDEO_DETAILS_TEXT.internal })).toBeVisible();
    await expect(within(info).getByText(VIDEO_DETAILS_TEXT.claimedYouTubeIds)).toBeVisible();
  },
};

/** The additional info is on its way. */
export const AdditionalInfoLoading: Story = {
  args: { additionalInfoStatus: 'loading', additionalInfo: null },
  play: async ({ canvas }) => {
    const info = canvas.getByRole('region', { name: VIDEO_DETAILS_TEXT.additionalInfo });
    await expect(within(info).getByRole('status')).toHaveTextContent(
      VIDEO_DETAILS_TEXT.additionalInfoLoading,
    );
  },
};

/** The additional info failed; the rest of the page stands. */
export const AdditionalInfoFailed: Story = {
  args: { additionalInfoStatus: 'error', additionalInfo: null },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(VIDEO_DETAILS_TEXT.additionalInfoError);
    await userEvent.click(canvas.getByRole('button', { name: VIDEO_DETAILS_TEXT.retry }));
    await expect(args.onRetryAdditionalInfo).toHaveBeenCalledOnce();
  },
};

/** A long title and a long description: the title wraps, the description folds behind "Show more". */
export const LongTitleAndDescription: Story = {
  args: { video: longClip, player: storyPlayer(longClip) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: displayTitle(longClip) })).toBeVisible();
    const more = canvas.getByRole('button', { name: VIDEO_DETAILS_TEXT.showMore });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    await expect(canvas.getByRole('button', { name: VIDEO_DETAILS_TEXT.showLess })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

/** Neither title: 'No Title'; no description, no tags. */
export const Untitled: Story = {
  args: {
    video: { ...clip, publishingTitle: null, title: null, publishingDescription: null, tags: [] },
    signedIn: false,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: MESSAGES.noTitle })).toBeVisible();
    await expect(canvas.getByText(VIDEO_DETAILS_TEXT.noDescription)).toBeVisible();
  },
};

/** With the similar clips slot filled. */
export const WithSimilarClips: Story = {
  // No visual reference: the same picture as Default (VideoDetails).
  tags: ['!visual'],
  args: { similarClips: storySimilar },
  globals: { viewport: { value: 'xl' } },
  play: async ({ canvas }) => {
    const similar = canvas.getByRole('region', { name: VIDEO_DETAILS_TEXT.similarClips });
    await expect(within(similar).getAllByRole('article').length).toBe(8);
  },
};

/** The clip is on its way. */
export const Loading: Story = {
  args: { status: 'loading', video: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(VIDEO_DETAILS_TEXT.loading);
  },
};

/** The clip could not be loaded. */
export const LoadFailed: Story = {
  args: { status: 'error', video: null },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(VIDEO_DETAILS_TEXT.error);
    await userEvent.click(canvas.getByRole('button', { name: VIDEO_DETAILS_TEXT.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A phone: one column, player first, then the title block and the actions. */
export const Mobile: Story = {
  args: { video: longClip, player: storyPlayer(longClip), similarClips: storySimilar },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: VIDEO_DETAILS_TEXT.actions })).toBeVisible();
  },
};

/**
 * What a buyer asks of a clip before a brand's campaign, answered under its licence action
 * (`VideoDetailsAdvertising`, decisions.md "What the tiers cover"): cleared for advertising, the Custom licence
 * inquiry in one step, with the clip attached.
 */
export const AdvertisingAnswerCleared: Story = {
  render: () => (
    <VideoDetailsAdvertising
      aci="GREEN"
      inquiryHref={PAGES.inquiry.href({ clips: [clip.jmId], about: 'advertising' })}
      linkComponent={StoryLink}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(ADVERTISING_ANSWER.GREEN.text)).toBeVisible();
    await expect(canvas.getByRole('link', { name: ADVERTISING_ANSWER.GREEN.action! })).toHaveAttribute(
      'href',
      PAGES.inquiry.href({ clips: [clip.jmId], about: 'advertising' }),
    );
  },
};

/** Inquire for Advertising Use: the same inquiry, worded as a check. */
export const AdvertisingAnswerCheck: Story = {
  render: () => (
    <VideoDetailsAdvertising
      aci="YELLOW"
      inquiryHref={PAGES.inquiry.href({ clips: [inquire.jmId], about: 'advertisingCheck' })}
      linkComponent={StoryLink}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(ADVERTISING_ANSWER.YELLOW.text)).toBeVisible();
    await expect(canvas.getByRole('link', { name: ADVERTISING_ANSWER.YELLOW.action! })).toBeVisible();
  },
};

/** Not for Advertising Use: a plain no, and nothing to press, even when the page gives an address. */
export const AdvertisingAnswerNo: Story = {
  render: () => (
    <VideoDetailsAdvertising aci="RED" inquiryHref={PAGES.inquiry.href({ clips: [editorial.jmId] })} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(ADVERTISING_ANSWER.RED.text)).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
