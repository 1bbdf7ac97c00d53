// Search's limits and the rules of its fields, free of the schemas so browser code (the search box's length cap,
// a search's address, the filter panel) can read them without the schema library (re-exported by ./search).
import { LIMITS, PAGE_SIZE } from '../constants';
import {
  CLEARANCE_OPTIONS,
  EXCLUDED_LIBRARY_OPTIONS,
  FOOTAGE_TYPES,
  ORIENTATIONS,
  POPULARITY,
  RESOLUTIONS,
  SMART_SORTS,
  TONES,
  UPLOADED_PRESETS,
} from '../filters';

/**
 * Longest search text accepted. The server reads only the first 512 characters (MAX_QUERY_LENGTH of
 * parseSearchQuery), so a pasted 10 kB query is cut rather than refused; anything longer than this is a 400.
 */
export const SEARCH_TEXT_INPUT_MAX = 16_384;
/** Highest page number accepted; pages past the result window answer empty data at once. */
export const SEARCH_PAGE_MAX = 10_000;
/** Largest page of results. */
export const SEARCH_PER_PAGE_MAX = 100;
/**
 * How deep results are served in an order an index keeps (most recent, most downloaded, duration): pages past
 * it answer empty at once, as search engines do with their result window.
 */
export const SEARCH_RESULT_WINDOW = 10_000;
/**
 * Hits counted exactly, with their category facets. Past this many, `totalResults` is the database's estimate
 * (never below this number), `totalIsEstimate` is true and the facet counts are estimates: scaled from the
 * counted hits, and for a category those hits missed, counted by a second capped read (ADR 45).
 */
export const SEARCH_COUNT_EXACT = 1_000;
/**
 * How many matching clips a relevance search ranks, and so how deep its pages go (the hosted index's default
 * pagination limit is the same 1,000). When more clips match, the newest this many are ranked. See ADR 11.
 */
export const SEARCH_RANK_WINDOW = 1_000;
/** Completions the suggestions endpoint answers. */
export const SEARCH_SUGGESTIONS_MAX = 8;

/** Longest short text a search filter takes (a category, a tag, a country, the display's name). */
export const SEARCH_SHORT_TEXT_MAX = 200;
/** Most values a list filter takes (countries take `SEARCH_COUNTRIES_MAX`). */
export const SEARCH_LIST_MAX = 100;
export const SEARCH_COUNTRIES_MAX = 300;
/** Longest clip id similar-clip mode takes. */
export const SEARCH_SIMILAR_CLIP_MAX = 64;

/** Is this 'yyyy-MM-dd' text a day of the calendar (not 2026-02-30)? */
export function isSearchDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** What reading a value for one search field gave: the value as the search keeps it, or a refusal. */
export type SearchFieldReading = { success: true; data: unknown } | { success: false };

const refused: SearchFieldReading = { success: false };
const read = (data: unknown): SearchFieldReading => ({ success: true, data });

type Rule = (value: unknown) => SearchFieldReading;

const text =
  (max: number): Rule =>
  (value) =>
    typeof value === 'string' && value.length <= max ? read(value) : refused;
const oneOf =
  (values: readonly string[]): Rule =>
  (value) =>
    typeof value === 'string' && values.includes(value) ? read(value) : refused;
const integer =
  (min: number, max: number): Rule =>
  (value) =>
    typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max
      ? read(value)
      : refused;
/** Absent (undefined) or null pass as they are. */
const nullish =
  (rule: Rule): Rule =>
  (value) =>
    value === undefined || value === null ? read(value) : rule(value);
/** Absent (undefined) means `fallback`. */
const withDefault =
  (rule: Rule, fallback: () => unknown): Rule =>
  (value) =>
    value === undefined ? read(fallback()) : rule(value);
const list = (item: Rule, max = SEARCH_LIST_MAX): Rule =>
  withDefault(
    (value) =>
      Array.isArray(value) && value.length <= max && value.every((entry) => item(entry).success)
        ? read([...value])
        : refused,
    () => [],
  );
/** An object's known keys, each read by its rule; other keys are dropped. */
const fields =
  (rules: Record<string, Rule>): Rule =>
  (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return refused;
    const out: Record<string, unknown> = {};
    for (const [key, rule] of Object.entries(rules)) {
      const reading = rule((value as Record<string, unknown>)[key]);
      if (!reading.success) return refused;
      if (reading.data !== undefined) out[key] = reading.data;
    }
    return read(out);
  };

const shortText = text(SEARCH_SHORT_TEXT_MAX);
const day = nullish((value) =>
  value === '' || (typeof value === 'string' && isSearchDay(value)) ? read(value) : refused,
);
const seconds = integer(LIMITS.durationMinSeconds, LIMITS.durationMaxSeconds);
const duration = fields({ from: seconds, to: seconds });
const sortValue = oneOf(SMART_SORTS.map((option) => option.value));

/**
 * Each field of a search request as the contract reads it (`searchRequestSchema` in ./search, built from the
 * same limits), without the schema library: a browser reads a search's address and its filter panel with
 * these. search.test.ts checks every field against the schema on the same values.
 */
const SEARCH_FIELD_RULES = {
  q: withDefault(text(SEARCH_TEXT_INPUT_MAX), () => ''),
  categories: list(shortText),
  tones: list(oneOf(TONES)),
  popularity: list(oneOf(POPULARITY)),
  clearance: list(oneOf(CLEARANCE_OPTIONS.map((option) => option.value))),
  footageType: list(oneOf(FOOTAGE_TYPES)),
  customTag: nullish(shortText),
  resolution: withDefault(oneOf(RESOLUTIONS), () => 'All'),
  orientation: list(oneOf(ORIENTATIONS)),
  uploaded: withDefault(oneOf(UPLOADED_PRESETS.map((option) => option.value)), () => 'any'),
  dates: withDefault(
    fields({ acquiredFrom: day, acquiredTo: day, postedFrom: day, postedTo: day }),
    () => ({}),
  ),
  sort: nullish(sortValue),
  smartSort: nullish(sortValue),
  display: nullish(shortText),
  duration: nullish((value) => {
    const reading = duration(value);
    if (!reading.success) return refused;
    const range = reading.data as { from: number; to: number };
    return range.from <= range.to ? reading : refused;
  }),
  countries: list(shortText, SEARCH_COUNTRIES_MAX),
  smartCountries: list(shortText, SEARCH_COUNTRIES_MAX),
  similarClip: nullish(text(SEARCH_SIMILAR_CLIP_MAX)),
  previousSearchTerm: nullish(text(SEARCH_TEXT_INPUT_MAX)),
  exactMatch: withDefault(
    (value) => (typeof value === 'boolean' ? read(value) : refused),
    () => false,
  ),
  concepts: withDefault(
    (value) => (typeof value === 'boolean' ? read(value) : refused),
    () => true,
  ),
  excludedLibraries: list(oneOf(EXCLUDED_LIBRARY_OPTIONS)),
  page: withDefault(integer(1, SEARCH_PAGE_MAX), () => 1),
  perPage: withDefault(integer(1, SEARCH_PER_PAGE_MAX), () => PAGE_SIZE.search),
} satisfies Record<string, Rule>;

/** A field of a search request. */
export type SearchField = keyof typeof SEARCH_FIELD_RULES;
export const SEARCH_FIELDS = Object.keys(SEARCH_FIELD_RULES) as SearchField[];

/**
 * Reads one value for one field of a search request as the contract's schema would: the value the search
 * keeps (defaults filled in, unknown keys of an object dropped), or `success: false` where the server would
 * answer 400.
 */
export function readSearchField(field: SearchField, value: unknown): SearchFieldReading {
  return SEARCH_FIELD_RULES[field](value);
}
