import { delay, HttpResponse, type HttpHandler } from 'msw';
import {
  activeSearchFilters,
  isSearchFilterActive,
  searchEndpoints,
  searchRequestSchema,
  withoutSearchFilter,
  searchSuggestionsQuerySchema,
  similarClipsParamsSchema,
  type Endpoint,
  type SearchFilterName,
  type SearchRelaxation,
  type SearchRequest,
  type SearchResponse,
} from '@clipmarket/core';
import { catalogueLibraryFixture, type LibraryClip } from '../fixtures/catalogue';
import {
  buildSearchResponse,
  buildSimilarClips,
  buildSuggestions,
  searchHitsFixture,
  trendingCards,
} from '../fixtures/search';
import { apiError, bodyOf, failingRoutes, invalid, pendingRoutes, queryOf, route } from './respond';

const s = searchEndpoints;

export interface SearchMockOptions {
  /** What every search matches, in rank order. @default searchHitsFixture (the whole library) */
  hits?: readonly LibraryClip[];
  /** Milliseconds every answer waits (loading states that end). */
  delayMs?: number;
  /**
   * A correction every search answer carries as `didYouMean`, its hits shown as the corrected words' hits
   * (`resultsCorrected`), as the server answers a misspelt word that found nothing (ADR 38).
   */
  didYouMean?: string;
  /**
   * With `didYouMean`: whether the hits are the correction's (the words as typed found nothing; the default) or
   * the words' own, the correction only offered because it finds many more.
   */
  resultsCorrected?: boolean;
  /**
   * A filter nothing matches with: a search narrowed by it finds nothing and says what each of its filters'
   * removal finds (`relaxations`: every hit without this one, none without another), as the server answers.
   */
  nothingWith?: SearchFilterName;
  /**
   * The kinds of the searched words every answer says it also shows (`alsoShowing`, issue 31), unless the
   * search asked for the words alone (`concepts: false`), as the server answers.
   */
  alsoShowing?: NonNullable<SearchResponse['alsoShowing']>;
  /** With `alsoShowing`: no clip has the words themselves (`kindsOnly`). */
  kindsOnly?: boolean;
  /** What every answer that found nothing says it tried besides the words (`tried`). */
  tried?: NonNullable<SearchResponse['tried']>;
  /** Every answer with hits says they are the clips of a broader kind of a searched word (`broadenedTo`). */
  broadenedTo?: NonNullable<SearchResponse['broadenedTo']>;
  /** The words every answer says its hits match, not all the words typed (`matchedWords`, issue 31). */
  matchedWords?: string[];
  /** Every answer with hits says they are titles with words spelt like the words typed (`spelledLike`). */
  spelledLike?: boolean;
}

/**
 * What the server says of a search that found nothing (`relaxations`): the hits of the same search without each
 * of its filters, most first; none when it has no filter besides its text. Every search here finds `hits` unless
 * `nothingWith` narrows it.
 */
function relaxationsOf(
  request: SearchRequest,
  hits: readonly LibraryClip[],
  nothingWith: SearchFilterName | undefined,
): SearchRelaxation[] | undefined {
  const active = activeSearchFilters(request);
  if (!active.some((filter) => filter !== 'q')) return undefined;
  return active
    .map((filter) => {
      const without = withoutSearchFilter(request, filter);
      const finds = nothingWith === undefined || !isSearchFilterActive(without, nothingWith);
      return { filter, total: finds ? hits.length : 0 };
    })
    .sort((a, b) => b.total - a.total);
}

/**
 * Search, similar clips and suggestions over the catalogue library. Every search matches the same hits
 * whatever its text and filters, so a story sees the same results each time; the page and page size come
 * from the request body, and a body the contract refuses answers the server's 400 (e.g. a duration range
 * whose start exceeds its end).
 */
export function searchRoutes(
  library: readonly LibraryClip[] = catalogueLibraryFixture,
  options: SearchMockOptions = {},
): HttpHandler[] {
  const hits = options.hits ?? searchHitsFixture;
  const wait = async () => {
    if (options.delayMs !== undefined) await delay(options.delayMs);
  };
  return [
    route(s.search, async ({ request }) => {
      await wait();
      const body = searchRequestSchema.safeParse((await bodyOf(request)) ?? {});
      if (!body.success) return invalid('body', body.error.issues);
      const { page, perPage, similarClip } = body.data;
      if (similarClip) {
        // Similar-clip mode answers one page of the similar clips, as the server does.
        const cards = buildSimilarClips(library, similarClip) ?? [];
        const response: SearchResponse = {
          data: page === 1 ? cards : [],
          pagination: {
            totalPages: cards.length > 0 ? 1 : 0,
            sizePerPage: perPage,
            currentPage: page,
            totalResults: cards.length,
          },
          facets: { categories: [] },
          noResults: cards.length === 0,
        };
        if (response.noResults) response.trending = trendingCards(library);
        return HttpResponse.json(response);
      }
      const blocked =
        options.nothingWith !== undefined && isSearchFilterActive(body.data, options.nothingWith);
      const response = buildSearchResponse(blocked ? [] : hits, page, perPage, library);
      if (response.noResults) {
        const relaxations = relaxationsOf(body.data, hits, options.nothingWith);
        if (relaxations) response.relaxations = relaxations;
        if (options.tried) response.tried = options.tried;
      }
      if (options.matchedWords && !response.noResults) response.matchedWords = options.matchedWords;
      if (options.spelledLike && !response.noResults) response.spelledLike = true;
      if (options.broadenedTo && !response.noResults) response.broadenedTo = options.broadenedTo;
      if (options.alsoShowing && body.data.concepts && !response.noResults) {
        response.alsoShowing = options.alsoShowing;
        if (options.kindsOnly) response.kindsOnly = true;
      }
      if (options.didYouMean && !response.noResults)
        Object.assign(response, {
          didYouMean: options.didYouMean,
          resultsCorrected: options.resultsCorrected ?? true,
        });
      return HttpResponse.json(response);
    }),
    route(s.similar, async ({ params }) => {
      await wait();
      const parsed = similarClipsParamsSchema.safeParse(params);
      if (!parsed.success) return invalid('params', parsed.error.issues);
      const data = buildSimilarClips(library, parsed.data.jmId);
      if (!data) return apiError(404, s.similar.errors?.[404] ?? 'Not Found');
      return HttpResponse.json({ data: hits.length > 0 ? data : [] });
    }),
    route(s.suggestions, async ({ request }) => {
      await wait();
      const query = searchSuggestionsQuerySchema.safeParse(queryOf(request));
      if (!query.success) return invalid('querystring', query.error.issues);
      const answer = buildSuggestions(library, query.data.q, query.data.max);
      return HttpResponse.json(hits.length > 0 ? answer : { ...answer, suggestions: [] });
    }),
  ];
}

const allEndpoints: Endpoint[] = Object.values(searchEndpoints);

/** `POST /api/search`, similar clips and search-box suggestions (spec sections 3, 5 and 7). */
export const searchHandlers = {
  /** 137 hits for any search, paged by the body's page and perPage; similar clips and suggestions work. */
  results: (hits: readonly LibraryClip[] = searchHitsFixture) =>
    searchRoutes(catalogueLibraryFixture, { hits }),
  /** Nothing matches: `noResults` with the trending clips (and each filter's removal finding none too); no similar clips, no suggestions. */
  zeroHits: () => searchRoutes(catalogueLibraryFixture, { hits: [] }),
  /** As `zeroHits()`, each answer saying what it tried besides the words (`tried`). */
  triedAll: (tried: NonNullable<SearchResponse['tried']> = ['kinds', 'fewerWords', 'spelling']) =>
    searchRoutes(catalogueLibraryFixture, { hits: [], tried }),
  /**
   * As `results()`, but a search narrowed by `filter` finds nothing and offers its filters to remove
   * (`relaxations`): without `filter` it finds all 137 hits again.
   */
  nothingWith: (filter: SearchFilterName = 'orientation') =>
    searchRoutes(catalogueLibraryFixture, { nothingWith: filter }),
  /** As `results()`, answered as the hits of a corrected spelling: `didYouMean` and `resultsCorrected`. */
  corrected: (didYouMean = 'surfing') => searchRoutes(catalogueLibraryFixture, { didYouMean }),
  /** As `results()`, the words' own hits with a correction offered (`didYouMean`, not `resultsCorrected`). */
  suggested: (didYouMean = 'surfing') =>
    searchRoutes(catalogueLibraryFixture, { didYouMean, resultsCorrected: false }),
  /**
   * As `results()`, each answer saying it also shows kinds of the words (`alsoShowing`: toddler and baby for
   * "child"), unless the search asks for the words alone (`concepts: false`).
   */
  concepts: (
    alsoShowing: NonNullable<SearchResponse['alsoShowing']> = [
      { word: 'child', kinds: ['toddler', 'baby', 'little girl'] },
    ],
  ) => searchRoutes(catalogueLibraryFixture, { alsoShowing }),
  /** As `concepts()`, no clip having the words themselves (`kindsOnly`): "vehicle" shows trucks and vans. */
  kindsOnly: (
    alsoShowing: NonNullable<SearchResponse['alsoShowing']> = [
      { word: 'vehicle', kinds: ['pickup truck', 'delivery van'] },
    ],
  ) => searchRoutes(catalogueLibraryFixture, { alsoShowing, kindsOnly: true }),
  /**
   * As `results()`, the hits of some of the words only (`matchedWords`): none matched all of them; with
   * `alsoShowing`, kinds of those words too (unless the search asks for the words alone).
   */
  someWords: (
    matchedWords: string[] = ['dog', 'fails'],
    alsoShowing?: NonNullable<SearchResponse['alsoShowing']>,
  ) => searchRoutes(catalogueLibraryFixture, { matchedWords, ...(alsoShowing ? { alsoShowing } : {}) }),
  /** As `results()`, the clips of the nearest kind of a word that found nothing (`broadenedTo`). */
  broadened: (
    broadenedTo: NonNullable<SearchResponse['broadenedTo']> = { word: 'insect', kind: 'invertebrate' },
  ) => searchRoutes(catalogueLibraryFixture, { broadenedTo }),
  /** As `results()`, the last resort: titles with words spelt like the words typed (`spelledLike`). */
  spelledLike: () => searchRoutes(catalogueLibraryFixture, { spelledLike: true }),
  /** As `results()`, each answer after `ms` milliseconds. */
  slow: (ms = 1500) => searchRoutes(catalogueLibraryFixture, { delayMs: ms }),
  /** No call ever answers (the loading state). */
  loading: () => pendingRoutes(allEndpoints),
  /** Every call answers 500. */
  failing: () => failingRoutes(allEndpoints),
};
