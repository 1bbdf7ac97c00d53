import {
  ADVERTISING_ANSWER,
  CARD_ICON_LABELS,
  CARD_TEXT,
  CLEARANCE_LABELS,
  DEFAULT_EXCLUDED_CATEGORIES,
  displayTitle,
  formatCount,
  formatDisplayDate,
  formatDuration,
  formatJvId,
  isInternalViewer,
  showsRiffMarker,
  type Viewer,
  type VideoDetails as VideoDetailsData,
  type VideoDocument,
} from '@clipmarket/core';
import { useId, useState, type ReactNode } from 'react';
import { DigitalTermsModal, DigitalTermsModalTrigger } from '../DigitalTermsModal';
import { VideoCardAdvertisingIcon, VideoCardDigitalIcon } from '../VideoCard/VideoCardClearance';
import { ShieldAlertIcon } from '../Icon';
import { secondaryButton, smallButton } from '../../primitives/styles';
import * as styles from './VideoDetails.styles';
import { VIDEO_DETAILS_DESCRIPTION_CLAMP, VIDEO_DETAILS_TEXT } from './videoDetailsText';
import { Button } from '../Button';
import { InlineAlert } from '../InlineAlert';
import { Skeleton, SkeletonGroup } from '../Skeleton';
import { VisuallyHidden } from '../VisuallyHidden';
import { useLinkComponent } from '../ClipmarketProvider';
import type { VideoCardLinkComponent } from '../VideoCard/VideoCard.types';

/** The clip's document: `loading`, `ready` or `error` (the detail call failed). */
export type VideoDetailsStatus = 'loading' | 'ready' | 'error';

/** The signed-in additional info (`GET /api/videos/{id}/details/`): `loading`, `ready` or `error`. */
export type VideoDetailsAdditionalInfoStatus = 'loading' | 'ready' | 'error';

export interface VideoDetailsProps {
  /**
   * Which state to show; see `VideoDetailsStatus`.
   * @default 'ready'
   */
  status?: VideoDetailsStatus;
  /** The clip's public document (`GET /api/public/videos/{jmId}`); needed in `ready`. */
  video?: VideoDocument | null;
  /**
   * Whether the viewer is signed in. Only signed-in viewers see the additional info section.
   * @default false
   */
  signedIn?: boolean;
  /**
   * Who is looking (the session's staff flag and roles). A buyer or visitor (null) sees no internal category
   * and no empty fact; staff, the rights team and insiders see every fact, "None" where it is empty, and the
   * rights team the "talent releases missing" marker beside the clearance.
   * @default null
   */
  viewer?: Viewer | null;
  /** The signed-in view of the clip (`GET /api/videos/{id}/details/`); staff's carries `internal`. */
  additionalInfo?: VideoDetailsData | null;
  /**
   * The state of the additional info call.
   * @default 'ready'
   */
  additionalInfoStatus?: VideoDetailsAdditionalInfoStatus;
  /** The player slot, e.g. a `VideoPlayer`. */
  player?: ReactNode;
  /**
   * The save-to-playlist slot (the app's save button that opens the playlist modal or login). It sits beside
   * the licence action: give it the secondary (outlined) button.
   */
  saveAction?: ReactNode;
  /**
   * The licence slot (the add-to-cart or licence button, or the licence comparison trigger): the page's main
   * action, shown first. Give it the primary (filled) button.
   */
  licenceAction?: ReactNode;
  /**
   * The viewer's download of the clip, for a licence holder only: `file` says which file the licence gives
   * (the clean master, or the watermarked file of a Personal licence). Leave it out for anyone else: a visitor
   * or a buyer without a licence sees no download at all.
   */
  download?: { href: string; file: VideoDetailsDownloadFile } | null;
  /**
   * The clip's comp, beside the licence action, for a server that makes comps: `href` for a signed-in viewer
   * (any buyer, licensed or not), `onSignIn` for a visitor (comps need an account). Leave it out where the
   * server makes none.
   */
  comp?: VideoDetailsCompProps | null;
  /** The similar clips slot, e.g. a `ResultsGrid` of the 16 similar clips; shown under its heading. */
  similarClips?: ReactNode;
  /**
   * Link of the licensing FAQ in the digital terms modal.
   * @default the provider's `links.faq` (the modal's default; see `ClipmarketProvider`)
   */
  faqHref?: string;
  /** Called by the error state's retry button; without it no button shows. */
  onRetry?: () => void;
  /** Called by the additional info's retry button. */
  onRetryAdditionalInfo?: () => void;
  /** Class of the root element. */
  className?: string;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div css={styles.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function DateValue({ value }: { value: string | null }) {
  const text = value ? formatDisplayDate(value) : '';
  return text ? <time dateTime={value ?? undefined}>{text}</time> : <>{VIDEO_DETAILS_TEXT.none}</>;
}

/** A fact as a buyer may see it: null when it is empty (left out for a buyer, "None" for an internal viewer). */
type FactValue = ReactNode | null;

/** Lays out facts: a buyer sees only those with a value; an internal viewer sees every one. */
function Facts({ facts, internal }: { facts: [label: string, value: FactValue][]; internal: boolean }) {
  return (
    <dl css={styles.facts}>
      {facts.map(([label, value]) =>
        value !== null || internal ? (
          <Fact key={label} label={label}>
            {value ?? VIDEO_DETAILS_TEXT.none}
          </Fact>
        ) : null,
      )}
    </dl>
  );
}

const INTERNAL_CATEGORIES = new Set(DEFAULT_EXCLUDED_CATEGORIES.map((name) => name.toLowerCase()));

/**
 * Whether a category is the company's own (the trending lists: "Trending", "LP Homepage Trending"): left out
 * of the category list and the filter, and never shown to a buyer as what the clip is.
 */
export function isInternalCategory(category: string): boolean {
  return INTERNAL_CATEGORIES.has(category.trim().toLowerCase());
}

/**
 * The clip's clearance in its colour, and for the rights team (ROLE_RIFF_USER) the "talent releases missing"
 * marker beside it when iar is false and rsa or bo is true, as the cards show it.
 */
export function VideoDetailsClearance({
  video,
  viewer,
}: {
  /** The clip's clearance and release flags. */
  video: Pick<VideoDocument, 'aci' | 'iar' | 'rsa' | 'bo'>;
  /** Who is looking; null for a visitor. */
  viewer?: Viewer | null | undefined;
}) {
  const { label, detail } = CLEARANCE_LABELS[video.aci];
  return (
    <span css={styles.clearanceLine}>
      <span css={styles.clearance} data-aci={video.aci}>
        {label}
        {detail ? <span css={styles.clearanceDetail}> ({detail})</span> : null}
      </span>
      {showsRiffMarker(video, viewer?.roles ?? []) ? (
        <span css={styles.riffMarker} data-marker="riff">
          <ShieldAlertIcon />
          {CARD_TEXT.riffMarker}
        </span>
      ) : null}
    </span>
  );
}

/**
 * The clip's facts: acquired and first-posted dates, duration, location, clearance and category. A buyer sees
 * the facts the clip has; an internal category ("LP Homepage Trending") is the company's, not the buyer's. Staff,
 * the rights team and insiders see every fact, with "None" where it is empty.
 */
export function VideoDetailsFacts({
  video,
  viewer,
}: {
  /** The clip. */
  video: Pick<
    VideoDocument,
    | 'signedDate'
    | 'originalPublishingDate'
    | 'duration'
    | 'location'
    | 'country'
    | 'aci'
    | 'iar'
    | 'rsa'
    | 'bo'
    | 'category'
  >;
  /** Who is looking; null for a visitor. */
  viewer?: Viewer | null | undefined;
}) {
  const internal = isInternalViewer(viewer);
  const place = [video.location, video.country].filter(Boolean).join(', ');
  const category = video.category?.trim() ? video.category : null;
  const date = (value: string | null) =>
    value && formatDisplayDate(value) ? <DateValue value={value} /> : null;
  return (
    <Facts
      internal={internal}
      facts={[
        [VIDEO_DETAILS_TEXT.acquired, date(video.signedDate)],
        [VIDEO_DETAILS_TEXT.posted, date(video.originalPublishingDate)],
        [VIDEO_DETAILS_TEXT.duration, formatDuration(video.duration)],
        [VIDEO_DETAILS_TEXT.location, place || null],
        [
          VIDEO_DETAILS_TEXT.clearance,
          <VideoDetailsClearance key="clearance" video={video} viewer={viewer} />,
        ],
        [
          VIDEO_DETAILS_TEXT.category,
          category && (internal || !isInternalCategory(category)) ? category : null,
        ],
      ]}
    />
  );
}

/**
 * The answer to "can I use this clip in an ad?", by the clip's advertising clearance (decisions.md, "What the
 * tiers cover"): the online licences cover the buyer's own unpaid posts; then, for "Advertising Use", a one-step
 * "Ask for an advertising licence" (the Custom licence inquiry with the clip); for "Inquire for Advertising Use"
 * the same inquiry, worded as a check; for "Not for Advertising Use" a plain no, with nothing to press.
 */
export function VideoDetailsAdvertising({
  aci,
  inquiryHref,
  linkComponent,
  className,
}: {
  /** The clip's advertising clearance. */
  aci: VideoDocument['aci'];
  /** The Custom licence inquiry with this clip attached; without it, no link shows. */
  inquiryHref?: string | undefined;
  /**
   * The component that renders the link, e.g. wouter's `Link`.
   * @default the `linkComponent` of `ClipmarketProvider`, else `'a'`
   */
  linkComponent?: VideoCardLinkComponent | undefined;
  /** Class of the root element. */
  className?: string | undefined;
}) {
  const providedLink = useLinkComponent();
  const Link = linkComponent ?? providedLink;
  const { text, action } = ADVERTISING_ANSWER[aci];
  return (
    <p css={styles.advertising} data-aci={aci} className={className}>
      <span>{text}</span>
      {action && inquiryHref ? (
        <Link href={inquiryHref} css={[secondaryButton, smallButton, styles.download]}>
          {action}
        </Link>
      ) : null}
    </p>
  );
}

/** The title block: display title, JV# id, and the D and A icons with their meanings and the terms link. */
export function VideoDetailsTitleBlock({
  video,
  faqHref,
}: {
  /** The clip. */
  video: Pick<VideoDocument, 'jmId' | 'title' | 'publishingTitle' | 'aci'>;
  /** Link of the licensing FAQ in the digital terms modal. */
  faqHref?: string | undefined;
}) {
  const { label, detail } = CLEARANCE_LABELS[video.aci];
  return (
    <div css={styles.titleBlock}>
      <h1 css={styles.title}>{displayTitle(video)}</h1>
      <p css={styles.jvId}>
        <VisuallyHidden>{VIDEO_DETAILS_TEXT.clipId} </VisuallyHidden>
        {formatJvId(video.jmId)}
      </p>
      <ul css={styles.meanings} aria-label={VIDEO_DETAILS_TEXT.icons}>
        <li>
          <VideoCardDigitalIcon />
          <span aria-hidden="true">{CARD_ICON_LABELS.digital}</span>
        </li>
        <li data-aci={video.aci}>
          <VideoCardAdvertisingIcon aci={video.aci} />
          <span aria-hidden="true">
            {CARD_ICON_LABELS.advertising}: <strong css={styles.clearanceText}>{label}</strong>
            {detail ? ` (${detail})` : null}
          </span>
        </li>
      </ul>
      <DigitalTermsModal
        {...(faqHref ? { faqHref } : {})}
        trigger={(props) => <DigitalTermsModalTrigger {...props} />}
      />
    </div>
  );
}

/** Which file a licence downloads: the clean master, or the watermarked file (a Personal licence). */
export type VideoDetailsDownloadFile = 'master' | 'watermarked';

/**
 * A licensed clip's download: a link the browser saves ("Download", or "Download (watermarked)" for a
 * Personal licence). Give `subject` where several sit together (rows of a history) so each link names its
 * clip to a screen reader.
 */
export function VideoDetailsDownload({
  href,
  file = 'master',
  subject,
  size = 'default',
  onClick,
  className,
}: {
  /** The download address (the session cookie goes along). */
  href: string;
  /**
   * Which file the licence gives.
   * @default 'master'
   */
  file?: VideoDetailsDownloadFile | undefined;
  /** The clip, for the link's accessible name, e.g. 'JV#1254381'. */
  subject?: string | undefined;
  /**
   * `small` in tables and lists.
   * @default 'default'
   */
  size?: 'default' | 'small' | undefined;
  /** Called when the link is followed (the browser then saves the file). */
  onClick?: (() => void) | undefined;
  /** Class of the link. */
  className?: string | undefined;
}) {
  return (
    <a
      href={href}
      download
      data-file={file}
      onClick={onClick}
      css={[secondaryButton, size === 'small' ? smallButton : null, styles.download]}
      className={className}
    >
      {file === 'watermarked' ? VIDEO_DETAILS_TEXT.downloadWatermarked : VIDEO_DETAILS_TEXT.download}
      {subject ? <VisuallyHidden> {subject}</VisuallyHidden> : null}
    </a>
  );
}

export interface VideoDetailsCompProps {
  /** The comp's address, for a signed-in viewer: a link the browser saves (the session cookie goes along). */
  href?: string | null | undefined;
  /** A visitor's press, when there is no `href`: ask them to sign in (comps need an account). */
  onSignIn?: (() => void) | undefined;
  /** Called when the link is followed (the browser then saves the file). */
  onClick?: (() => void) | undefined;
  /** Class of the link or button. */
  className?: string | undefined;
}

/**
 * "Download comp": a watermarked, lower-resolution copy of the clip with its JV# burned in, free to any
 * signed-in buyer to try in an edit before licensing it. A link the browser saves for a signed-in viewer
 * (`href`); for a visitor a button that asks them to sign in (`onSignIn`). What a comp is, is its description.
 */
export function VideoDetailsComp({ href, onSignIn, onClick, className }: VideoDetailsCompProps) {
  const hintId = useId();
  const hint = (
    <VisuallyHidden id={hintId} as="span">
      {VIDEO_DETAILS_TEXT.compHint}
    </VisuallyHidden>
  );
  if (href) {
    return (
      <>
        <a
          href={href}
          download
          data-state="signedIn"
          title={VIDEO_DETAILS_TEXT.compHint}
          aria-describedby={hintId}
          onClick={onClick}
          css={[secondaryButton, styles.download]}
          className={className}
        >
          {VIDEO_DETAILS_TEXT.comp}
        </a>
        {hint}
      </>
    );
  }
  return (
    <>
      <Button
        data-state="signedOut"
        title={VIDEO_DETAILS_TEXT.compHint}
        aria-describedby={hintId}
        aria-haspopup="dialog"
        onClick={onSignIn}
        className={className}
      >
        {VIDEO_DETAILS_TEXT.comp}
      </Button>
      {hint}
    </>
  );
}

/** The description, clamped behind "Show more" when it is long. */
export function VideoDetailsDescription({
  text,
}: {
  /** The clip's `publishingDescription`. */ text: string | null;
}) {
  const [expanded, setExpanded] = useState(false);
  const bodyId = useId();
  const long = (text?.length ?? 0) > VIDEO_DETAILS_DESCRIPTION_CLAMP;
  return (
    <section css={styles.section} aria-labelledby={`${bodyId}-heading`}>
      <h2 id={`${bodyId}-heading`} css={styles.sectionHeading}>
        {VIDEO_DETAILS_TEXT.description}
      </h2>
      <p id={bodyId} css={styles.description} data-clamped={long && !expanded}>
        {text?.trim() ? text : VIDEO_DETAILS_TEXT.noDescription}
      </p>
      {long ? (
        <Button
          variant="ghost"
          size="sm"
          css={styles.showMore}
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? VIDEO_DETAILS_TEXT.showLess : VIDEO_DETAILS_TEXT.showMore}
        </Button>
      ) : null}
    </section>
  );
}

function List({ items }: { items: readonly string[] }) {
  if (items.length === 0) return <>{VIDEO_DETAILS_TEXT.none}</>;
  return (
    <ul css={styles.inlineList}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** The signed-in viewer's additional info; staff also see the internal fields. */
export function VideoDetailsAdditionalInfo({
  status = 'ready',
  info,
  viewer,
  onRetry,
}: {
  /** Who is looking: a buyer sees only the facts the clip has; staff, the rights team and insiders all. */
  viewer?: Viewer | null | undefined;
  /** The state of the details call. */
  status?: VideoDetailsAdditionalInfoStatus;
  /** The details answer. */
  info?: VideoDetailsData | null | undefined;
  /** Retries the details call. */
  onRetry?: (() => void) | undefined;
}) {
  const headingId = useId();
  return (
    <section css={styles.section} aria-labelledby={headingId} data-state={status}>
      <h2 id={headingId} css={styles.sectionHeading}>
        {VIDEO_DETAILS_TEXT.additionalInfo}
      </h2>
      {status === 'loading' ? <p role="status">{VIDEO_DETAILS_TEXT.additionalInfoLoading}</p> : null}
      {status === 'error' ? (
        <InlineAlert tone="error" onRetry={onRetry} retryLabel={VIDEO_DETAILS_TEXT.retry}>
          {VIDEO_DETAILS_TEXT.additionalInfoError}
        </InlineAlert>
      ) : null}
      {status === 'ready' && info ? (
        <>
          <Facts
            internal={isInternalViewer(viewer)}
            facts={[
              [
                VIDEO_DETAILS_TEXT.library,
                info.libraryName
                  ? `${info.libraryName}${info.libraryShortName ? ` (${info.libraryShortName})` : ''}`
                  : null,
              ],
              [VIDEO_DETAILS_TEXT.downloads, formatCount(info.downloads)],
              [VIDEO_DETAILS_TEXT.resolution, info.isHD ? VIDEO_DETAILS_TEXT.hd : VIDEO_DETAILS_TEXT.sd],
              [
                VIDEO_DETAILS_TEXT.orientation,
                info.isVertical ? VIDEO_DETAILS_TEXT.vertical : VIDEO_DETAILS_TEXT.horizontal,
              ],
              [VIDEO_DETAILS_TEXT.footageType, info.footageType],
            ]}
          />
          {info.internal ? (
            <div css={styles.internal}>
              <h3 css={styles.subHeading}>{VIDEO_DETAILS_TEXT.internal}</h3>
              <dl css={styles.facts}>
                <Fact label={VIDEO_DETAILS_TEXT.internalDescription}>
                  {info.internal.description ?? VIDEO_DETAILS_TEXT.none}
                </Fact>
                <Fact label={VIDEO_DETAILS_TEXT.privateTags}>
                  <List items={info.internal.privateTags} />
                </Fact>
                <Fact label={VIDEO_DETAILS_TEXT.originalSource}>
                  {info.internal.originalSourceUrl ? (
                    <a css={styles.link} href={info.internal.originalSourceUrl}>
                      {info.internal.originalSourceUrl}
                    </a>
                  ) : (
                    VIDEO_DETAILS_TEXT.none
                  )}
                </Fact>
                <Fact label={VIDEO_DETAILS_TEXT.platform}>
                  {info.internal.platformId ?? VIDEO_DETAILS_TEXT.none}
                </Fact>
                <Fact label={VIDEO_DETAILS_TEXT.claimedYouTubeIds}>
                  <List items={info.internal.claimedYouTubeIds} />
                </Fact>
                <Fact label={VIDEO_DETAILS_TEXT.publishedUrls}>
                  <List items={info.internal.publishedUrls} />
                </Fact>
                <Fact label={VIDEO_DETAILS_TEXT.infractionUrls}>
                  <List items={info.internal.infractionUrls} />
                </Fact>
                <Fact label={VIDEO_DETAILS_TEXT.popularityScore}>{info.internal.popularityScore}</Fact>
              </dl>
            </div>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

/**
 * The page while the clip's document loads (`VideoDetails`' `loading` state): the player's and the title
 * block's shapes, and "Loading the clip…" for a screen reader. A page that lays the pieces out itself draws this
 * without the whole `VideoDetails`.
 */
export function VideoDetailsLoading({
  className,
}: {
  /** Class of the root element. */
  className?: string | undefined;
}) {
  return (
    <article data-state="loading" css={styles.root} className={className} aria-busy="true">
      <SkeletonGroup label={VIDEO_DETAILS_TEXT.loading} css={styles.layout}>
        <Skeleton shape="block" aspectRatio="16 / 9" css={[styles.mediaArea, styles.skeletonBlock]} />
        <div css={styles.aside}>
          <Skeleton css={styles.skeletonTitle} />
          <Skeleton lines={2} />
        </div>
      </SkeletonGroup>
    </article>
  );
}

/** A clip's detail page: player, title block, actions, facts, description, tags, additional info, similar clips. */
export function VideoDetails({
  status = 'ready',
  video,
  signedIn = false,
  viewer = null,
  additionalInfo,
  additionalInfoStatus = 'ready',
  player,
  saveAction,
  licenceAction,
  download,
  comp,
  similarClips,
  faqHref,
  onRetry,
  onRetryAdditionalInfo,
  className,
}: VideoDetailsProps) {
  const factsId = useId();
  const tagsId = useId();
  const similarId = useId();

  if (status === 'loading' || (status === 'ready' && !video)) {
    return <VideoDetailsLoading className={className} />;
  }

  if (status === 'error' || !video) {
    return (
      <article data-state="error" css={styles.root} className={className}>
        <InlineAlert tone="error" onRetry={onRetry} retryLabel={VIDEO_DETAILS_TEXT.retry}>
          {VIDEO_DETAILS_TEXT.error}
        </InlineAlert>
      </article>
    );
  }

  return (
    <article data-state="ready" css={styles.root} className={className} aria-label={displayTitle(video)}>
      <div css={styles.layout}>
        <div css={styles.mediaArea}>{player}</div>
        <div css={styles.aside}>
          <VideoDetailsTitleBlock video={video} faqHref={faqHref} />
          {saveAction || licenceAction || download || comp ? (
            <div role="group" aria-label={VIDEO_DETAILS_TEXT.actions} css={styles.actions}>
              {licenceAction}
              {download ? <VideoDetailsDownload href={download.href} file={download.file} /> : null}
              {comp ? <VideoDetailsComp {...comp} /> : null}
              {saveAction}
            </div>
          ) : null}
          <section css={styles.section} aria-labelledby={factsId}>
            <h2 id={factsId} css={styles.sectionHeading}>
              {VIDEO_DETAILS_TEXT.details}
            </h2>
            <VideoDetailsFacts video={video} viewer={viewer} />
          </section>
        </div>
        <div css={styles.main}>
          <VideoDetailsDescription text={video.publishingDescription} />
          <section css={styles.section} aria-labelledby={tagsId}>
            <h2 id={tagsId} css={styles.sectionHeading}>
              {VIDEO_DETAILS_TEXT.tags}
            </h2>
            {video.tags.length > 0 ? (
              <ul css={styles.tags}>
                {video.tags.map((tag) => (
                  <li key={tag} css={styles.tag}>
                    {tag}
                  </li>
                ))}
              </ul>
            ) : (
              <p css={styles.muted}>{VIDEO_DETAILS_TEXT.none}</p>
            )}
          </section>
          {signedIn ? (
            <VideoDetailsAdditionalInfo
              status={additionalInfoStatus}
              info={additionalInfo}
              viewer={viewer}
              onRetry={onRetryAdditionalInfo}
            />
          ) : null}
        </div>
      </div>
      {similarClips ? (
        <section css={[styles.section, styles.similar]} aria-labelledby={similarId}>
          <h2 id={similarId} css={styles.sectionHeading}>
            {VIDEO_DETAILS_TEXT.similarClips}
          </h2>
          {similarClips}
        </section>
      ) : null}
    </article>
  );
}
