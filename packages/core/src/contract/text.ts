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

/** How deeply an input may nest objects and arrays; no endpoint takes more than a few levels. */
export const MAX_INPUT_DEPTH = 32;

/** What an input nested deeper than MAX_INPUT_DEPTH is told. */
export const INPUT_TOO_DEEP_MESSAGE = `is nested deeper than ${MAX_INPUT_DEPTH} levels of objects and arrays`;

/** What is wrong with an input's strings or shape, or null when nothing is. */
export type InputProblem =
  /** A string (or key) at `path` (`q`, `items.2.name`; `''` for the value itself) cannot be stored. */
  | { kind: 'unstorable'; path: string }
  /** Objects and arrays nest deeper than MAX_INPUT_DEPTH. */
  | { kind: 'too-deep' };

/**
 * Walks an input (without recursion, so no nesting can exhaust the stack) for the first string, a key
 * included, that cannot be stored, or nesting deeper than MAX_INPUT_DEPTH.
 */
export function findInputProblem(value: unknown): InputProblem | null {
  const stack: { value: unknown; path: readonly string[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: item, path } = stack.pop()!;
    const key = path.at(-1);
    if (key !== undefined && isUnstorableText(key)) return { kind: 'unstorable', path: path.join('.') };
    if (typeof item === 'string') {
      if (isUnstorableText(item)) return { kind: 'unstorable', path: path.join('.') };
      continue;
    }
    if (item === null || typeof item !== 'object') continue;
    if (path.length >= MAX_INPUT_DEPTH) return { kind: 'too-deep' };
    const entries = Array.isArray(item) ? [...item.entries()] : Object.entries(item);
    // Pushed in reverse so the first problem in reading order is found first.
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [entryKey, child] = entries[index]!;
      stack.push({ value: child, path: [...path, String(entryKey)] });
    }
  }
  return null;
}

/**
 * The path (`q`, `items.2.name`; `''` for the value itself) of the first string in `value`, a key included,
 * that cannot be stored, or null when every one can (or the value nests too deep to say).
 */
export function findUnstorableText(value: unknown): string | null {
  const problem = findInputProblem(value);
  return problem?.kind === 'unstorable' ? problem.path : null;
}
