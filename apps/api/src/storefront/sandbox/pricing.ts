import type { SandboxTaxRate } from '../config';

/**
 * What a sandbox cart costs at its checkout (issue 32, item 3; docs/adr/0085), in integer cents, the way Shopify
 * prices an order: the lines at their prices; a discount code the shop made (its test codes below) taken off the
 * lines it applies to and allocated across them in proportion to their amounts, so the allocations add up to the
 * discount exactly; tax per line at the buyer's country's rate on what the line costs after its discount,
 * added on top or found inside the price when the store's prices include it; then gift cards pay the total.
 * Gift Card lines are neither discounted nor taxed (a gift card is a way of paying, taxed when it is spent).
 */

/** A discount code of the sandbox shop, as Shopify's `discount_codes[].type` names its kinds. */
export interface SandboxDiscountCode {
  code: string;
  type: 'percentage' | 'fixed_amount';
  /** Percent off for 'percentage', cents off for 'fixed_amount'. */
  value: number;
}

/** The sandbox shop's discount codes: what its checkout page lists beside its test cards. */
export const TEST_DISCOUNT_CODES: readonly SandboxDiscountCode[] = [
  { code: 'TEST10', type: 'percentage', value: 10 },
  { code: 'TEST5OFF', type: 'fixed_amount', value: 500 },
];

/** A discount code as the buyer types it: case and spaces do not matter. */
export function findDiscountCode(text: string): SandboxDiscountCode | null {
  const code = text.replace(/\s+/g, '').toUpperCase();
  return TEST_DISCOUNT_CODES.find((discount) => discount.code === code) ?? null;
}

/** How the sandbox charges tax: the store's setting and its rates per country (storefront/config.ts). */
export interface SandboxTaxSettings {
  taxesIncluded: boolean;
  rates: readonly SandboxTaxRate[];
}

export const NO_TAX: SandboxTaxSettings = { taxesIncluded: false, rates: [] };

export interface PricingLineInput {
  unitCents: number;
  quantity: number;
  /** A Gift Card line: no discount, no tax. */
  giftCard: boolean;
}

export interface PricedLine {
  unitCents: number;
  quantity: number;
  /** Unit price × quantity. */
  lineCents: number;
  /** The discount allocated to the line. */
  discountCents: number;
  /** The line's tax (inside `lineCents − discountCents` when the prices include it). */
  taxCents: number;
  taxable: boolean;
}

export interface TaxLine {
  title: string;
  /** Thousandths of a percent (20 % is 20 000). */
  milliPercent: number;
  cents: number;
}

export interface CartPricing {
  lines: PricedLine[];
  /** Every line at its price (Shopify's `total_line_items_price`). */
  lineItemsCents: number;
  /** The discount code applied, and what it took off (`total_discounts`). */
  discount: SandboxDiscountCode | null;
  discountCents: number;
  /** The lines less the discount (`subtotal_price`: tax included when the prices include it). */
  subtotalCents: number;
  /** The buyer's country, and the tax it pays (`tax_lines`, `total_tax`). */
  country: string | null;
  taxLines: TaxLine[];
  taxCents: number;
  taxesIncluded: boolean;
  /** What the order costs (`total_price`): the subtotal, plus the tax unless it is inside the prices. */
  totalCents: number;
}

/** a / b rounded half up, for a ≥ 0 and b > 0, in integers. */
function divide(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b));
}

/**
 * `total` split across `weights` in proportion, each share whole cents and the shares adding up to `total`
 * (largest remainder; ties to the earlier line).
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const shares = weights.map((weight) => Math.floor((total * weight) / sum));
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = weights
    .map((weight, i) => ({ i, remainder: (total * weight) % sum }))
    .sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (const { i } of order) {
    if (left === 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

/** Prices a cart's lines with a discount code and the tax of a country. */
export function priceCart(
  input: readonly PricingLineInput[],
  options: { discount: SandboxDiscountCode | null; country: string | null; tax: SandboxTaxSettings },
): CartPricing {
  const lineCents = input.map((line) => line.unitCents * line.quantity);
  const lineItemsCents = lineCents.reduce((a, b) => a + b, 0);
  const eligible = input.map((line, i) => (line.giftCard ? 0 : lineCents[i]!));
  const eligibleCents = eligible.reduce((a, b) => a + b, 0);

  const { discount } = options;
  const discountCents = !discount
    ? 0
    : Math.min(
        eligibleCents,
        discount.type === 'percentage' ? divide(eligibleCents * discount.value, 100) : discount.value,
      );
  const allocations = allocate(discountCents, eligible);

  const rate = options.country
    ? options.tax.rates.find((candidate) => candidate.country === options.country)
    : undefined;
  const milliPercent = rate?.milliPercent ?? 0;
  const { taxesIncluded } = options.tax;
  const lines = input.map((line, i): PricedLine => {
    const net = lineCents[i]! - allocations[i]!;
    const taxable = !line.giftCard && milliPercent > 0;
    const taxCents = !taxable
      ? 0
      : taxesIncluded
        ? divide(net * milliPercent, 100_000 + milliPercent)
        : divide(net * milliPercent, 100_000);
    return {
      unitCents: line.unitCents,
      quantity: line.quantity,
      lineCents: lineCents[i]!,
      discountCents: allocations[i]!,
      taxCents,
      taxable: !line.giftCard,
    };
  });
  const taxCents = lines.reduce((sum, line) => sum + line.taxCents, 0);
  const subtotalCents = lineItemsCents - discountCents;
  return {
    lines,
    lineItemsCents,
    discount: discountCents > 0 ? discount : null,
    discountCents,
    subtotalCents,
    country: options.country,
    taxLines: rate && taxCents > 0 ? [{ title: rate.title, milliPercent, cents: taxCents }] : [],
    taxCents,
    taxesIncluded,
    totalCents: subtotalCents + (taxesIncluded ? 0 : taxCents),
  };
}

/** A rate as Shopify's webhooks give it: a fraction (0.2 for 20 %). */
export function rateFraction(milliPercent: number): number {
  return milliPercent / 100_000;
}
