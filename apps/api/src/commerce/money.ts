/**
 * Money is integer minor units (cents) everywhere in commerce (decisions.md, "Commerce" → "Money"). The
 * storefront speaks decimal strings ('149.0', '39.50', '12.345'); these turn them into cents with integer
 * arithmetic only, since `Math.round(Number('0.29') * 100)` style conversions are where floats lose cents.
 */

const DECIMAL = /^\s*([+-]?)(\d{1,12})(?:\.(\d{0,12}))?\s*$/;

/**
 * Cents of a decimal string: '149.0' → 14900, '39.5' → 3950, '-1.25' → -125. Digits past the second are
 * rounded half away from zero ('0.125' → 13), which only a currency with three minor digits would send; null
 * for anything that is not a plain decimal number (exponents, commas, empty text, more than 12 integer digits).
 */
export function parseCents(text: string | null | undefined): number | null {
  if (typeof text !== 'string') return null;
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const padded = fraction.padEnd(3, '0');
  let cents = Number(whole) * 100 + Number(padded.slice(0, 2));
  if (Number(padded[2]) >= 5) cents += 1;
  return sign === '-' && cents !== 0 ? -cents : cents;
}

/** The decimal string of cents, with two digits ('447.00'): the terms page's `subtotal` and the REST shape. */
export function formatDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
