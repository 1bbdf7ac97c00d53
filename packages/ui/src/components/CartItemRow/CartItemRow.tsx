import { formatJvId, LICENCE_TIER_TEXT, MESSAGES } from '@clipmarket/core';
import { useId } from 'react';
import type { VideoCardLinkComponent } from '../VideoCard/VideoCard.types';
import * as styles from './CartItemRow.styles';
import { cartItemKind, type CartItem, type CartItemKind } from './cartItem.types';
import { CART_TEXT } from './cartText';
import * as shared from '../../primitives/styles';
import { CommerceSpinner } from './CommerceSpinner';
import { cartItemTier, formatCartPrice } from './formatCartPrice';

/**
 * What the line is doing: at rest, its remove call running (the cart's `itemSubmitting`), or `locked` while
 * the cart's checkout is being prepared, when Remove shows but does nothing.
 */
export type CartItemRowStatus = 'idle' | 'removing' | 'locked';

export interface CartItemRowProps {
  /** The cart line. */
  item: CartItem;
  /**
   * The line's state; see `CartItemRowStatus`.
   * @default 'idle'
   */
  status?: CartItemRowStatus;
  /** Called with the line when Remove is pressed. Without it, no Remove button. */
  onRemove?: (item: CartItem) => void;
  /** The clip's detail page, e.g. `/licensing/view/1254381`; without it the title is plain text. */
  href?: string;
  /**
   * The component that renders the title link, e.g. wouter's `Link`.
   * @default 'a'
   */
  linkComponent?: VideoCardLinkComponent;
  /**
   * Level of the title's heading, to fit the page's outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Class of the root element, for placement in a list. */
  className?: string;
}

/** One line of the cart: what it is (licence tier, gift card, discount pack), its price and fee, Remove. */
export function CartItemRow({
  item,
  status = 'idle',
  onRemove,
  href,
  linkComponent: Link = 'a',
  headingLevel = 3,
  className,
}: CartItemRowProps) {
  const titleId = useId();
  const kind = cartItemKind(item);
  const tier = kind === 'licence' ? cartItemTier(item.productName) : undefined;
  const title = item.title?.trim() || MESSAGES.noTitle;
  const removing = status === 'removing';
  const removeInert = removing || status === 'locked';
  const Heading = `h${headingLevel}` as const;
  const fee = item.rightsManagementFee ?? 0;
  const unit = formatCartPrice(item.price);

  return (
    <article
      css={styles.row}
      className={className}
      data-state={status}
      data-kind={kind}
      aria-labelledby={titleId}
      aria-busy={removing || undefined}
    >
      <div css={styles.thumb}>
        {/* Decorative: the title beside it names the line. */}
        {item.imgUrl ? (
          <img src={item.imgUrl} alt="" loading="lazy" css={styles.poster} />
        ) : (
          <CartItemRowPlaceholder kind={kind} />
        )}
      </div>
      <div css={styles.text}>
        {/* A licence is what the cart usually holds: only the other kinds get a badge. */}
        {kind === 'licence' ? null : (
          <p css={styles.badge} data-kind={kind}>
            {CART_TEXT.kind[kind]}
          </p>
        )}
        <Heading id={titleId} css={styles.title}>
          {href ? (
            <Link href={href} css={styles.titleLink}>
              {title}
            </Link>
          ) : (
            title
          )}
        </Heading>
        {kind === 'licence' || kind === 'inquiry' ? <p css={styles.jvId}>{formatJvId(item.id)}</p> : null}
        <dl css={styles.facts}>
          {kind === 'licence' ? (
            <div>
              <dt>{CART_TEXT.licenceLabel}</dt>
              <dd>{tier ? tier.name : item.productName}</dd>
            </div>
          ) : null}
          {item.contentUsage ? (
            <div>
              <dt>{CART_TEXT.contentUsage}</dt>
              <dd>{item.contentUsage}</dd>
            </div>
          ) : null}
          {item.quantity > 1 ? (
            <div>
              <dt>{CART_TEXT.quantity}</dt>
              <dd>{CART_TEXT.unitPrice(item.quantity, unit)}</dd>
            </div>
          ) : null}
        </dl>
        {/* Always mounted, so the remove call is announced. */}
        <p role="status" css={styles.status}>
          {removing ? CART_TEXT.removing : null}
        </p>
      </div>
      <div css={styles.side}>
        <dl css={styles.amounts}>
          <div>
            <dt css={shared.visuallyHidden}>{CART_TEXT.priceLabel}</dt>
            <dd css={styles.price} data-amount="price">
              {kind === 'inquiry'
                ? LICENCE_TIER_TEXT.priceByInquiry
                : formatCartPrice(item.price * item.quantity)}
            </dd>
          </div>
          {fee > 0 ? (
            <div css={styles.feeLine}>
              <dt>{CART_TEXT.rightsManagementFee}</dt>
              <dd data-amount="fee">{formatCartPrice(fee * item.quantity)}</dd>
            </div>
          ) : null}
        </dl>
        {onRemove ? (
          <button
            type="button"
            css={shared.dangerButton}
            aria-label={CART_TEXT.removeName(title)}
            aria-disabled={removeInert || undefined}
            aria-busy={removing || undefined}
            onClick={() => {
              if (!removeInert) onRemove(item);
            }}
          >
            {removing ? <CommerceSpinner /> : null}
            {CART_TEXT.remove}
          </button>
        ) : null}
      </div>
    </article>
  );
}

/**
 * The picture of a line that has none: a gift box for a gift card and a price tag for a discount pack, named
 * by the product type; a film frame, decorative, for a clip without a poster.
 */
function CartItemRowPlaceholder({ kind }: { kind: CartItemKind }) {
  const named = kind === 'giftCard' || kind === 'discountPack';
  return (
    <span
      css={styles.placeholder}
      data-placeholder={kind}
      role={named ? 'img' : undefined}
      aria-label={named ? CART_TEXT.thumbnail[kind] : undefined}
      aria-hidden={named ? undefined : true}
    >
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {kind === 'giftCard' ? (
          <>
            <rect x="3" y="8" width="18" height="4" rx="1" />
            <path d="M12 8v13M19 12v7a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2v-7" />
            <path d="M7.5 8a2.5 2.5 0 0 1 0-5C10 3 12 8 12 8s2-5 4.5-5a2.5 2.5 0 0 1 0 5" />
          </>
        ) : kind === 'discountPack' ? (
          <>
            <path d="M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8z" />
            <circle cx="7.5" cy="7.5" r="1.5" />
            <path d="m15.5 10.5-5 5" />
          </>
        ) : (
          <>
            <rect x="3" y="3" width="18" height="18" rx="2" />
            <path d="M7 3v18M17 3v18M3 12h18M3 7.5h4M3 16.5h4M17 7.5h4M17 16.5h4" />
          </>
        )}
      </svg>
    </span>
  );
}
