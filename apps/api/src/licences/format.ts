import { LICENCE_TIERS, type TierId } from '@clipmarket/core';

/** 'yyyy-MM-dd' of an instant, in UTC (the server's one calendar: history filters, verification, CSV). */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** '1 May 2026', in UTC: how the certificate writes a date. */
export function longDay(date: Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** '149.00': a plain decimal of minor units (CSV, where a spreadsheet reads it as a number). */
export function decimalAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** '$149.00': what a buyer reads. An unknown currency code is written before the amount instead of failing. */
export function formatMoney(cents: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
  } catch {
    return `${currency} ${decimalAmount(cents)}`;
  }
}

/**
 * '447.00', '447.0', '447' → 44700 cents; anything else (more than two decimals, signs, spaces inside,
 * exponents) → null. Parsed as text so no floating-point rounding can make two amounts equal.
 */
export function parseDecimalCents(text: string): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 'Basic Pro' for 'basicPro' (packages/core holds each tier's description). */
export function tierName(tier: TierId): string {
  return LICENCE_TIERS.find((t) => t.id === tier)?.name ?? tier;
}
