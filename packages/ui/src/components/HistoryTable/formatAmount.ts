const formats = new Map<string, Intl.NumberFormat>();

/**
 * An amount in minor units as money, '$1,190.00' for 119000 USD cents. The contract carries cents and an ISO
 * currency; the format follows the currency's own decimals (a yen amount has none). An unknown currency code
 * falls back to the number and the code, never an exception in the middle of a table.
 */
export function formatAmount(cents: number, currency: string): string {
  const code = currency.toUpperCase();
  let format = formats.get(code);
  if (!format) {
    try {
      format = new Intl.NumberFormat('en-US', { style: 'currency', currency: code });
    } catch {
      return `${(cents / 100).toFixed(2)} ${code}`;
    }
    formats.set(code, format);
  }
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(cents / 10 ** digits);
}
