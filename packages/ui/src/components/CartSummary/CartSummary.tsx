import { useId, useRef } from 'react';
import { CartItemRow, type CartItemRowStatus } from '../CartItemRow/CartItemRow';
import type { CartItem } from '../CartItemRow/cartItem.types';
import { CART_TEXT } from '../CartItemRow/cartText';
import * as shared from '../../primitives/styles';
import { CommerceSpinner } from '../CartItemRow/CommerceSpinner';
import { cartTotals, formatCartPrice } from '../CartItemRow/formatCartPrice';
import { useFocusRescue } from '../CartItemRow/useFocusRescue';
import type { VideoCardLinkComponent } from '../VideoCard/VideoCard.types';
import * as styles from './CartSummary.styles';

/** Whether the cart's items have arrived. */
export type CartSummaryStatus = 'loading' | 'ready';

/**
 * The checkout's state, mirroring checkoutMachine (spec section 4): at rest, the storefront cart being
 * built, the browser on its way to the checkout URL, or a cart whose first item has no variant or is an
 * inquiry (`isCartReadyForOnlineShop`), which cannot be bought online.
 */
export type CartCheckoutStatus = 'idle' | 'building' | 'inProgress' | 'notReadyForOnlineShop';

export interface CartSummaryProps {
  /** The cart's lines, in order. */
  items: readonly CartItem[];
  /**
   * Whether the items have arrived; `loading` shows a placeholder.
   * @default 'ready'
   */
  status?: CartSummaryStatus;
  /**
   * The checkout's state; see `CartCheckoutStatus`.
   * @default 'idle'
   */
  checkoutStatus?: CartCheckoutStatus;
  /**
   * `uId`s of the lines whose remove call runs (the cart's `itemSubmitting`).
   * @default []
   */
  removingItemIds?: readonly string[];
  /** Called with a line when its Remove is pressed. Without it, lines have no Remove. */
  onRemoveItem?: (item: CartItem) => void;
  /** Called when "Empty cart" is pressed. Without it, no such button. */
  onEmptyCart?: () => void;
  /** Called when Checkout is pressed (only in `idle`). */
  onCheckout?: () => void;
  /**
   * Where "Inquire about licensing" goes when the cart is not ready for the online shop.
   * @default '/licensing/inquiry'
   */
  inquiryHref?: string;
  /** A line's detail page, e.g. `(item) => '/licensing/view/' + item.id`; gift cards may answer undefined. */
  itemHref?: (item: CartItem) => string | undefined;
  /**
   * The component that renders links (titles, the inquiry link), e.g. wouter's `Link`.
   * @default 'a'
   */
  linkComponent?: VideoCardLinkComponent;
  /**
   * Level of the cart's heading; lines use the next level.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4 | 5;
}

const NONE: readonly string[] = [];

/** The cart: its lines, subtotal, rights management fees and total, and the checkout button's states. */
export function CartSummary({
  items,
  status = 'ready',
  checkoutStatus = 'idle',
  removingItemIds = NONE,
  onRemoveItem,
  onEmptyCart,
  onCheckout,
  inquiryHref = '/licensing/inquiry',
  itemHref,
  linkComponent: Link = 'a',
  headingLevel = 2,
}: CartSummaryProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A removed line takes its focused Remove button with it: focus goes to the heading, not to <body>.
  const focusRescue = useFocusRescue(headingRef, [items.length, status]);
  const Heading = `h${headingLevel}` as const;
  const totals = cartTotals(items);
  const empty = status === 'ready' && items.length === 0;
  const busy = checkoutStatus === 'building' || checkoutStatus === 'inProgress';
  const hasFees = totals.rightsManagementFees > 0;

  return (
    <section
      css={styles.root}
      aria-labelledby={headingId}
      aria-busy={status === 'loading' || undefined}
      data-state={status}
      data-empty={empty}
      data-checkout={checkoutStatus}
      {...focusRescue}
    >
      <header css={styles.header}>
        <Heading id={headingId} ref={headingRef} tabIndex={-1} css={[styles.heading, shared.focusTarget]}>
          {status === 'ready' && !empty ? CART_TEXT.titleWithCount(totals.count) : CART_TEXT.title}
        </Heading>
        {onEmptyCart && status === 'ready' && !empty ? (
          <button
            type="button"
            css={shared.dangerButton}
            aria-disabled={busy || undefined}
            onClick={() => {
              if (!busy) onEmptyCart();
            }}
          >
            {CART_TEXT.emptyCart}
          </button>
        ) : null}
      </header>

      {status === 'loading' ? (
        <div css={styles.placeholder}>
          <p role="status" css={styles.loadingText}>
            <CommerceSpinner />
            {CART_TEXT.loading}
          </p>
          {[0, 1].map((n) => (
            <div key={n} css={styles.skeleton} aria-hidden="true" />
          ))}
        </div>
      ) : empty ? (
        <div css={styles.empty}>
          <p css={styles.emptyTitle}>{CART_TEXT.empty}</p>
          <p css={styles.emptyHint}>{CART_TEXT.emptyHint}</p>
        </div>
      ) : (
        <div css={styles.layout}>
          <ul css={styles.list}>
            {items.map((item) => {
              // While the checkout is prepared the storefront cart is being built from these lines: none may go.
              const rowStatus: CartItemRowStatus = removingItemIds.includes(item.uId)
                ? 'removing'
                : busy
                  ? 'locked'
                  : 'idle';
              return (
                <li key={item.uId}>
                  <CartItemRow
                    item={item}
                    status={rowStatus}
                    onRemove={onRemoveItem}
                    href={itemHref?.(item)}
                    linkComponent={Link}
                    headingLevel={(headingLevel + 1) as 3}
                  />
                </li>
              );
            })}
          </ul>
          <div css={styles.panel}>
            <dl css={styles.totals}>
              <div>
                <dt>{CART_TEXT.subtotal}</dt>
                <dd data-amount="subtotal">{formatCartPrice(totals.subtotal)}</dd>
              </div>
              {hasFees ? (
                <div>
                  <dt>{CART_TEXT.rightsManagementFees}</dt>
                  <dd data-amount="fees">{formatCartPrice(totals.rightsManagementFees)}</dd>
                </div>
              ) : null}
              <div css={styles.totalLine}>
                <dt>{CART_TEXT.total}</dt>
                <dd data-amount="total">{formatCartPrice(totals.total)}</dd>
              </div>
            </dl>
            {checkoutStatus === 'notReadyForOnlineShop' ? (
              <div css={styles.notReady}>
                <p>{CART_TEXT.notReady}</p>
                <Link href={inquiryHref} css={shared.primaryButton}>
                  {CART_TEXT.inquire}
                </Link>
              </div>
            ) : (
              <button
                type="button"
                css={[shared.primaryButton, styles.checkout]}
                aria-disabled={busy || undefined}
                aria-busy={busy || undefined}
                onClick={() => {
                  if (!busy) onCheckout?.();
                }}
              >
                {busy ? <CommerceSpinner /> : null}
                {CART_TEXT.checkout}
              </button>
            )}
            {/* Always mounted, so the checkout's progress is announced. */}
            <p role="status" css={styles.checkoutStatus}>
              {checkoutStatus === 'building'
                ? CART_TEXT.building
                : checkoutStatus === 'inProgress'
                  ? CART_TEXT.inProgress
                  : null}
            </p>
          </div>
        </div>
      )}
    </section>
  );
}
