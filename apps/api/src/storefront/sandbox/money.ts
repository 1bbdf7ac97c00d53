/** Money in the sandbox is integer cents; these write it the ways Shopify does. */

/** GraphQL's `Decimal`, as Shopify writes it: `149.0`, `39.5`, `12.34`. */
export function decimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100);
  const fraction = abs % 100;
  if (fraction === 0) return `${sign}${whole}.0`;
  return `${sign}${whole}.${String(fraction).padStart(2, '0').replace(/0$/, '')}`;
}

/** The REST Admin API's (and so the webhook's) decimal strings: `149.00`. */
export function restDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** What a buyer reads: `$149.00`. */
export function formatMoney(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
}

/** A `MoneyV2` object. */
export function moneyV2(cents: number, currencyCode: string): { amount: string; currencyCode: string } {
  return { amount: decimal(cents), currencyCode };
}
