import {
  CARD_TEXT,
  MESSAGES,
  displayTitle,
  formatDisplayDate,
  formatDuration,
  formatJvId,
  hasVideoId,
  type FeedCard,
  type VideoCardData,
} from '@clipmarket/core';
import { useId, useState } from 'react';
import type { VideoCardLinkComponent } from '../VideoCard';
import { VideoCardAdvertisingIcon, VideoCardClearanceLabel } from '../VideoCard/VideoCardClearance';
import * as styles from './WireItem.styles';
import { WIRE_ITEM_TEXT } from './wireItemText';
import { CartIcon, FilmIcon, SaveIcon } from '../Icon';
import { IconButton } from '../IconButton';
import { VisuallyHidden } from '../VisuallyHidden';
import { useLinkComponent } from '../ClipmarketProvider';

/** `idle` for a clip; `empty` for an entry without a clip id ('No Video Found!'). */
export type WireItemStatus = 'idle' | 'empty';

/** How the item is laid out: a card in the wire's grid mode, a row in its list mode. */
export type WireItemLayout = 'grid' | 'list';

export interface WireItemProps {
  /** The acquired clip: a feed card with its acquisition day (`signedDate`) and length (`duration`). */
  video: FeedCard;
  /** The detail page of the clip, e.g. `/clips/1254381`. */
  href: string;
  /**
   * A card (grid mode) or a row (list mode).
   * @default 'grid'
   */
  layout?: WireItemLayout;
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
  /** Called with the clip when the save toggle is pressed (the app opens the playlist modal or login). */
  onSave?: (video: VideoCardData) => void;
  /** Called with the clip when its title or poster link is followed, before navigation. */
  onOpen?: (video: VideoCardData) => void;
  /**
   * The component that renders the links, e.g. wouter's `Link`.
   * @default the `linkComponent` of `ClipmarketProvider`, else `'a'`
   */
  linkComponent?: VideoCardLinkComponent;
  /**
   * Level of the title's heading, to fit the page's outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Class of the root element. */
  className?: string;
}

/** One acquisition of the wire: a clip with its poster, title, JV# id, acquisition day, length and clearance. */
export function WireItem({
  video,
  href,
  layout = 'grid',
  isFav = video.isFav ?? false,
  inCart = false,
  onSave,
  onOpen,
  linkComponent,
  headingLevel = 3,
  className,
}: WireItemProps) {
  const providedLink = useLinkComponent();
  const Link = linkComponent ?? providedLink;
  const titleId = useId();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);

  if (!hasVideoId(video)) {
    return (
      <article data-state="empty" data-layout={layout} css={styles.item} className={className}>
        <p css={styles.emptyMessage}>
          <FilmIcon />
          {MESSAGES.noVideoFound}
        </p>
      </article>
    );
  }

  const title = displayTitle(video);
  const jvId = formatJvId(video.jmId);
  const open = onOpen ? () => onOpen(video) : undefined;
  const aci = video.aci ?? undefined;
  const acquired = video.signedDate ? formatDisplayDate(video.signedDate) : '';
  const imgUrl = video.imgUrl ?? null;
  const posterFailed = imgUrl !== null && failedUrl === imgUrl;
  const Heading = `h${headingLevel}` as const;

  return (
    <article
      data-state="idle"
      data-layout={layout}
      aria-labelledby={titleId}
      css={styles.item}
      className={className}
    >
      <div css={styles.mediaFrame}>
        {/* The title carries the same link for keyboard and screen-reader users; this one is for pointers. */}
        <Link href={href} tabIndex={-1} aria-hidden="true" css={styles.thumbnailLink} onClick={open}>
          {!imgUrl || posterFailed ? (
            <span css={styles.placeholderIcon}>
              <FilmIcon />
            </span>
          ) : (
            <img
              src={imgUrl}
              alt=""
              loading="lazy"
              decoding="async"
              onError={() => setFailedUrl(imgUrl)}
              css={styles.poster}
            />
          )}
        </Link>
        {video.duration !== undefined ? (
          <span css={styles.durationBadge} aria-hidden="true">
            {formatDuration(video.duration)}
          </span>
        ) : null}
        {inCart ? (
          <span css={styles.inCartBadge}>
            <CartIcon />
            {CARD_TEXT.inCart}
          </span>
        ) : null}
      </div>
      <div css={styles.body}>
        <Heading id={titleId} css={styles.heading}>
          <Link href={href} css={styles.titleLink} onClick={open}>
            {title}
          </Link>
        </Heading>
        <dl css={styles.details}>
          <div>
            <VisuallyHidden as="dt">{WIRE_ITEM_TEXT.id}</VisuallyHidden>
            <dd css={styles.jvId}>{jvId}</dd>
          </div>
          {acquired ? (
            <div>
              <dt css={styles.detailLabel}>{WIRE_ITEM_TEXT.acquired}</dt>
              <dd>
                <time dateTime={video.signedDate ?? undefined}>{acquired}</time>
              </dd>
            </div>
          ) : null}
          {video.duration !== undefined ? (
            <div data-detail="duration">
              <dt css={styles.detailLabel}>{WIRE_ITEM_TEXT.duration}</dt>
              <dd>{formatDuration(video.duration)}</dd>
            </div>
          ) : null}
        </dl>
        <div css={styles.clearance}>
          <span css={styles.icons}>
            {/* No D, as on the result cards: it holds for every clip (ADR 31). */}
            {aci ? <VideoCardAdvertisingIcon aci={aci} /> : null}
          </span>
          {aci ? <VideoCardClearanceLabel aci={aci} /> : null}
        </div>
      </div>
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
