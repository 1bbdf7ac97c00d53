import { formatCount, LICENCE_TIERS, type LicenceTier } from '@clipmarket/core';
import type { CartItem, CartTotalsInCents } from './cartItem.types';

const formats = new Map<string, { whole: Intl.NumberFormat; cents: Intl.NumberFormat }>();

function formatsFor(currency: string) {
  let found = formats.get(currency);
  if (!found) {
    found = {
      whole: new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency,
        minimumFractionDigits: 0,
        maximumFractionDigits: 0,
      }),
      cents: new Intl.NumberFormat('en-US', { style: 'currency', currency }),
    };
    formats.set(currency, found);
  }
  return found;
}

/**
 * One format for every amount in the cart, given in integer cents as the server answers it: whole dollars as
 * the licence comparison shows them ('$149', `formatTierPrice`), thousands grouped ('$1,490'), and cents only
 * when there are some ('$12.50'). Integer cents mean no floating sums to round.
 */
export function formatCartPrice(amountCents: number, currency = 'USD'): string {
  if (currency === 'USD' && Number.isSafeInteger(amountCents)) return formatDollars(amountCents);
  const { whole, cents } = formatsFor(currency);
  const units = amountCents / 100;
  return amountCents % 100 === 0 ? whole.format(units) : cents.format(units);
}

/**
 * US dollars without Intl, the same text as its en-US currency format: the first Intl currency format on a
 * page loads its locale data, which cost a phone (4× slower CPU) about 100 ms while the home page's cards
 * started (as formatCount's note tells of counts). formatCartPrice.test.ts compares the two.
 */
function formatDollars(amountCents: number): string {
  const sign = amountCents < 0 ? '-' : '';
  const absolute = Math.abs(amountCents);
  const cents = absolute % 100;
  const dollars = formatCount((absolute - cents) / 100);
  return `${sign}$${dollars}${cents === 0 ? '' : `.${String(cents).padStart(2, '0')}`}`;
}

/** A tier's name ('Basic Pro'), or the id itself when no tier has it. */
export function tierNameOf(tier: string | null): string {
  return LICENCE_TIERS.find((item) => item.id === tier)?.name ?? tier ?? '';
}

/** The licence tier of a line (its `tier`), if it is one of `LICENCE_TIERS`. */
export function cartItemTier(item: Pick<CartItem, 'tier'>): LicenceTier | undefined {
  return item.tier === null ? undefined : LICENCE_TIERS.find((tier) => tier.id === item.tier);
}

/** Sums of some lines of a cart (a playlist's), computed as the server computes the whole cart's. */
export interface CartTotals extends CartTotalsInCents {
  /** The rights management fee lines' part of the subtotal. */
  rightsFeesCents: number;
  /** Lines. */
  count: number;
}

/**
 * The totals of `lines`: every priced line at its price times its quantity, Discount Pack credits taking off the
 * lines they pay. The server's own totals are for the whole cart; this is for a part of it (one playlist's).
 */
export function cartTotals(lines: readonly CartItem[], currency = lines[0]?.currency ?? 'USD'): CartTotals {
  let subtotalCents = 0;
  let creditAppliedCents = 0;
  let rightsFeesCents = 0;
  for (const line of lines) {
    const amount = (line.priceCents ?? 0) * line.quantity;
    subtotalCents += amount;
    if (line.creditApplied) creditAppliedCents += amount;
    if (line.kind === 'rightsFee') rightsFeesCents += amount;
  }
  return {
    subtotalCents,
    creditAppliedCents,
    totalCents: subtotalCents - creditAppliedCents,
    rightsFeesCents,
    currency,
    count: lines.length,
  };
}

/**
 * A tier in a tier select, the cart's, a playlist's or the "already used" dialog's: 'Basic Pro ($149)', or its
 * name alone without a price. It sits with the price formats, which the pages that show a tier select load anyway.
 */
export const tierOptionLabel = (name: string, price: string | null): string =>
  price ? `${name} (${price})` : name;
