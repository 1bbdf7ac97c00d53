import {
  CARD_TEXT,
  LICENCE_TIERS,
  MESSAGES,
  baseJmId,
  displayTitle,
  formatJvId,
  isInCart,
  type TierId,
  type TitledVideo,
} from '@clipmarket/core';
import { useId, type ReactNode } from 'react';
import { secondaryButton } from '../../primitives/styles';
import type { VideoCardLinkComponent } from '../VideoCard/VideoCard.types';
import * as styles from './SavedListItem.styles';
import { SAVED_LIST_ITEM_TEXT } from './savedListItemText';
import { Spinner } from '../Spinner';
import { Button } from '../Button';
import { TrashIcon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import { useLinkComponent } from '../ClipmarketProvider';

/**
 * What the row is doing: at rest, its remove call running, that call failed ('Failed to removed video.
 * Please try again.'), or its cart call running (the cart's `itemSubmitting`).
 */
export type SavedListItemStatus = 'idle' | 'removing' | 'removeFailed' | 'cartSubmitting';

/** The clip fields the row shows; `PlaylistVideoRow` and `VideoCardData` from core fit. */
export interface SavedListItemVideo extends TitledVideo {
  jmId: string;
  imgUrl?: string | null;
}

export interface SavedListItemProps {
  /** The clip in the playlist. */
  video: SavedListItemVideo;
  /** The clip's detail page, e.g. `/clips/1254381`; without it the title is plain text. */
  href?: string;
  /**
   * The component that renders the title link, e.g. wouter's `Link`.
   * @default the `linkComponent` of `ClipmarketProvider`, else `'a'`
   */
  linkComponent?: VideoCardLinkComponent;
  /**
   * Whether the viewer may change the playlist (its `canModify`); only then is Remove shown.
   * @default false
   */
  canModify?: boolean;
  /**
   * The cart's lines (`CartLine` fits); the clip is in the cart when a line's `id` matches its jmId (a '-1' id
   * matches its base clip, `isInCart`). A line's `tier` is named beside the clip ("In cart: Basic Pro").
   * @default []
   */
  cartItems?: readonly { id: string; tier?: TierId | null; kind?: string }[];
  /**
   * Whether the user holds a licence for the clip (their purchased videos): a "Licensed" badge.
   * @default false
   */
  licensed?: boolean;
  /**
   * The row's state; see `SavedListItemStatus`.
   * @default 'idle'
   */
  status?: SavedListItemStatus;
  /** Called with the clip when Remove is pressed. */
  onRemove?: (video: SavedListItemVideo) => void;
  /** Called with the clip when Add to cart is pressed. Without it and `onRemoveFromCart`, no cart button. */
  onAddToCart?: (video: SavedListItemVideo) => void;
  /** Called with the clip when Remove from cart is pressed. */
  onRemoveFromCart?: (video: SavedListItemVideo) => void;
  /**
   * The clip's footage for a licence holder (`GET /api/user/licensing/videos/{jmId}/download`): a "Download"
   * link that saves the file. Leave it out for a clip the user holds no licence for.
   */
  downloadHref?: string;
  /**
   * Select mode (bulk remove): whether the row is selected. With it (and `onSelectedChange`) the row shows a
   * checkbox; without it, none.
   */
  selected?: boolean;
  /** Called with the new value when the row's checkbox is changed. */
  onSelectedChange?: (selected: boolean, video: SavedListItemVideo) => void;
  /**
   * Level of the title's heading, to fit the page's outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Class of the root element, for placement in a list. */
  className?: string;
  /**
   * More controls of the row (the playlist page's "Add to folder"), shown inside the card under its text and
   * buttons, so they read as the row's own.
   */
  children?: ReactNode;
}

const NO_CART: readonly { id: string; tier?: TierId | null; kind?: string }[] = [];

/**
 * A clip in a saved list: thumbnail, title, JV# id, Remove (for the owner), the cart button, Download for a
 * licensed clip, and a checkbox in select mode.
 */
export function SavedListItem({
  video,
  href,
  linkComponent,
  canModify = false,
  cartItems = NO_CART,
  licensed = false,
  status = 'idle',
  onRemove,
  onAddToCart,
  onRemoveFromCart,
  downloadHref,
  selected,
  onSelectedChange,
  headingLevel = 3,
  className,
  children,
}: SavedListItemProps) {
  const providedLink = useLinkComponent();
  const Link = linkComponent ?? providedLink;
  const titleId = useId();
  const title = displayTitle(video);
  const jvId = formatJvId(video.jmId);
  // A clip's rights management fee line names the clip too; only its licence line says it is in the cart.
  const clipLines = cartItems.filter((item) => item.kind !== 'rightsFee');
  const inCart = isInCart(video.jmId, clipLines);
  const cartTier = inCart
    ? LICENCE_TIERS.find(
        (tier) => tier.id === clipLines.find((item) => baseJmId(item.id) === baseJmId(video.jmId))?.tier,
      )
    : undefined;
  const removing = status === 'removing';
  const cartBusy = status === 'cartSubmitting';
  const Heading = `h${headingLevel}` as const;
  const showCart = inCart ? Boolean(onRemoveFromCart) : Boolean(onAddToCart);
  const cartLabel = inCart ? SAVED_LIST_ITEM_TEXT.removeFromCart : SAVED_LIST_ITEM_TEXT.addToCart;
  const selectable = selected !== undefined && onSelectedChange !== undefined;

  return (
    <article
      css={styles.item}
      className={className}
      data-state={status}
      data-in-cart={inCart}
      data-licensed={licensed || undefined}
      data-selected={selectable ? String(selected) : undefined}
      data-extra={children ? '' : undefined}
      aria-labelledby={titleId}
      aria-busy={removing || cartBusy || undefined}
    >
      <div css={styles.thumb}>
        {/* Decorative: the title beside it names the clip. */}
        {video.imgUrl ? <img src={video.imgUrl} alt="" loading="lazy" css={styles.poster} /> : null}
        {inCart ? <span css={styles.inCartBadge}>{CARD_TEXT.inCart}</span> : null}
        {licensed ? <span css={styles.licensedBadge}>{CARD_TEXT.licensed}</span> : null}
        {selectable ? (
          <label css={styles.select}>
            <input
              type="checkbox"
              css={styles.checkbox}
              checked={selected}
              onChange={(event) => onSelectedChange?.(event.currentTarget.checked, video)}
            />
            <VisuallyHidden>{SAVED_LIST_ITEM_TEXT.select(jvId)}</VisuallyHidden>
          </label>
        ) : null}
      </div>
      <div css={styles.text}>
        <Heading id={titleId} css={styles.fullTitle}>
          {href ? (
            <Link href={href} css={styles.titleLink}>
              {title}
            </Link>
          ) : (
            title
          )}
        </Heading>
        <p css={styles.jvId}>{jvId}</p>
        {cartTier ? <p css={styles.cartTier}>{SAVED_LIST_ITEM_TEXT.inCartAt(cartTier.name)}</p> : null}
        {/* Always mounted, so progress and failure are announced. */}
        <p role="status" css={styles.status}>
          {removing
            ? SAVED_LIST_ITEM_TEXT.removing
            : cartBusy
              ? SAVED_LIST_ITEM_TEXT.cartSubmitting
              : status === 'removeFailed'
                ? MESSAGES.removeFailed
                : null}
        </p>
      </div>
      <div css={styles.actions}>
        {downloadHref ? (
          <a
            href={downloadHref}
            download
            css={secondaryButton}
            aria-label={SAVED_LIST_ITEM_TEXT.buttonName(SAVED_LIST_ITEM_TEXT.download, jvId)}
          >
            {SAVED_LIST_ITEM_TEXT.download}
          </a>
        ) : null}
        {showCart ? (
          // aria-disabled, not disabled: focus stays on the button while the call runs.
          <Button
            variant={inCart ? 'secondary' : 'primary'}
            loading={cartBusy}
            aria-label={SAVED_LIST_ITEM_TEXT.buttonName(cartLabel, jvId)}
            aria-disabled={cartBusy || removing || undefined}
            onClick={() => {
              if (cartBusy || removing) return;
              if (inCart) onRemoveFromCart?.(video);
              else onAddToCart?.(video);
            }}
          >
            {cartLabel}
          </Button>
        ) : null}
        {canModify ? (
          // Compact on a phone (an icon, named by its label), so the cart stays the row's main action.
          <Button
            variant="danger"
            css={styles.remove}
            data-compact=""
            aria-label={SAVED_LIST_ITEM_TEXT.buttonName(SAVED_LIST_ITEM_TEXT.remove, jvId)}
            aria-disabled={removing || undefined}
            aria-busy={removing || undefined}
            onClick={() => {
              if (!removing) onRemove?.(video);
            }}
          >
            {removing ? <Spinner tone="accent" /> : <TrashIcon css={styles.removeIcon} />}
            <span css={styles.removeText}>{SAVED_LIST_ITEM_TEXT.remove}</span>
          </Button>
        ) : null}
      </div>
      {children ? <div css={styles.extra}>{children}</div> : null}
    </article>
  );
}
