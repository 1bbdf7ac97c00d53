import { cartItems, LICENCE_TIERS } from '@clipmarket/core';
import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import {
  CartItemRow,
  type CartItemDetails,
  type CartItemRowStatus,
  type CartTierOption,
} from '../CartItemRow/CartItemRow';
import type { Cart, CartItem, CartTotalsInCents } from '../CartItemRow/cartItem.types';
import { CART_TEXT } from '../CartItemRow/cartText';
import { ProjectPoForm } from '../CartItemRow/ProjectPoForm';
import { CartDraftsContext, type CartDraftSave } from '../CartItemRow/cartDrafts';
import * as shared from '../../primitives/styles';
import { cartTotals, formatCartPrice } from '../CartItemRow/formatCartPrice';
import { useFocusRescue } from '../CartItemRow/useFocusRescue';
import type { VideoCardLinkComponent } from '../VideoCard/VideoCard.types';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './CartSummary.styles';
import { CART_SUMMARY_TEXT } from './cartSummaryText';
import { EmptyState } from '../EmptyState';
import { InlineAlert } from '../InlineAlert';
import { Skeleton, SkeletonGroup } from '../Skeleton';
import { Button } from '../Button';
import { useClipmarketLinks, useLinkComponent } from '../ClipmarketProvider';

/** Whether the cart's lines have arrived. */
export type CartSummaryStatus = 'loading' | 'ready';

/**
 * The checkout's state, mirroring checkoutMachine: at rest; the last checkout, kept from an earlier visit, being
 * looked at (was it paid?), when Check out waits; the storefront cart being built;
 * the browser on its way to the checkout URL; a cart whose first line has no variant or is an inquiry, which
 * goes to an inquiry instead; back from the storefront without paying (a declined card, an abandoned checkout),
 * the cart as it was; or a checkout that could not start (`checkoutError` says why).
 */
export type CartCheckoutStatus =
  'idle' | 'checking' | 'building' | 'inProgress' | 'notReadyForOnlineShop' | 'notCompleted' | 'failed';

/** What the cart's status line says while the checkout is under way. */
const PROGRESS_TEXT: Partial<Record<CartCheckoutStatus, string>> = {
  checking: CART_TEXT.checking,
  building: CART_TEXT.building,
  inProgress: CART_TEXT.inProgress,
};

/** What a line is doing, by `lineId`: its remove or its save call runs (the cart's `itemSubmitting`). */
export type CartLineStatuses = Readonly<Record<string, Extract<CartItemRowStatus, 'removing' | 'saving'>>>;

export interface CartSummaryProps {
  /** The cart's lines, in order (`Cart.lines`, or the lines of one playlist). */
  lines: readonly CartItem[];
  /**
   * The server's totals for the whole cart: its Discount Pack credits and total are shown as they are, under the
   * amounts of `lines` by kind (licences, fees, …), which add up to them. Left out, they are added up from
   * `lines` (`cartTotals`).
   */
  totals?: CartTotalsInCents;
  /** Discount Pack credits left (`Cart.credits`), shown under the totals when there are any. */
  credits?: Cart['credits'];
  /**
   * Whether the store's prices include tax (`Cart.taxesIncluded`): said under the totals, 'Prices include tax.'
   * or that tax is added at checkout for the buyer's country (`CART_TEXT.taxNote`). Left out, nothing is said.
   */
  taxesIncluded?: boolean;
  /**
   * Whether the lines have arrived; `loading` shows a placeholder.
   * @default 'ready'
   */
  status?: CartSummaryStatus;
  /**
   * The checkout's state; see `CartCheckoutStatus`.
   * @default 'idle'
   */
  checkoutStatus?: CartCheckoutStatus;
  /** Why the checkout could not start (`checkoutStatus` 'failed'): the server's words. */
  checkoutError?: string | null;
  /**
   * Lines whose calls run, by `lineId`; see `CartLineStatuses`.
   * @default {}
   */
  lineStatuses?: CartLineStatuses;
  /** Called with a line when its Remove is pressed. Without it, lines have no Remove. */
  onRemoveLine?: (line: CartItem) => void;
  /**
   * Called with a line and its new project name and PO number. Without it, lines offer no form. Answer the
   * save's promise, rejected if it failed: Check out saves an open form first, and waits for it.
   */
  onLineDetailsChange?: (line: CartItem, details: CartItemDetails) => void | Promise<unknown>;
  /**
   * Called with a project name and PO number for every licence and inquiry line at once. Without it, the
   * cart offers no such form (each line still has its own). Answer the save's promise, as above.
   */
  onCartDetailsChange?: (details: CartItemDetails) => void | Promise<unknown>;
  /** The tiers a licence line can be changed to (see `CartItemRow`'s `tierOptions`). */
  tierOptions?: readonly CartTierOption[];
  /** Called with a licence line and the tier chosen for it. Without it, a line's tier is text. */
  onLineTierChange?: (line: CartItem, tierId: string) => void;
  /** Called when "Empty cart" is pressed. Without it, no such button. */
  onEmptyCart?: () => void;
  /**
   * Called when Check out is pressed (not while the checkout is being prepared), once every open project and
   * PO form whose fields changed is saved: what a buyer typed goes on the licences even without its Save. Not
   * called when one of those saves fails.
   */
  onCheckout?: () => void;
  /**
   * Where the inquiry link goes when the cart is not ready for the online shop, e.g.
   * `/inquiry?clips=1254381,1198734`.
   * @default the provider's `links.inquiry` (see `ClipmarketProvider`)
   */
  inquiryHref?: string;
  /** A line's detail page, e.g. `(line) => '/clips/' + line.id`; products may answer undefined. */
  itemHref?: (line: CartItem) => string | undefined;
  /**
   * The component that renders links (titles, the inquiry link), e.g. wouter's `Link`.
   * @default the `linkComponent` of `ClipmarketProvider`, else `'a'`
   */
  linkComponent?: VideoCardLinkComponent;
  /**
   * Level of the cart's heading; lines use the next level.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4 | 5;
  /**
   * The heading's text.
   * @default CART_TEXT.title, with the count of the rows shown (a fee line under its clip is not an item)
   */
  heading?: string;
  /** Shown in the panel under the checkout: the Discount Pack and Gift Card offers (`CartOffers`). */
  offers?: ReactNode;
  /**
   * Shown in the panel above the checkout button, once the cart has lines: what the buyer should know before
   * paying (e.g. who the receipt is made out to).
   */
  beforeCheckout?: ReactNode;
  /**
   * Why this buyer cannot check out (a team's member, who shortlists while its owner and purchasers license,
   * ADR 92): said in place of Check out, and no checkout is offered.
   * @default null
   */
  checkoutRefusal?: string | null;
}

const NONE: CartLineStatuses = {};

const tierName = (tier: string) => LICENCE_TIERS.find((item) => item.id === tier)?.name ?? tier;

/** A part of the sum the totals show: the lines of some kinds added up. */
type SummaryPart = 'licences' | 'fees' | 'upgrades' | 'discountPacks' | 'giftCards';

/** The parts in the order they are read, each with its words. */
const PARTS: readonly (readonly [SummaryPart, string])[] = [
  ['licences', CART_SUMMARY_TEXT.licences],
  ['fees', CART_TEXT.rightsManagementFees],
  ['upgrades', CART_SUMMARY_TEXT.upgrades],
  ['discountPacks', CART_SUMMARY_TEXT.discountPacks],
  ['giftCards', CART_SUMMARY_TEXT.giftCards],
];

/** The part a line's price goes to; an inquiry is priced by inquiry, so it adds nothing. */
const PART_OF: Readonly<Record<CartItem['kind'], SummaryPart | null>> = {
  licence: 'licences',
  inquiry: null,
  rightsFee: 'fees',
  upgrade: 'upgrades',
  discountPack: 'discountPacks',
  giftCard: 'giftCards',
};

/**
 * The lines added up by part, and what Discount Pack credits pay of them, in cents; null where a line has no
 * price (the storefront could not be reached): then the sum is unknown, not smaller. The server counts such a
 * line as 0 in its totals, which is why its totals are not shown then.
 */
function summaryOf(lines: readonly CartItem[]) {
  const parts = new Map<SummaryPart, number | null>();
  let creditCents: number | null = 0;
  let credited = false;
  for (const line of lines) {
    const part = PART_OF[line.kind];
    if (!part) continue;
    const amount = line.priceCents === null ? null : line.priceCents * line.quantity;
    const before = parts.get(part);
    parts.set(part, before === null || amount === null ? null : (before ?? 0) + amount);
    if (line.creditApplied) {
      credited = true;
      creditCents = creditCents === null || amount === null ? null : creditCents + amount;
    }
  }
  const creditKnown = creditCents !== null;
  const known = creditKnown && [...parts.values()].every((cents) => cents !== null);
  return { parts, credited, creditKnown, known };
}

/** An amount of the totals, or an em dash read as "Price unavailable" when it is not known. */
function SummaryAmount({
  cents,
  currency,
  minus = false,
}: {
  cents: number | null;
  currency: string;
  minus?: boolean;
}) {
  if (cents === null) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <VisuallyHidden>{CART_SUMMARY_TEXT.amountUnavailable}</VisuallyHidden>
      </>
    );
  }
  return (
    <>
      {minus ? '−' : null}
      {formatCartPrice(cents, currency)}
    </>
  );
}

/**
 * The cart: its lines (each clip's rights management fee under its price), then a sum a buyer can check: the
 * licences, the rights management fees and any other products, the Discount Pack credits taken off, and the
 * total; and checkout in each of its states.
 */
export function CartSummary({
  lines,
  totals,
  credits = [],
  taxesIncluded,
  status = 'ready',
  checkoutStatus = 'idle',
  checkoutError = null,
  lineStatuses = NONE,
  onRemoveLine,
  onLineDetailsChange,
  onCartDetailsChange,
  tierOptions,
  onLineTierChange,
  onEmptyCart,
  onCheckout,
  inquiryHref: givenInquiryHref,
  itemHref,
  linkComponent,
  headingLevel = 2,
  heading,
  offers,
  beforeCheckout,
  checkoutRefusal = null,
}: CartSummaryProps) {
  const providedLink = useLinkComponent();
  const Link = linkComponent ?? providedLink;
  const links = useClipmarketLinks('CartSummary');
  const inquiryHref = givenInquiryHref ?? links.inquiry;
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A removed line takes its focused Remove button with it: focus goes to the heading, not to <body>.
  const focusRescue = useFocusRescue(headingRef, [lines.length, status]);
  const Heading = `h${headingLevel}` as const;
  const shown = totals ?? cartTotals(lines);
  const summary = summaryOf(lines);
  const empty = status === 'ready' && lines.length === 0;
  // Open project and PO forms, saved before the checkout starts (cartDrafts.ts).
  const drafts = useRef(new Set<CartDraftSave>());
  const addDraft = useCallback((save: CartDraftSave) => {
    drafts.current.add(save);
    return () => void drafts.current.delete(save);
  }, []);
  const [savingDrafts, setSavingDrafts] = useState(false);
  const busy = checkoutStatus === 'building' || checkoutStatus === 'inProgress' || savingDrafts;
  // Looking at the last checkout, Check out waits (a new one could pay twice); the lines stay editable.
  const checkoutWaits = busy || checkoutStatus === 'checking';

  async function checkOut() {
    const saves = [...drafts.current].map((save) => save());
    if (saves.some((saved) => saved instanceof Promise)) {
      setSavingDrafts(true);
      try {
        await Promise.all(saves);
      } catch {
        // The page said why (its snackbar); the checkout waits for the buyer to try again.
        return;
      } finally {
        setSavingDrafts(false);
      }
    }
    onCheckout?.();
  }
  // A fee line is shown under the price of the line it belongs to; one whose line is gone stands alone.
  const fees = new Map(lines.flatMap((line) => (line.forLineId ? [[line.forLineId, line] as const] : [])));
  const shownLines = cartItems(lines);
  const creditsLeft = credits.filter((credit) => credit.remaining > 0);
  const [editingAll, setEditingAll] = useState(false);
  const allFormId = useId();
  const allToggleRef = useRef<HTMLButtonElement>(null);
  // The whole cart's project and PO: for its licences and inquiries, the lines a certificate names them on.
  const licensed = shownLines.filter((line) => line.kind === 'licence' || line.kind === 'inquiry');
  const sharedValue = (pick: (line: CartItem) => string | null) =>
    licensed.every((line) => pick(line) === pick(licensed[0]!))
      ? licensed[0]
        ? pick(licensed[0])
        : null
      : null;
  const closeAll = () => {
    setEditingAll(false);
    requestAnimationFrame(() => allToggleRef.current?.focus());
  };

  const cart = (
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
          {/* Items are the rows the buyer sees: a fee line shown under its clip is not one of its own. */}
          {heading ??
            (status === 'ready' && !empty ? CART_TEXT.titleWithCount(shownLines.length) : CART_TEXT.title)}
        </Heading>
        {onEmptyCart && status === 'ready' && !empty ? (
          <Button
            variant="danger"
            aria-disabled={busy || undefined}
            onClick={() => {
              if (!busy) onEmptyCart();
            }}
          >
            {CART_TEXT.emptyCart}
          </Button>
        ) : null}
      </header>

      {onCartDetailsChange && status === 'ready' && licensed.length > 1 ? (
        <div css={styles.cartDetails}>
          <Button
            ref={allToggleRef}
            variant="link"
            aria-expanded={editingAll}
            aria-controls={editingAll ? allFormId : undefined}
            onClick={() => setEditingAll((open) => !open)}
          >
            {CART_TEXT.editCartDetails}
          </Button>
          {editingAll ? (
            <ProjectPoForm
              id={allFormId}
              projectName={sharedValue((line) => line.projectName)}
              poNumber={sharedValue((line) => line.poNumber)}
              inert={busy}
              onSave={(details) => {
                const saved = onCartDetailsChange(details);
                closeAll();
                return saved;
              }}
              onCancel={closeAll}
            />
          ) : null}
        </div>
      ) : null}

      {status === 'loading' ? (
        <SkeletonGroup label={CART_TEXT.loading} css={styles.placeholder}>
          {[0, 1].map((n) => (
            <Skeleton key={n} shape="block" css={styles.skeleton} />
          ))}
        </SkeletonGroup>
      ) : empty ? (
        <div css={styles.emptyLayout}>
          <EmptyState title={CART_TEXT.empty} description={CART_TEXT.emptyHint} />
          {offers}
        </div>
      ) : (
        <div css={styles.layout}>
          <ul css={styles.list}>
            {shownLines.map((line) => {
              // While the checkout is prepared the storefront cart is being built from these lines: none may go.
              const rowStatus: CartItemRowStatus = lineStatuses[line.lineId] ?? (busy ? 'locked' : 'idle');
              return (
                <li key={line.lineId}>
                  <CartItemRow
                    item={line}
                    fee={fees.get(line.lineId)}
                    status={rowStatus}
                    onRemove={onRemoveLine}
                    onDetailsChange={onLineDetailsChange}
                    tierOptions={tierOptions}
                    onTierChange={onLineTierChange}
                    href={itemHref?.(line)}
                    linkComponent={Link}
                    headingLevel={(headingLevel + 1) as 3}
                  />
                </li>
              );
            })}
          </ul>
          <div css={styles.panel}>
            <dl css={styles.totals}>
              {PARTS.map(([part, label]) =>
                summary.parts.has(part) ? (
                  <div key={part}>
                    <dt>{label}</dt>
                    <dd data-amount={part}>
                      <SummaryAmount cents={summary.parts.get(part) ?? null} currency={shown.currency} />
                    </dd>
                  </div>
                ) : null,
              )}
              {summary.credited || shown.creditAppliedCents > 0 ? (
                <div>
                  <dt>{CART_TEXT.creditsApplied}</dt>
                  <dd data-amount="credit">
                    <SummaryAmount
                      cents={summary.creditKnown ? shown.creditAppliedCents : null}
                      currency={shown.currency}
                      minus
                    />
                  </dd>
                </div>
              ) : null}
              <div css={styles.totalLine}>
                <dt>{CART_TEXT.total}</dt>
                <dd data-amount="total">
                  <SummaryAmount cents={summary.known ? shown.totalCents : null} currency={shown.currency} />
                </dd>
              </div>
            </dl>
            {taxesIncluded === undefined ? null : (
              <p css={styles.taxNote} data-tax={taxesIncluded ? 'included' : 'excluded'}>
                {CART_TEXT.taxNote(taxesIncluded)}
              </p>
            )}
            {creditsLeft.length > 0 ? (
              <p css={styles.credits}>
                {CART_TEXT.creditsLeft(
                  creditsLeft.map((credit) => `${credit.remaining} × ${tierName(credit.tier)}`),
                )}
              </p>
            ) : null}
            {beforeCheckout ? <div css={styles.beforeCheckout}>{beforeCheckout}</div> : null}
            {checkoutStatus === 'notCompleted' ? (
              <InlineAlert tone="info">{CART_TEXT.notCompleted}</InlineAlert>
            ) : null}
            {checkoutStatus === 'failed' ? (
              <InlineAlert tone="error" title={CART_TEXT.failed}>
                {checkoutError}
              </InlineAlert>
            ) : null}
            {checkoutRefusal ? (
              <InlineAlert tone="info">{checkoutRefusal}</InlineAlert>
            ) : checkoutStatus === 'notReadyForOnlineShop' ? (
              <>
                <InlineAlert tone="warning">{CART_TEXT.notReady}</InlineAlert>
                {/* In Check out's place, as wide: the one way on for this cart. */}
                <Link href={inquiryHref} css={[shared.primaryButton, styles.checkout]}>
                  {CART_TEXT.inquire}
                </Link>
              </>
            ) : (
              <Button
                loading={checkoutWaits}
                variant="primary"
                css={styles.checkout}
                aria-disabled={checkoutWaits || undefined}
                onClick={() => {
                  if (!checkoutWaits) void checkOut();
                }}
              >
                {CART_TEXT.checkout}
              </Button>
            )}
            {/* Always mounted, so the checkout's progress is announced. */}
            <p role="status" css={styles.checkoutStatus}>
              {PROGRESS_TEXT[checkoutStatus] ?? null}
            </p>
            {offers}
          </div>
        </div>
      )}
    </section>
  );
  return <CartDraftsContext.Provider value={addDraft}>{cart}</CartDraftsContext.Provider>;
}
