import { DEFAULT_EXCLUDED_CATEGORIES, IGNORED_CATEGORY_FILTER, LIMITS } from '../constants';

/** Options of categoryList. */
export interface CategoryListOptions {
  /** Names left out, compared without regard to case. @default DEFAULT_EXCLUDED_CATEGORIES */
  excluded?: readonly string[];
  /** Most names returned. @default LIMITS.categoryMax (26) */
  max?: number;
}

// Made on first use, not when the module loads: a page that never sorts categories does not load Intl's data.
let collator: Intl.Collator | undefined;

/**
 * The category list a user picks from: excluded names removed, each name once (ignoring case and
 * surrounding spaces), sorted alphabetically, at most 26.
 */
export function categoryList(
  names: Iterable<string>,
  { excluded = DEFAULT_EXCLUDED_CATEGORIES, max = LIMITS.categoryMax }: CategoryListOptions = {},
): string[] {
  const left = new Set(excluded.map((name) => name.trim().toLowerCase()));
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of names) {
    const name = raw.trim();
    const key = name.toLowerCase();
    if (name === '' || left.has(key) || seen.has(key)) continue;
    seen.add(key);
    kept.push(name);
  }
  collator ??= new Intl.Collator('en', { sensitivity: 'base' });
  return kept.sort(collator.compare).slice(0, Math.max(0, max));
}

/** The categories a search filters on: "Trending" is ignored (spec section 5). */
export function categoryFilter(selected: readonly string[]): string[] {
  const ignored = IGNORED_CATEGORY_FILTER.toLowerCase();
  return selected.filter((name) => name.trim().toLowerCase() !== ignored);
}
