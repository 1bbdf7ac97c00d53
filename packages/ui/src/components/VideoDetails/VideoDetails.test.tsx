import { clipmarketLinksFixture } from '@clipmarket/mocks';
import {
  ADVERTISING_ANSWER,
  CARD_ICON_LABELS,
  CARD_TEXT,
  CLEARANCE_LABELS,
  MESSAGES,
  ROLES,
  type VideoDetails as VideoDetailsData,
  type VideoDocument,
} from '@clipmarket/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../../theme';
import { ClipmarketProvider } from '../ClipmarketProvider';
import { DIGITAL_TERMS_TEXT } from '../DigitalTermsModal';
import {
  VIDEO_DETAILS_DESCRIPTION_CLAMP,
  VIDEO_DETAILS_TEXT,
  VideoDetails,
  VideoDetailsAdvertising,
  VideoDetailsDownload,
  VideoDetailsLoading,
  type VideoDetailsProps,
} from '.';

const video: VideoDocument = {
  jmId: '1302215',
  title: 'hail highway',
  publishingTitle: 'Hailstorm Pounds Highway Traffic',
  publishingDescription: 'Golf-ball hail hammers rush-hour traffic.',
  originalPublishingDate: '2026-10-19',
  signedDate: '2026-10-20',
  category: 'Weather',
  tags: ['hail', 'storm'],
  tones: ['Scary'],
  popularity: 'Topical',
  footageType: 'Dashcam',
  isHD: true,
  isVertical: false,
  isTrending: true,
  duration: 58,
  location: 'Denver, Colorado',
  country: 'United States',
  brightCoveVideoId: null,
  imgUrl: null,
  previewUrl: null,
  isPublicDownloadAvailable: false,
  clearanceStatus: 'NO_AR_EDITORIAL_ONLY',
  aci: 'RED',
  iar: false,
  il: false,
  bo: false,
  og: false,
  rs: true,
  rsa: true,
  libraryName: 'Viral Hog',
  libraryShortName: 'VH',
};

const info: VideoDetailsData = {
  jmId: '1302215',
  signedDate: '2026-10-20',
  originalPublishingDate: '2026-10-19',
  location: 'Denver, Colorado',
  country: 'United States',
  duration: 58,
  category: 'Weather',
  tags: ['hail', 'storm'],
  libraryName: 'Viral Hog',
  libraryShortName: 'VH',
  clearanceStatus: 'NO_AR_EDITORIAL_ONLY',
  aci: 'RED',
  downloads: 1057,
  isHD: true,
  isVertical: false,
  footageType: 'Dashcam',
};

function renderDetails(props: Partial<VideoDetailsProps> = {}) {
  return render(
    <ThemeProvider>
      <ClipmarketProvider links={clipmarketLinksFixture}>
        <VideoDetails video={video} {...props} />
      </ClipmarketProvider>
    </ThemeProvider>,
  );
}

afterEach(cleanup);

describe('VideoDetails', () => {
  it('titles the page with the display title and shows the JV# id', () => {
    renderDetails();
    expect(screen.getByRole('heading', { level: 1, name: 'Hailstorm Pounds Highway Traffic' })).toBeVisible();
    expect(screen.getByText('JV#1302215')).toBeVisible();
  });

  it('falls back from publishingTitle to title to No Title', () => {
    const { rerender } = renderDetails({ video: { ...video, publishingTitle: ' ' } });
    expect(screen.getByRole('heading', { level: 1, name: 'hail highway' })).toBeVisible();
    rerender(
      <ThemeProvider>
        <ClipmarketProvider links={clipmarketLinksFixture}>
          <VideoDetails video={{ ...video, publishingTitle: null, title: null }} />
        </ClipmarketProvider>
      </ThemeProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: MESSAGES.noTitle })).toBeVisible();
  });

  it('says what D and A mean and opens the digital terms from the title block, returning focus', async () => {
    const user = userEvent.setup();
    renderDetails();
    expect(screen.getByRole('img', { name: CARD_ICON_LABELS.digital })).toBeVisible();
    expect(
      screen.getByRole('img', { name: `${CARD_ICON_LABELS.advertising}, ${CLEARANCE_LABELS.RED.label}` }),
    ).toBeVisible();
    const trigger = screen.getByRole('button', { name: DIGITAL_TERMS_TEXT.open });
    await user.click(trigger);
    expect(screen.getByRole('dialog', { name: DIGITAL_TERMS_TEXT.title })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(trigger).toHaveFocus();
  });

  it('lists the dates as DD MMM YY, the duration, the place, the clearance in its colour and the category', () => {
    renderDetails();
    const details = screen.getByRole('region', { name: VIDEO_DETAILS_TEXT.details });
    expect(within(details).getByText('20 Oct 26')).toHaveAttribute('datetime', '2026-10-20');
    expect(within(details).getByText('19 Oct 26')).toBeVisible();
    expect(within(details).getByText('00:58')).toBeVisible();
    expect(within(details).getByText('Denver, Colorado, United States')).toBeVisible();
    expect(within(details).getByText(CLEARANCE_LABELS.RED.label)).toHaveAttribute('data-aci', 'RED');
    expect(within(details).getByText('Weather')).toBeVisible();
  });

  it('shows a buyer neither an internal category nor a fact the clip does not have', () => {
    renderDetails({
      video: { ...video, category: 'LP Homepage Trending', location: null, country: null, signedDate: null },
      signedIn: true,
      viewer: { staff: false, roles: [] },
      additionalInfo: { ...info, footageType: null, libraryName: null, libraryShortName: null },
    });
    const details = screen.getByRole('region', { name: VIDEO_DETAILS_TEXT.details });
    expect(within(details).queryByText(VIDEO_DETAILS_TEXT.category)).toBeNull();
    expect(within(details).queryByText('LP Homepage Trending')).toBeNull();
    expect(within(details).queryByText(VIDEO_DETAILS_TEXT.location)).toBeNull();
    expect(within(details).queryByText(VIDEO_DETAILS_TEXT.acquired)).toBeNull();
    expect(within(details).getByText(VIDEO_DETAILS_TEXT.posted)).toBeVisible();
    const more = screen.getByRole('region', { name: VIDEO_DETAILS_TEXT.additionalInfo });
    expect(within(more).queryByText(VIDEO_DETAILS_TEXT.footageType)).toBeNull();
    expect(within(more).queryByText(VIDEO_DETAILS_TEXT.library)).toBeNull();
    expect(screen.queryByText(VIDEO_DETAILS_TEXT.none)).toBeNull();
  });

  it('shows staff and insiders every fact, the internal category and "None" where one is empty', () => {
    for (const viewer of [
      { staff: true, roles: [] },
      { staff: false, roles: [ROLES.insider] },
    ]) {
      renderDetails({
        video: { ...video, category: 'LP Homepage Trending', location: null, country: null },
        signedIn: true,
        viewer,
        additionalInfo: { ...info, footageType: null },
      });
      const details = screen.getByRole('region', { name: VIDEO_DETAILS_TEXT.details });
      expect(within(details).getByText('LP Homepage Trending')).toBeVisible();
      expect(within(details).getByText(VIDEO_DETAILS_TEXT.location)).toBeVisible();
      const more = screen.getByRole('region', { name: VIDEO_DETAILS_TEXT.additionalInfo });
      expect(within(more).getByText(VIDEO_DETAILS_TEXT.footageType)).toBeVisible();
      cleanup();
    }
  });

  it('marks missing talent releases beside the clearance for the rights team only', () => {
    // iar false and rsa true: the marker's condition (spec section 6).
    renderDetails({ viewer: { staff: true, roles: [ROLES.riffUser] } });
    const details = screen.getByRole('region', { name: VIDEO_DETAILS_TEXT.details });
    expect(within(details).getByText(CARD_TEXT.riffMarker)).toBeVisible();
    cleanup();
    renderDetails({ viewer: { staff: true, roles: [ROLES.riffUser] }, video: { ...video, iar: true } });
    expect(screen.queryByText(CARD_TEXT.riffMarker)).toBeNull();
    cleanup();
    renderDetails({ viewer: { staff: true, roles: [ROLES.insider] } });
    expect(screen.queryByText(CARD_TEXT.riffMarker)).toBeNull();
  });

  it('lists the tags', () => {
    renderDetails();
    const tags = screen.getByRole('region', { name: VIDEO_DETAILS_TEXT.tags });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['hail', 'storm']);
  });

  it('folds a long description behind Show more', async () => {
    const user = userEvent.setup();
    renderDetails({
      video: { ...video, publishingDescription: 'x '.repeat(VIDEO_DETAILS_DESCRIPTION_CLAMP) },
    });
    const more = screen.getByRole('button', { name: VIDEO_DETAILS_TEXT.showMore });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(screen.getByRole('button', { name: VIDEO_DETAILS_TEXT.showLess })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('shows no Show more for a short description', () => {
    renderDetails();
    expect(screen.getByText('Golf-ball hail hammers rush-hour traffic.')).toBeVisible();
    expect(screen.queryByRole('button', { name: VIDEO_DETAILS_TEXT.showMore })).not.toBeInTheDocument();
  });

  it('shows the additional info only to signed-in viewers', () => {
    const { rerender } = renderDetails({ additionalInfo: info });
    expect(screen.queryByRole('region', { name: VIDEO_DETAILS_TEXT.additionalInfo })).not.toBeInTheDocument();
    rerender(
      <ThemeProvider>
        <ClipmarketProvider links={clipmarketLinksFixture}>
          <VideoDetails video={video} signedIn additionalInfo={info} />
        </ClipmarketProvider>
      </ThemeProvider>,
    );
    const section = screen.getByRole('region', { name: VIDEO_DETAILS_TEXT.additionalInfo });
    expect(within(section).getByText('1,057')).toBeVisible();
    expect(within(section).getByText('Viral Hog (VH)')).toBeVisible();
    expect(within(section).queryByText(VIDEO_DETAILS_TEXT.internal)).not.toBeInTheDocument();
  });

  it('shows staff the internal fields', () => {
    renderDetails({
      signedIn: true,
      additionalInfo: {
        ...info,
        internal: {
          description: 'Uploader note',
          privateTags: ['homepage-pick'],
          originalSourceUrl: 'https://www.youtube.com/watch?v=Cm1302215qq',
          platformId: 'youtube',
          claimedYouTubeIds: ['Cm1302215qq'],
          publishedUrls: [],
          infractionUrls: [],
          popularityScore: 910,
        },
      },
    });
    expect(screen.getByRole('heading', { name: VIDEO_DETAILS_TEXT.internal })).toBeVisible();
    expect(screen.getByRole('link', { name: 'https://www.youtube.com/watch?v=Cm1302215qq' })).toBeVisible();
    expect(screen.getByText('homepage-pick')).toBeVisible();
  });

  it('shows the additional info loading and failing without losing the page', async () => {
    const user = userEvent.setup();
    const onRetryAdditionalInfo = vi.fn();
    const { rerender } = renderDetails({ signedIn: true, additionalInfoStatus: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent(VIDEO_DETAILS_TEXT.additionalInfoLoading);
    rerender(
      <ThemeProvider>
        <ClipmarketProvider links={clipmarketLinksFixture}>
          <VideoDetails
            video={video}
            signedIn
            additionalInfoStatus="error"
            onRetryAdditionalInfo={onRetryAdditionalInfo}
          />
        </ClipmarketProvider>
      </ThemeProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(VIDEO_DETAILS_TEXT.additionalInfoError);
    expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
    await user.click(screen.getByRole('button', { name: VIDEO_DETAILS_TEXT.retry }));
    expect(onRetryAdditionalInfo).toHaveBeenCalledOnce();
  });

  it('places the player, the actions and the similar clips it is given', () => {
    renderDetails({
      player: <div data-testid="player" />,
      saveAction: <button type="button">Save</button>,
      licenceAction: <button type="button">License</button>,
      similarClips: <p>16 similar clips</p>,
    });
    expect(screen.getByTestId('player')).toBeInTheDocument();
    const actions = screen.getByRole('group', { name: VIDEO_DETAILS_TEXT.actions });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['License', 'Save']);
    expect(
      within(screen.getByRole('region', { name: VIDEO_DETAILS_TEXT.similarClips })).getByText(
        '16 similar clips',
      ),
    ).toBeVisible();
  });

  it('shows a loading status, and an error with a retry', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const { rerender } = renderDetails({ status: 'loading', video: null });
    expect(screen.getByRole('status')).toHaveTextContent(VIDEO_DETAILS_TEXT.loading);
    rerender(
      <ThemeProvider>
        <ClipmarketProvider links={clipmarketLinksFixture}>
          <VideoDetails status="error" onRetry={onRetry} />
        </ClipmarketProvider>
      </ThemeProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(VIDEO_DETAILS_TEXT.error);
    await user.click(screen.getByRole('button', { name: VIDEO_DETAILS_TEXT.retry }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('draws the loading state on its own as the whole page draws it, for a page that lays out the pieces', () => {
    const inTheme = (node: ReactNode) => render(<ThemeProvider>{node}</ThemeProvider>).container;
    const whole = inTheme(<VideoDetails status="loading" video={null} />).innerHTML;
    cleanup();
    const alone = inTheme(<VideoDetailsLoading />);
    expect(within(alone).getByRole('status')).toHaveTextContent(VIDEO_DETAILS_TEXT.loading);
    expect(alone.querySelector('article')).toHaveAttribute('aria-busy', 'true');
    expect(alone.innerHTML).toBe(whole);
  });

  it("offers a licence holder the clip's master as a download among the actions", () => {
    renderDetails({ download: { href: '/api/user/licensing/videos/1302215/download', file: 'master' } });
    const actions = screen.getByRole('group', { name: VIDEO_DETAILS_TEXT.actions });
    const link = within(actions).getByRole('link', { name: VIDEO_DETAILS_TEXT.download });
    expect(link).toHaveAttribute('href', '/api/user/licensing/videos/1302215/download');
    expect(link).toHaveAttribute('download');
    expect(link).toHaveAttribute('data-file', 'master');
  });

  it('says a Personal licence downloads the watermarked file', () => {
    renderDetails({ download: { href: '/download', file: 'watermarked' } });
    expect(screen.getByRole('link', { name: VIDEO_DETAILS_TEXT.downloadWatermarked })).toHaveAttribute(
      'data-file',
      'watermarked',
    );
  });

  it('offers no download to a viewer without a licence', () => {
    renderDetails({ licenceAction: <button type="button">License</button> });
    expect(screen.queryByRole('link', { name: /Download/ })).toBeNull();
  });

  it('names the clip of a download link where several sit together', () => {
    render(
      <ThemeProvider>
        <ClipmarketProvider links={clipmarketLinksFixture}>
          <VideoDetailsDownload href="/a" subject="JV#1302215" size="small" />
        </ClipmarketProvider>
      </ThemeProvider>,
    );
    expect(screen.getByRole('link', { name: 'Download JV#1302215' })).toHaveTextContent(
      'Download JV#1302215',
    );
  });
});

describe('VideoDetailsAdvertising', () => {
  const ask = '/licensing/inquiry?clips=1302215&about=advertising';

  it('offers a clip cleared for advertising its Custom licence inquiry in one link', () => {
    render(<VideoDetailsAdvertising aci="GREEN" inquiryHref={ask} />);

    expect(screen.getByText(ADVERTISING_ANSWER.GREEN.text)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ask for an advertising licence' })).toHaveAttribute('href', ask);
  });

  it('words the same inquiry as a check for a clip whose advertising use must be checked', () => {
    render(<VideoDetailsAdvertising aci="YELLOW" inquiryHref={ask} />);

    expect(screen.getByText(ADVERTISING_ANSWER.YELLOW.text).textContent).toContain('we first check');
    expect(screen.getByRole('link', { name: ADVERTISING_ANSWER.YELLOW.action! })).toHaveAttribute(
      'href',
      ask,
    );
  });

  it('says plainly a clip not for advertising cannot be licensed for it, with nothing to press', () => {
    render(<VideoDetailsAdvertising aci="RED" inquiryHref={ask} />);

    expect(screen.getByText(ADVERTISING_ANSWER.RED.text).textContent).toContain('cannot be licensed for ads');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the answer without a link when the page gives no inquiry address', () => {
    render(<VideoDetailsAdvertising aci="GREEN" />);

    expect(screen.getByText(ADVERTISING_ANSWER.GREEN.text)).toBeVisible();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
