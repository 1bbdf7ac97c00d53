import { LICENCE_TIERS, type LicenceTier } from '@clipmarket/core';

const whole = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * One format for every amount in the cart: whole dollars as the licence comparison shows them ('$149',
 * `formatTierPrice`), with thousands separators ('$1,490'), and cents only when there are some ('$12.50').
 */
export function formatCartPrice(amountUsd: number): string {
  // Floating sums (0.1 + 0.2) are rounded to cents before deciding whether cents show.
  const rounded = Math.round(amountUsd * 100) / 100;
  return Number.isInteger(rounded) ? whole.format(rounded) : cents.format(rounded);
}

/** The licence tier a cart line is for, matched by its product name ('Basic Pro'), if it is one. */
export function cartItemTier(productName: string): LicenceTier | undefined {
  const name = productName.trim().toLowerCase();
  return LICENCE_TIERS.find((tier) => tier.name.toLowerCase() === name);
}

/** Sums of a cart: the lines, the rights management fees, and both together. */
export interface CartTotals {
  subtotal: number;
  rightsManagementFees: number;
  total: number;
  /** Units in the cart (quantities added up). */
  count: number;
}

export function cartTotals(
  items: readonly { price: number; quantity: number; rightsManagementFee?: number | null }[],
): CartTotals {
  let subtotal = 0;
  let rightsManagementFees = 0;
  let count = 0;
  for (const item of items) {
    subtotal += item.price * item.quantity;
    rightsManagementFees += (item.rightsManagementFee ?? 0) * item.quantity;
    count += item.quantity;
  }
  return { subtotal, rightsManagementFees, total: subtotal + rightsManagementFees, count };
}
