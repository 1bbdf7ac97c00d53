import { z } from './zod';
import { LIMITS, PAGE_SIZE } from '../constants';
import {
  ACI_VALUES,
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
import { MESSAGES } from '../messages';
import { SEARCH_FILTER_NAMES } from '../rules/searchFilterNames';
import { endpoint } from './endpoint';
import { ENDPOINT_PATHS } from './endpointPaths';
import {
  isSearchDay,
  SEARCH_COUNTRIES_MAX,
  SEARCH_LIST_MAX,
  SEARCH_PAGE_MAX,
  SEARCH_PER_PAGE_MAX,
  SEARCH_SHORT_TEXT_MAX,
  SEARCH_SIMILAR_CLIP_MAX,
  SEARCH_SUGGESTIONS_MAX,
  SEARCH_TEXT_INPUT_MAX,
} from './searchRules';

export * from './searchRules';

/**
 * Search (spec sections 3, 5 and 9): one endpoint taking the hosted-index filter state, similar clips for a
 * clip, and completions for the search box.
 */

const shortText = z.string().max(SEARCH_SHORT_TEXT_MAX);
const list = <T extends z.ZodType>(item: T, max = SEARCH_LIST_MAX) => z.array(item).max(max).default([]);

/** A calendar day as search date filters take it ('yyyy-MM-dd'); null or '' mean no bound. */
const searchDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format yyyy-MM-dd.')
  .refine(isSearchDay, 'Not a calendar day.')
  .or(z.literal(''))
  .nullish();

const durationSeconds = z.number().int().min(LIMITS.durationMinSeconds).max(LIMITS.durationMaxSeconds);

const smartSortValue = z.enum(
  SMART_SORTS.map((option) => option.value) as [SmartSortValue, ...SmartSortValue[]],
);
type SmartSortValue = (typeof SMART_SORTS)[number]['value'];
type ClearanceValue = (typeof CLEARANCE_OPTIONS)[number]['value'];
type UploadedValue = (typeof UPLOADED_PRESETS)[number]['value'];

/** The hosted-index search filter state of spec section 3, plus the page wanted. */
export const searchRequestSchema = z.object({
  /** The search box text; every query form of spec section 5. */
  q: z.string().max(SEARCH_TEXT_INPUT_MAX).default(''),
  /** Categories; "Trending" is ignored. */
  categories: list(shortText),
  tones: list(z.enum(TONES)),
  popularity: list(z.enum(POPULARITY)),
  /** Clearance status values: CLEARED, LIMITATIONS, NO_AR_EDITORIAL_ONLY. */
  clearance: list(
    z.enum(CLEARANCE_OPTIONS.map((option) => option.value) as [ClearanceValue, ...ClearanceValue[]]),
  ),
  footageType: list(z.enum(FOOTAGE_TYPES)),
  /** A tag (public or private) every result carries, compared without regard to case. */
  customTag: shortText.nullish(),
  resolution: z.enum(RESOLUTIONS).default('All'),
  /** Both, or none, means no orientation filter. */
  orientation: list(z.enum(ORIENTATIONS)),
  /** Upload (signed date) preset; ignored when acquired dates are given. */
  uploaded: z
    .enum(UPLOADED_PRESETS.map((option) => option.value) as [UploadedValue, ...UploadedValue[]])
    .default('any'),
  /** Acquired = signed date; posted = original publishing date. Either side may be left out. */
  dates: z
    .object({
      acquiredFrom: searchDay,
      acquiredTo: searchDay,
      postedFrom: searchDay,
      postedTo: searchDay,
    })
    .default({}),
  /** The chosen sort; `smartSort` wins when both are given. Default: relevance for text, else most recent. */
  sort: smartSortValue.nullish(),
  smartSort: smartSortValue.nullish(),
  /** The client's layout choice; not used by the query. */
  display: shortText.nullish(),
  /** Duration range in seconds, 0..600. */
  duration: z
    .object({ from: durationSeconds, to: durationSeconds })
    .refine((range) => range.from <= range.to, {
      message: MESSAGES.durationStartExceedsEnd,
      path: ['from'],
    })
    .nullish(),
  countries: list(shortText, SEARCH_COUNTRIES_MAX),
  /** Countries picked by the smart country filter; added to `countries`. */
  smartCountries: list(shortText, SEARCH_COUNTRIES_MAX),
  /** Similar-clip mode: results are the clips most like this one (filters still apply). */
  similarClip: z.string().max(SEARCH_SIMILAR_CLIP_MAX).nullish(),
  /** The search text before similar-clip mode; client state, not used by the query. */
  previousSearchTerm: z.string().max(SEARCH_TEXT_INPUT_MAX).nullish(),
  /** Words must appear next to each other, in order (as a quoted phrase does). */
  exactMatch: z.boolean().default(false),
  /**
   * Kinds of what a word names match it too, ranked after the clips with the word itself ("child" finds the
   * toddler and the baby; issue 31). False: the words themselves only.
   */
  concepts: z.boolean().default(true),
  excludedLibraries: list(z.enum(EXCLUDED_LIBRARY_OPTIONS)),
  page: z.number().int().min(1).max(SEARCH_PAGE_MAX).default(1),
  perPage: z.number().int().min(1).max(SEARCH_PER_PAGE_MAX).default(PAGE_SIZE.search),
});
export type SearchRequest = z.output<typeof searchRequestSchema>;
export type SearchRequestInput = z.input<typeof searchRequestSchema>;

/** A clip as a result card shows it (spec section 3, "Video card"). */
export const searchCardSchema = z.object({
  jmId: z.string(),
  title: z.string().nullish(),
  publishingTitle: z.string().nullish(),
  imgUrl: z.string().nullish(),
  previewUrl: z.string().nullish(),
  brightCoveVideoId: z.string().nullish(),
  aci: z.enum(ACI_VALUES).nullish(),
  /** Seconds: what a buyer checks a duration filter against. */
  duration: z.number().int().optional(),
  /** HD (the Resolution filter). */
  isHD: z.boolean().optional(),
  /** Vertical (the Orientation filter); false is horizontal. */
  isVertical: z.boolean().optional(),
  iar: z.boolean().optional(),
  rsa: z.boolean().optional(),
  bo: z.boolean().optional(),
  isFav: z.boolean().optional(),
});
export type SearchCard = z.infer<typeof searchCardSchema>;

export const searchPaginationSchema = z.object({
  totalPages: z.number().int().min(0),
  sizePerPage: z.number().int().min(1),
  currentPage: z.number().int().min(1),
  totalResults: z.number().int().min(0),
});
export type SearchPagination = z.infer<typeof searchPaginationSchema>;

export const searchResponseSchema = z.object({
  data: z.array(searchCardSchema),
  pagination: searchPaginationSchema,
  /** Hit counts by category for the current search (the excluded categories left out), most first. */
  facets: z.object({
    categories: z.array(z.object({ name: z.string(), count: z.number().int().min(0) })),
  }),
  /** Nothing matched; `trending` then carries a few trending clips to show instead. */
  noResults: z.boolean(),
  trending: z.array(searchCardSchema).optional(),
  /** More hits than were counted exactly: `totalResults` is an estimate (at least `SEARCH_COUNT_EXACT`). */
  totalIsEstimate: z.boolean().optional(),
  /**
   * The words with a misspelt one corrected ("huksy" → "husky"), when the corrected words find more clips than
   * the words as typed. Absent or null when nothing needed correcting (older servers never send it).
   */
  didYouMean: z.string().nullable().optional(),
  /** The words as typed found nothing, so `data` holds the hits of `didYouMean` instead. */
  resultsCorrected: z.boolean().optional(),
  /**
   * The words found nothing all together, so `data` holds the clips with these of them: the most of the words
   * that find clips together ("funny dog fails" → dog, fails). Absent when every word was matched.
   */
  matchedWords: z.array(z.string()).min(1).optional(),
  /**
   * The words found nothing, corrected or in part, so `data` holds the last resort: clips whose titles have a
   * word spelt like each word typed (trigram similarity). Absent otherwise, and from older servers.
   */
  spelledLike: z.boolean().optional(),
  /**
   * The page holds clips found through what a searched word covers, not the word itself: for each such word,
   * the kinds of it those clips show ("child": toddler, baby, little girl), as their titles name them. Absent
   * when every clip has the words themselves, when the search asked for them alone (`concepts: false`), and
   * from older servers.
   */
  alsoShowing: z.array(z.object({ word: z.string(), kinds: z.array(z.string()).min(1) })).optional(),
  /**
   * With `alsoShowing`: no clip the search's filters keep has the words themselves, so every result came
   * through what they cover and keeping to the words alone would find nothing ("vehicle": trucks and vans, no
   * clip says "vehicle"). Absent otherwise, and from older servers.
   */
  kindsOnly: z.literal(true).optional(),
  /**
   * Nothing matched the words, so `data` holds the closest clips by meaning: those of `kind`, the nearest kind
   * of thing the searched `word` is that the library has ("insect" → arthropod). Other words searched are
   * left out. Absent otherwise, and from older servers.
   */
  broadenedTo: z.object({ word: z.string(), kind: z.string() }).optional(),
  /**
   * Only when nothing matched a words search: what the search tried besides the words as typed, in the order it
   * tries them (`kinds`: the kinds of things the words cover; `fewerWords`: fewer of several words; `spelling`:
   * spellings close to a word not spelt as English or the library spells it). Absent when it tried nothing
   * else, and from older servers.
   */
  tried: z
    .array(z.enum(['kinds', 'fewerWords', 'spelling']))
    .min(1)
    .optional(),
  /**
   * Only when nothing matched (and not in similar-clip mode): each filter of the search that narrows it (the
   * search text included), with the hits the same search finds without that one filter, most first. `total` is
   * counted as `totalResults` is: exact up to `SEARCH_COUNT_EXACT`, the database's estimate past it
   * (`totalIsEstimate`). A total of 0 counts the words as typed only; the search without the filter may still
   * find clips through its spelling correction. Absent from older servers.
   */
  relaxations: z
    .array(
      z.object({
        filter: z.enum(SEARCH_FILTER_NAMES),
        total: z.number().int().min(0),
        totalIsEstimate: z.boolean().optional(),
      }),
    )
    .optional(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
export type SearchRelaxation = NonNullable<SearchResponse['relaxations']>[number];

export const searchEndpoint = endpoint({
  ...ENDPOINT_PATHS.searchEndpoint,
  auth: 'optional',
  summary: 'Search clips with the search filter state (query forms of spec section 5)',
  tag: 'Search',
  body: searchRequestSchema,
  response: searchResponseSchema,
  errors: { 400: 'The filter state is invalid (the message lists the fields).' },
});

export const similarClipsParamsSchema = z.object({ jmId: z.string().min(1).max(64) });

export const similarClipsResponseSchema = z.object({ data: z.array(searchCardSchema) });
export type SimilarClipsResponse = z.infer<typeof similarClipsResponseSchema>;

export const similarClipsEndpoint = endpoint({
  ...ENDPOINT_PATHS.similarClipsEndpoint,
  auth: 'optional',
  summary: `Clips most like one clip (up to ${LIMITS.similarVideos}; the clip itself left out)`,
  tag: 'Search',
  params: similarClipsParamsSchema,
  response: similarClipsResponseSchema,
  errors: { 404: 'No clip has this id.' },
});

export const searchSuggestionsQuerySchema = z.object({
  q: z.string().max(SEARCH_TEXT_INPUT_MAX).default(''),
  max: z.coerce.number().int().min(1).max(20).default(SEARCH_SUGGESTIONS_MAX),
});

export const searchSuggestionsResponseSchema = z.object({
  query: z.string(),
  suggestions: z.array(z.object({ text: z.string(), kind: z.enum(['title', 'tag']) })),
});
export type SearchSuggestionsResponse = z.infer<typeof searchSuggestionsResponseSchema>;

export const searchSuggestionsEndpoint = endpoint({
  ...ENDPOINT_PATHS.searchSuggestionsEndpoint,
  auth: 'public',
  summary: 'Completions for the search box: titles and tags starting with the typed text',
  tag: 'Search',
  query: searchSuggestionsQuerySchema,
  response: searchSuggestionsResponseSchema,
});

/** Every search endpoint, for the server's registration and the reference. */
export const searchEndpoints = {
  search: searchEndpoint,
  similar: similarClipsEndpoint,
  suggestions: searchSuggestionsEndpoint,
} as const;
