/**
 * 'Web, social and TV' as US English writes a list: the same text as
 * `new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' }).format(items)` ('A', 'A and B',
 * 'A, B, and C'), without Intl: its first use on a page loads locale data, which cost a phone (4× slower CPU)
 * about 90 ms as a clip page started (see formatCount).
 */
export function formatAndList(items: readonly string[]): string {
  if (items.length <= 2) return items.join(' and ');
  return `${items.slice(0, -1).join(', ')}, and ${items[items.length - 1]}`;
}
