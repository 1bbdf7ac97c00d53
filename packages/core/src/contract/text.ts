/**
 * One rule for every string an endpoint takes (path, query and body alike): PostgreSQL cannot store U+0000
 * in text or JSON, and a UTF-16 surrogate without its partner cannot be encoded as UTF-8 (it would be stored
 * as U+FFFD, silently changing what was sent). Such input is refused with a 400 before anything reads it.
 */
// eslint-disable-next-line no-control-regex -- U+0000 is exactly what this rule looks for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What a refused string is told. */
export const UNSTORABLE_TEXT_MESSAGE =
  'contains a character that cannot be stored (U+0000 or an unpaired UTF-16 surrogate); remove it and try again';

/** Does this string hold a character that cannot be stored? */
export function isUnstorableText(text: string): boolean {
  return UNSTORABLE.test(text);
}

/**
 * The path (`q`, `items.2.name`; `''` for the value itself) of the first string in `value`, a key included,
 * that cannot be stored, or null when every one can.
 */
export function findUnstorableText(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return isUnstorableText(value) ? path : null;
  if (value === null || typeof value !== 'object') return null;
  const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
  for (const [key, item] of entries) {
    const at = path === '' ? String(key) : `${path}.${String(key)}`;
    if (typeof key === 'string' && isUnstorableText(key)) return at;
    const found = findUnstorableText(item, at);
    if (found !== null) return found;
  }
  return null;
}
