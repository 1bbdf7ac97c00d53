import {
  CARD_TEXT,
  MESSAGES,
  displayTitle,
  formatDuration,
  formatJvId,
  hasVideoId,
  showsRiffMarker,
  type VideoCardData,
} from '@clipmarket/core';
import { useContext, useId, useState, type FocusEvent, type PointerEvent } from 'react';
import * as styles from './VideoCard.styles';
import type { VideoCardLinkComponent, VideoCardPosterLoading } from './VideoCard.types';
import { VideoCardAdvertisingIcon, VideoCardClearanceLabel } from './VideoCardClearance';
import { VideoCardMedia } from './VideoCardMedia';
import { VideoCardPriceContext } from './VideoCardPrice';
import { VideoCardTitle } from './VideoCardTitle';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import {
  CartIcon,
  FilmIcon,
  HorizontalFrameIcon,
  SaveIcon,
  ShieldAlertIcon,
  SimilarIcon,
  VerticalFrameIcon,
} from '../Icon';
import { IconButton } from '../IconButton';
import { VisuallyHidden } from '../VisuallyHidden';
import { useLinkComponent } from '../ClipmarketProvider';

/** What the card is doing: at rest, playing its hover preview, or standing in for a clip without an id. */
export type VideoCardStatus = 'idle' | 'previewing' | 'empty';

/**
 * How the thumbnail behaves: `auto` previews on devices that hover with a fine pointer and is a plain
 * tappable link elsewhere; `hover` and `tap` force one behaviour whatever the device.
 */
export type VideoCardPreviewMode = 'auto' | 'hover' | 'tap';

/**
 * How the card is laid out: `card` (poster above, text under it, for a grid) or `row` (a small fixed-size
 * poster on the left, the text beside it and the save toggle on the right, for a list). Same parts, links,
 * names and behaviour in both.
 */
export type VideoCardLayout = 'card' | 'row';

export interface VideoCardProps {
  /** The clip to show. A clip whose `jmId` is empty is shown as 'No Video Found!'. */
  video: VideoCardData;
  /** The detail page of the clip, e.g. `/clips/1254381`; the title and the thumbnail link here. */
  href: string;
  /**
   * The clip's similar clips, e.g. `/search/similarClips/1254381`: with it the card shows a
   * 'Similar clips' link (rendered by `linkComponent`); without it, none.
   */
  similarHref?: string;
  /**
   * Whether the clip is among the user's favourites; the save toggle shows it as pressed.
   * @default video.isFav ?? false
   */
  isFav?: boolean;
  /**
   * Whether the clip is in the user's cart; shows an 'In cart' badge.
   * @default false
   */
  inCart?: boolean;
  /**
   * Whether the user holds a licence for the clip (their purchased videos); shows a 'Licensed' badge.
   * @default false
   */
  licensed?: boolean;
  /** Called with the clip when the save toggle is pressed (the app opens the playlist modal or login). */
  onSave?: (video: VideoCardData) => void;
  /** Called with the clip when the title or thumbnail link is followed, before navigation. */
  onOpen?: (video: VideoCardData) => void;
  /**
   * Roles of the viewer; `ROLE_RIFF_USER` sees a marker on clips whose talent releases are missing
   * (iar false) while rsa or bo is set.
   * @default []
   */
  viewerRoles?: readonly string[];
  /**
   * How the thumbnail responds to the pointer; see `VideoCardPreviewMode`. Reduced motion always wins:
   * with `prefers-reduced-motion: reduce` no preview plays in any mode.
   * @default 'auto'
   */
  previewMode?: VideoCardPreviewMode;
  /**
   * Controls the state. Leave unset and the card previews on hover and keyboard focus by itself; set it to
   * drive the preview from outside (a preview that cannot play still shows `idle`).
   */
  status?: VideoCardStatus;
  /** Called when the pointer or keyboard focus asks for the preview to start or stop. */
  onStatusChange?: (status: Exclude<VideoCardStatus, 'empty'>) => void;
  /**
   * The component that renders the two links, e.g. wouter's `Link`.
   * @default the `linkComponent` of `ClipmarketProvider`, else `'a'`
   */
  linkComponent?: VideoCardLinkComponent;
  /**
   * Level of the title's heading, to fit the page's outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /**
   * Card for a grid or row for a list; see `VideoCardLayout`.
   * @default 'card'
   */
  layout?: VideoCardLayout;
  /**
   * When the poster loads; see `VideoCardPosterLoading`.
   * @default 'lazy'
   */
  posterLoading?: VideoCardPosterLoading;
  /**
   * The lowest licence price a buyer can pay online, formatted ('$49'): the card says 'from $49'. The same for
   * every clip, so an app usually sets it once with `VideoCardPriceProvider` from the storefront's prices.
   * Without either, no price shows (never a made-up one).
   * @default the nearest VideoCardPriceProvider's, else none
   */
  fromPrice?: string | null;
  /**
   * What the tier of `fromPrice` cannot do ('watermarked, no monetization'), shown under the price.
   * @default the nearest VideoCardPriceProvider's, else none
   */
  fromPriceLimits?: string | null;
  /** Class of the root element, for placement in a grid. */
  className?: string;
}

const HOVER_DEVICE = '(hover: hover) and (pointer: fine)';
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const NO_ROLES: readonly string[] = [];

/**
 * A clip in a result grid or list: poster with hover preview and length, title link, JV# id, advertising
 * clearance, orientation, HD, the "from" price and a save toggle.
 */
export function VideoCard({
  video,
  href,
  similarHref,
  isFav = video.isFav ?? false,
  inCart = false,
  licensed = false,
  onSave,
  onOpen,
  viewerRoles = NO_ROLES,
  previewMode = 'auto',
  status: controlledStatus,
  onStatusChange,
  linkComponent: givenLink,
  headingLevel = 3,
  layout = 'card',
  posterLoading = 'lazy',
  fromPrice: ownPrice,
  fromPriceLimits: ownLimits,
  className,
}: VideoCardProps) {
  const providedLink = useLinkComponent();
  const linkComponent = givenLink ?? providedLink;
  const titleId = useId();
  const shared = useContext(VideoCardPriceContext);
  const fromPrice = ownPrice === undefined ? (shared?.fromPrice ?? null) : ownPrice;
  const fromPriceLimits = ownLimits === undefined ? (shared?.fromPriceLimits ?? null) : ownLimits;
  // Two sources can ask for the preview; it plays while either holds.
  const [pointerInside, setPointerInside] = useState(false);
  const [keyboardInside, setKeyboardInside] = useState(false);
  const requested = controlledStatus ?? (pointerInside || keyboardInside ? 'previewing' : 'idle');

  const empty = !hasVideoId(video) || controlledStatus === 'empty';
  const previewUrl = video.previewUrl ?? undefined;
  // The device is asked only while a preview is wanted (and at the pointer or focus event itself): until then
  // the cards of a page answer what the server did, and are not all drawn again right after they hydrate
  // (on a desktop, every card of the page) to learn what the server could not know.
  const hoverDevice = useMediaQuery(HOVER_DEVICE, false, requested === 'previewing');
  const reducedMotion = useMediaQuery(REDUCED_MOTION, false, requested === 'previewing');
  const previewsOn = (hover: boolean, reduced: boolean) =>
    !empty &&
    previewUrl !== undefined &&
    !reduced &&
    (previewMode === 'hover' || (previewMode === 'auto' && hover));
  const canPreview = previewsOn(hoverDevice, reducedMotion);
  const status: VideoCardStatus = empty
    ? 'empty'
    : canPreview && requested === 'previewing'
      ? 'previewing'
      : 'idle';

  if (empty) {
    return (
      <article data-state="empty" data-layout={layout} css={styles.card} className={className}>
        <div css={styles.mediaFrame}>
          <p css={styles.emptyMessage}>
            <FilmIcon />
            {MESSAGES.noVideoFound}
          </p>
        </div>
      </article>
    );
  }

  const request = (pointer: boolean, keyboard: boolean) => {
    setPointerInside(pointer);
    setKeyboardInside(keyboard);
    // Asked of the device now: until a preview is wanted, the render knows only the server's answer.
    if (!previewsOn(matchMedia(HOVER_DEVICE).matches, matchMedia(REDUCED_MOTION).matches)) return;
    const before = pointerInside || keyboardInside;
    const after = pointer || keyboard;
    if (before !== after) onStatusChange?.(after ? 'previewing' : 'idle');
  };

  const onPointerEnter = (event: PointerEvent) => {
    // A tap on a touch screen also enters; only a hovering pointer previews.
    if (event.pointerType === 'touch') return;
    request(true, keyboardInside);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'touch') return;
    request(false, keyboardInside);
  };
  // A mouse click also focuses; only keyboard focus (`:focus-visible`) previews, or the preview would play
  // on after the pointer has left a clicked card.
  const onFocus = (event: FocusEvent) => {
    if (event.target instanceof Element && event.target.matches(':focus-visible'))
      request(pointerInside, true);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    request(pointerInside, false);
  };

  const title = displayTitle(video);
  const jvId = formatJvId(video.jmId);
  const open = onOpen ? () => onOpen(video) : undefined;
  const aci = video.aci ?? undefined;

  return (
    <article
      data-state={status}
      data-layout={layout}
      aria-labelledby={titleId}
      css={styles.card}
      className={className}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <VideoCardMedia
        title={title}
        href={href}
        link={linkComponent}
        imgUrl={video.imgUrl}
        posterLoading={posterLoading}
        previewSrc={status === 'previewing' ? previewUrl : undefined}
        onClick={open}
      >
        {inCart ? (
          <span css={styles.inCartBadge}>
            <CartIcon />
            {CARD_TEXT.inCart}
          </span>
        ) : null}
        {licensed ? <span css={styles.licensedBadge}>{CARD_TEXT.licensed}</span> : null}
        {video.duration !== undefined ? (
          // For the eye, where buyers look for a length; the facts line says it to assistive technology.
          <span css={styles.durationBadge} aria-hidden="true">
            {formatDuration(video.duration)}
          </span>
        ) : null}
      </VideoCardMedia>
      <div css={styles.body}>
        <VideoCardTitle
          id={titleId}
          title={title}
          href={href}
          link={linkComponent}
          headingLevel={headingLevel}
          onClick={open}
        />
        <div css={styles.meta}>
          <span css={styles.jvId}>{jvId}</span>
          <span css={styles.icons}>
            {showsRiffMarker(video, viewerRoles) ? (
              <span
                role="img"
                aria-label={CARD_TEXT.riffMarker}
                title={CARD_TEXT.riffMarker}
                css={styles.riffMarker}
              >
                <ShieldAlertIcon />
              </span>
            ) : null}
            {/* No D: every clip is cleared for digital and clip-show use, so it would tell nothing (ADR 31). */}
            {aci ? <VideoCardAdvertisingIcon aci={aci} /> : null}
          </span>
        </div>
        {aci ? <VideoCardClearanceLabel aci={aci} /> : null}
        <VideoCardFacts video={video} fromPrice={fromPrice ?? null} limits={fromPriceLimits} />
        {similarHref ? (
          <SimilarLink href={similarHref} link={linkComponent} name={CARD_TEXT.similarName(jvId)} />
        ) : null}
      </div>
      {/* After the title in the DOM, so Tab reaches what the clip is before what to do with it. */}
      <IconButton
        aria-pressed={isFav}
        label={CARD_TEXT.save(jvId)}
        css={styles.saveButton}
        onClick={() => onSave?.(video)}
      >
        <SaveIcon saved={isFav} />
      </IconButton>
    </article>
  );
}

/** The link to the clip's similar clips; its name says which clip, its text says what it is. */
function SimilarLink({
  href,
  link: Link,
  name,
}: {
  href: string;
  link: VideoCardLinkComponent;
  name: string;
}) {
  return (
    <Link href={href} css={styles.similarLink} aria-label={name}>
      <SimilarIcon />
      {CARD_TEXT.similar}
    </Link>
  );
}

/**
 * What a buyer checks the filters against, on one line: length (for assistive technology; the poster shows it
 * to the eye), orientation, HD, and the lowest online price.
 */
function VideoCardFacts({
  video,
  fromPrice,
  limits,
}: {
  video: VideoCardData;
  fromPrice: string | null;
  limits: string | null;
}) {
  const orientation =
    video.isVertical === undefined ? null : video.isVertical ? CARD_TEXT.vertical : CARD_TEXT.horizontal;
  if (video.duration === undefined && orientation === null && !video.isHD && !fromPrice) return null;
  return (
    <p css={styles.facts} aria-label={CARD_TEXT.facts} role="group">
      {video.duration !== undefined ? (
        <VisuallyHidden data-fact="duration">
          {CARD_TEXT.duration} {formatDuration(video.duration)}
        </VisuallyHidden>
      ) : null}
      {orientation ? (
        <span css={styles.fact} data-fact="orientation">
          {video.isVertical === true ? <VerticalFrameIcon /> : <HorizontalFrameIcon />}
          {orientation}
        </span>
      ) : null}
      {video.isHD ? (
        <span css={[styles.fact, styles.hdFact]} data-fact="hd">
          {CARD_TEXT.hd}
        </span>
      ) : null}
      {fromPrice ? (
        <span css={styles.price} data-fact="price" aria-label={CARD_TEXT.fromPriceName(fromPrice, limits)}>
          {CARD_TEXT.fromPrice(fromPrice)}
        </span>
      ) : null}
      {/* Read with the price, in its name; for the eye, a quiet line of its own keeps the card short. */}
      {fromPrice && limits ? (
        <span css={styles.priceLimits} data-fact="priceLimits" aria-hidden="true">
          {limits}
        </span>
      ) : null}
    </p>
  );
}
