/**
 * '48,213': a whole count as the UI shows it, in US English digit groups.
 *
 * The same text as `n.toLocaleString('en-US')` for the counts the product shows, without Intl: the first
 * Intl call on a page loads its locale data, which cost a throttled phone about 60 ms in the middle of the
 * search page's start (docs/benchmarks-log.md, Web app). Fractions are rounded; not-a-number reads as 0.
 */
export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return n === Infinity ? '∞' : n === -Infinity ? '-∞' : '0';
  const whole = Math.round(n);
  const digits = String(Math.abs(whole));
  let grouped = '';
  for (let end = digits.length; end > 0; end -= 3) {
    grouped = digits.slice(Math.max(0, end - 3), end) + (grouped === '' ? '' : `,${grouped}`);
  }
  return whole < 0 ? `-${grouped}` : grouped;
}
