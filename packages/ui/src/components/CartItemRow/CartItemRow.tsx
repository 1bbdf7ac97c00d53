import {
  formatJvId,
  LICENCE_TIER_LABELS,
  LICENCE_TIER_TEXT,
  licenceTierUse,
  MESSAGES,
} from '@clipmarket/core';
import { useId, useRef, useState } from 'react';
import type { VideoCardLinkComponent } from '../VideoCard/VideoCard.types';
import * as styles from './CartItemRow.styles';
import { isClipLine, type CartItem, type CartItemKind } from './cartItem.types';
import { CART_TEXT } from './cartText';
import { cartItemTier, formatCartPrice, tierNameOf } from './formatCartPrice';
import { Button } from '../Button';
import { FilmIcon, GiftIcon, TagIcon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import { useLinkComponent } from '../ClipmarketProvider';
import { ProjectPoForm, type CartItemDetails } from './ProjectPoForm';
import { Select } from '../Select';

/**
 * What the line is doing: at rest, its remove call running (the cart's `itemSubmitting`), its project and PO
 * being saved, or `locked` while the cart's checkout is being prepared, when its buttons show but do nothing.
 */
export type CartItemRowStatus = 'idle' | 'removing' | 'saving' | 'locked';

/** A tier a licence line can be changed to: its id, name and price as the shop sells it ('$149'). */
export interface CartTierOption {
  id: string;
  name: string;
  price: string | null;
}

export type { CartItemDetails } from './ProjectPoForm';

export interface CartItemRowProps {
  /** The cart line, as the server answers it (`CartLine` of the contract). */
  item: CartItem;
  /**
   * The line's rights management fee line (kind `rightsFee`, `forLineId` this line's id), shown under its
   * price: a clip already used costs its tier plus the fee.
   */
  fee?: CartItem | null;
  /**
   * The line's state; see `CartItemRowStatus`.
   * @default 'idle'
   */
  status?: CartItemRowStatus;
  /** Called with the line when Remove is pressed. Without it, no Remove button. */
  onRemove?: (item: CartItem) => void;
  /**
   * Called with the line and its new project name and PO number when the buyer saves them (or, in a
   * `CartSummary`, presses Check out with the form open). Answer the save's promise, rejected if it failed:
   * the cart's Check out waits for it and does not go on after a failure. Without it the line shows them but
   * offers no form.
   */
  onDetailsChange?: (item: CartItem, details: CartItemDetails) => void | Promise<unknown>;
  /**
   * The tiers a licence line can be changed to, in the order to list them. With `onTierChange`, a licence
   * line's tier is a select of them; without, it is text.
   */
  tierOptions?: readonly CartTierOption[];
  /** Called with the line and the chosen tier's id when the buyer picks another tier. */
  onTierChange?: (item: CartItem, tierId: string) => void;
  /** The clip's detail page, e.g. `/clips/1254381`; without it the title is plain text. */
  href?: string;
  /**
   * The component that renders the title link, e.g. wouter's `Link`.
   * @default the `linkComponent` of `ClipmarketProvider`, else `'a'`
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

/**
 * One line of the cart: what it is (a licence tier, a Custom inquiry, a Discount Pack, a Gift Card), what its
 * licence covers and does not in plain words, its price from the storefront, a Discount Pack credit that pays
 * it, its rights management fee, its project and PO, and Remove.
 */
export function CartItemRow({
  item,
  fee,
  status = 'idle',
  onRemove,
  onDetailsChange,
  tierOptions,
  onTierChange,
  href,
  linkComponent,
  headingLevel = 3,
  className,
}: CartItemRowProps) {
  const providedLink = useLinkComponent();
  const Link = linkComponent ?? providedLink;
  const titleId = useId();
  const formId = useId();
  const editRef = useRef<HTMLButtonElement>(null);
  const [editing, setEditing] = useState(false);
  const kind = item.kind;
  const tier = kind === 'licence' ? cartItemTier(item) : undefined;
  // What the line's licence covers and does not, in plain words (a Custom inquiry line: what Custom covers).
  const useTier = kind === 'licence' || kind === 'inquiry' ? cartItemTier(item) : undefined;
  const use = useTier ? licenceTierUse(useTier) : null;
  const title = item.title?.trim() || MESSAGES.noTitle;
  const removing = status === 'removing';
  const saving = status === 'saving';
  const inert = status !== 'idle';
  const Heading = `h${headingLevel}` as const;
  const amount = item.priceCents === null ? null : item.priceCents * item.quantity;
  const feeAmount = fee?.priceCents == null ? null : fee.priceCents * fee.quantity;
  const editable = Boolean(onDetailsChange) && (kind === 'licence' || kind === 'inquiry');
  // Only a tier the shop sells online is offered, and only when there is another to choose.
  const tierChoice =
    kind === 'licence' &&
    onTierChange &&
    tierOptions &&
    tierOptions.length > 1 &&
    tier &&
    tierOptions.some((option) => option.id === tier.id)
      ? tierOptions
      : null;

  function close() {
    setEditing(false);
    // The form goes away with the focus in it: give focus back to the button that opened it.
    requestAnimationFrame(() => editRef.current?.focus());
  }

  return (
    <article
      css={styles.row}
      className={className}
      data-state={status}
      data-kind={kind}
      data-credit={item.creditApplied || undefined}
      aria-labelledby={titleId}
      aria-busy={removing || saving || undefined}
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
        {isClipLine(item) ? <p css={styles.jvId}>{formatJvId(item.id)}</p> : null}
        <dl css={styles.facts}>
          {kind === 'licence' && !tierChoice ? (
            <div>
              <dt>{CART_TEXT.licenceLabel}</dt>
              <dd>{tier ? tier.name : item.productName}</dd>
            </div>
          ) : null}
          {kind === 'upgrade' && item.upgradeOf ? (
            <>
              <div>
                <dt>{CART_TEXT.upgradeOfLabel}</dt>
                <dd>{item.upgradeOf.licenceNumber}</dd>
              </div>
              <div>
                <dt>{CART_TEXT.upgradeTiersLabel}</dt>
                <dd>{CART_TEXT.upgradeTiers(tierNameOf(item.upgradeOf.fromTier), tierNameOf(item.tier))}</dd>
              </div>
            </>
          ) : null}
          {item.contentUsage ? (
            <div>
              <dt>{CART_TEXT.contentUsage}</dt>
              <dd>{item.contentUsage}</dd>
            </div>
          ) : null}
          {item.projectName ? (
            <div>
              <dt>{CART_TEXT.projectName}</dt>
              <dd>{item.projectName}</dd>
            </div>
          ) : null}
          {item.poNumber ? (
            <div>
              <dt>{CART_TEXT.poNumber}</dt>
              <dd>{item.poNumber}</dd>
            </div>
          ) : null}
          {item.quantity > 1 && item.priceCents !== null ? (
            <div>
              <dt>{CART_TEXT.quantity}</dt>
              <dd>{CART_TEXT.unitPrice(item.quantity, formatCartPrice(item.priceCents, item.currency))}</dd>
            </div>
          ) : null}
          {item.postUrls.length > 0 ? (
            <div css={styles.postUrls}>
              <dt>{CART_TEXT.postUrls}</dt>
              {item.postUrls.map((url) => (
                <dd key={url}>{url}</dd>
              ))}
            </div>
          ) : null}
        </dl>
        {tierChoice && tier ? (
          <Select
            label={CART_TEXT.licenceLabel}
            size="sm"
            css={styles.tierSelect}
            value={tier.id}
            aria-disabled={inert || undefined}
            onChange={(event) => {
              if (!inert && event.target.value !== tier.id) onTierChange?.(item, event.target.value);
            }}
          >
            {tierChoice.map((option) => (
              <option key={option.id} value={option.id}>
                {CART_TEXT.tierOption(option.name, option.price)}
              </option>
            ))}
          </Select>
        ) : null}
        {use ? (
          <dl css={[styles.facts, styles.use]} data-use="">
            <div>
              <dt>{LICENCE_TIER_LABELS.covers}</dt>
              <dd>{use.covers}</dd>
            </div>
            <div>
              <dt>{LICENCE_TIER_LABELS.doesNotCover}</dt>
              <dd>{use.doesNotCover}</dd>
            </div>
          </dl>
        ) : null}
        {editable ? (
          <>
            <Button
              ref={editRef}
              variant="link"
              css={styles.editToggle}
              aria-expanded={editing}
              aria-controls={editing ? formId : undefined}
              aria-label={CART_TEXT.editDetailsName(title)}
              onClick={() => setEditing((open) => !open)}
            >
              {CART_TEXT.editDetails}
            </Button>
            {editing ? (
              <ProjectPoForm
                id={formId}
                projectName={item.projectName}
                poNumber={item.poNumber}
                inert={inert}
                onSave={(details) => {
                  const saved = onDetailsChange?.(item, details);
                  close();
                  return saved;
                }}
                onCancel={close}
              />
            ) : null}
          </>
        ) : null}
        {/* Always mounted, so the remove and save calls are announced. */}
        <p role="status" css={styles.status}>
          {removing ? CART_TEXT.removing : saving ? CART_TEXT.saving : null}
        </p>
      </div>
      <div css={styles.side}>
        <dl css={styles.amounts}>
          <div>
            <VisuallyHidden as="dt">{CART_TEXT.priceLabel}</VisuallyHidden>
            <dd css={styles.price} data-amount="price">
              {kind === 'inquiry'
                ? LICENCE_TIER_TEXT.priceByInquiry
                : amount === null
                  ? CART_TEXT.priceUnavailable
                  : formatCartPrice(amount, item.currency)}
            </dd>
          </div>
          {item.creditApplied && amount !== null ? (
            <div css={styles.feeLine} data-line="credit">
              <dt>{CART_TEXT.creditApplied}</dt>
              <dd data-amount="credit">−{formatCartPrice(amount, item.currency)}</dd>
            </div>
          ) : null}
          {fee ? (
            <div css={styles.feeLine} data-line="fee">
              <dt>{CART_TEXT.rightsManagementFee}</dt>
              <dd data-amount="fee">
                {feeAmount === null ? CART_TEXT.priceUnavailable : formatCartPrice(feeAmount, fee.currency)}
              </dd>
            </div>
          ) : null}
        </dl>
        {onRemove ? (
          <Button
            loading={removing}
            variant="danger"
            aria-label={CART_TEXT.removeName(title)}
            aria-disabled={inert || undefined}
            onClick={() => {
              if (!inert) onRemove(item);
            }}
          >
            {CART_TEXT.remove}
          </Button>
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
      {kind === 'giftCard' ? <GiftIcon /> : kind === 'discountPack' ? <TagIcon /> : <FilmIcon />}
    </span>
  );
}
