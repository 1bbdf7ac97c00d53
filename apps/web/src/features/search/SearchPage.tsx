import { DELAYS, PAGES, withoutSearchFilter } from '@clipmarket/core';
import {
  Button,
  FilterPanel,
  type FilterPanelChange,
  Pagination,
  ResultsGrid,
  type ResultsGridStatus,
} from '@clipmarket/ui';
import { lazy, startTransition, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useSession } from '../../session/AuthProvider';
import { useOwnership } from '../commerce';
import { AppLink } from '../../components/AppLink';
import { PageShell } from '../../components/PageShell';
import { BULK_COPY, selectedJmIds, useBulkSelect, useSaveToPlaylist } from '../playlists';
import { SEARCH_COPY } from './copy';
import { applyFilterChange, leaveSimilarClips, resetFilters, searchFor } from './filterChanges';
import { rememberLastQuery, rememberSearch } from './recentSearches';
import { filterRelaxations, relaxationSubject } from './relaxations';
import { recordSessionEvent } from './sessionHistory';
import { useCategories, useSearchResults, useTrendingFallback } from './useSearchData';
import { useSearchUrl } from './useSearchUrl';
import { searchPath } from './urlState';
import { useSignedInAction } from './useSignedInAction';
import { useSimilarClipsHref } from './useSimilarClipsHref';
import { getPersistedState } from '../../state/persisted';
import { ConceptNote } from './ConceptNote';
import { ExactMatchOffer } from './ExactMatchOffer';
import { FilterRelaxations } from './FilterRelaxations';
import { SEARCH_FIELD_NAME, SearchBox } from './SearchBox';
import { SpellingSuggestion } from './SpellingSuggestion';
import { RESULTS_ID } from './SkipToResults';
import * as styles from './SearchPage.styles';

/**
 * How many result cards the page's first render draws, on the server and in the render that hydrates it; the
 * rest of the page's 60 follow in batches of as many, one transition each. A phone spends several short tasks
 * adding them, between which it can answer a tap, instead of one long task for all 60 at once (each batch's
 * cards are put in the page in one go, however finely React slices drawing them).
 */
const CARDS_PER_BATCH = 12;

/** The first `batch` items in the first render, `batch` more after each commit until all are drawn. */
function useDrawnInBatches<T>(items: readonly T[] | undefined, batch: number): readonly T[] | undefined {
  const [drawn, setDrawn] = useState(batch);
  const total = items?.length ?? 0;
  useEffect(() => {
    if (drawn < total) startTransition(() => setDrawn(drawn + batch));
  }, [drawn, total, batch]);
  return !items || drawn >= total ? items : items.slice(0, drawn);
}

// The feedback modal and its machine arrive after the page (SearchFeedback.tsx).
const SearchFeedback = lazy(() => import('./SearchFeedback'));
// Saving the search (ADR 90): the dialog arrives when first asked for.
const SaveSearch = lazy(() => import('./SaveSearch'));

/**
 * How long before the feedback modal may first open (5 s after the page, spec section 4) its code is asked
 * for. Until then nothing of it can show, so its 17 kB (XState among them) are not among the scripts the page
 * waits for as it starts, and a second is time enough to fetch them on a slow phone.
 */
const FEEDBACK_CODE_LEAD_MS = 1_000;

/**
 * The feedback modal, its code asked for `FEEDBACK_CODE_LEAD_MS` before it may open. The moment is this
 * component's own state, so reaching it draws nothing of the page again.
 */
function SearchFeedbackWhenDue({ openedAt }: { openedAt: number }) {
  const [due, setDue] = useState(false);
  useEffect(() => {
    const wait = DELAYS.feedbackListenersDelayMs - FEEDBACK_CODE_LEAD_MS - (performance.now() - openedAt);
    const timer = setTimeout(() => setDue(true), Math.max(0, wait));
    return () => clearTimeout(timer);
  }, [openedAt]);
  return due ? (
    <Suspense fallback={null}>
      <SearchFeedback openedAt={openedAt} />
    </Suspense>
  ) : null;
}

/**
 * The search page (`/search`) and similar-clip mode (`/search/similarClips/{jmId}`):
 * the search box with completions and recent searches, the filter panel, 60 results a page, paging, and the
 * search feedback modal. The URL is the search's state (see search/urlState.ts).
 */
export default function SearchPage() {
  const { filters, search, similarClip, go, goToQuery, historyState, exactMatchDefault, parse } =
    useSearchUrl();
  const similarHref = useSimilarClipsHref();
  const [openedAt] = useState(() => performance.now());
  const { user } = useSession();
  // Saving the search (ADR 90): a visitor logs in first, and the dialog opens once signed in.
  const [saveOpen, setSaveOpen] = useState(false);
  const onSave = useSignedInAction(() => setSaveOpen(true), SEARCH_COPY.signInToSave);
  // Cards mark the clips in the cart and the clips the user already holds a licence for.
  const { inCart, isLicensed } = useOwnership();
  const { save } = useSaveToPlaylist();
  const bulk = useBulkSelect();
  const categories = useCategories();
  const results = useSearchResults(filters);
  const { data, error, isLoading, mutate } = results;
  const cards = useDrawnInBatches(data?.data, CARDS_PER_BATCH);
  const trendingFallback = useTrendingFallback(
    Boolean(data?.noResults) && (data?.trending?.length ?? 0) === 0,
  );
  const headingId = useId();
  const resultsRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The latest search and refresh, for the search box's stable handlers (it re-renders alone while typing).
  const filtersRef = useRef(filters);
  filtersRef.current = filters;
  const mutateRef = useRef(mutate);
  mutateRef.current = mutate;

  // --- The search box: typing follows the URL after a pause, replacing the entry it began ---------------
  const onTyped = useCallback(
    (text: string) => {
      const current = filtersRef.current;
      if (text === current.q) return;
      go(searchFor(current, text), { replace: historyState().typing === true, state: { typing: true } });
    },
    [go, historyState],
  );

  const onSubmit = useCallback(
    (text: string) => {
      rememberSearch(text);
      const current = filtersRef.current;
      const typing = historyState().typing === true;
      const same = !current.similarClip && text === current.q && current.page === 1;
      // The entry typing began becomes this search; a search already shown is not added twice, only run again.
      go(searchFor(current, text), { replace: same || typing });
      if (same && !typing) void mutateRef.current();
    },
    [go, historyState],
  );

  // --- Filters, sort, display, paging: each a new history entry --------------------------------------
  const onFilterChange = (_next: unknown, change: FilterPanelChange) => {
    if (change.field === 'similarClip' && !change.value) {
      clearSimilar();
      return;
    }
    go(applyFilterChange(filters, change));
  };

  const clearSimilar = () => {
    const saved = historyState().beforeSimilarClip;
    go(leaveSimilarClips(filters, saved === undefined ? null : parse(saved)));
  };

  const onPageChange = (page: number) => {
    go({ ...filters, page });
    headingRef.current?.focus({ preventScroll: true });
    resultsRef.current?.scrollIntoView({ block: 'start' });
  };

  // --- Remembered between visits --------------------------------------------------------------------
  // A bare /licensing/search (the header's link) resumes the last search, once, when the page opens.
  const [resumeQuery] = useState(() => getPersistedState().searchPages.lastQuery);
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current) return;
    resumed.current = true;
    // Someone already in the search box (it takes text before the app has taken the page over) keeps it.
    const typing = document.activeElement?.getAttribute('name') === SEARCH_FIELD_NAME;
    if (!similarClip && search === '' && resumeQuery !== '' && !typing) {
      goToQuery(resumeQuery, { replace: true });
    }
  }, [goToQuery, resumeQuery, search, similarClip]);
  useEffect(() => {
    if (!similarClip && resumed.current) rememberLastQuery(search);
  }, [search, similarClip]);

  // --- This session's engagement (spec section 9): a new search, or another page of the same one ------
  // What was searched for, without the page or the layout; the bare address that resumes the last search
  // is not a search of its own.
  const searched = searchPath({ ...filters, page: 1, display: null });
  const resuming = !similarClip && search === '' && resumeQuery !== '';
  useEffect(() => {
    if (!resuming) recordSessionEvent({ type: 'search', search: searched, page: filters.page });
  }, [resuming, searched, filters.page]);

  // A page past the last one (an old link, fewer hits now) shows the last page instead.
  const totalPages = data?.pagination.totalPages ?? 0;
  useEffect(() => {
    if (data && totalPages > 0 && filters.page > totalPages) {
      go({ ...filters, page: totalPages }, { replace: true });
    }
  }, [data, filters, totalPages, go]);

  // --- Bulk select (the playlists flow owns the selection and the popup) ----------------------------
  const selectMode = Boolean(user) && bulk.selectMode;
  const selectedIds = selectedJmIds(bulk.selected);
  const pageIds = new Set((data?.data ?? []).map((card) => card.jmId));
  const onSelectionChange = (next: string[]) => {
    if (next.length === 0) {
      bulk.clear();
      return;
    }
    for (const jmId of pageIds) {
      const was = selectedIds.includes(jmId);
      if (was !== next.includes(jmId)) bulk.toggle(filters.page, jmId);
    }
  };

  // --- What the results show -------------------------------------------------------------------------
  // Busy while the results on screen are another search's, kept until this one's arrive. Data present at
  // mount was rendered by the server for this very search (ADR 17): it is revalidated quietly, not dimmed.
  const searchKey = `${similarClip ?? ''}?${search}`;
  const settledKey = useRef(data !== undefined ? searchKey : null);
  if (data !== undefined && !isLoading) settledKey.current = searchKey;
  const busy = isLoading && settledKey.current !== searchKey;
  const pageArriving = data !== undefined && isLoading && data.pagination.currentPage !== filters.page;
  const status: ResultsGridStatus =
    error && !isLoading
      ? 'error'
      : data === undefined || pageArriving
        ? 'loading'
        : data.noResults
          ? 'empty'
          : 'results';
  const trending = data?.trending?.length ? data.trending : (trendingFallback.data?.data ?? []);
  const heading = similarClip ? SEARCH_COPY.similarHeading : SEARCH_COPY.heading;
  // Any search by words or filters can be saved (not a similar-clips one); selecting clips is for the signed in.
  const canSave = !similarClip && (status === 'results' || status === 'empty');
  const canSelect = Boolean(user) && status === 'results';
  const text = similarClip ? '' : filters.q.trim();

  return (
    <PageShell
      heading={heading}
      lead={similarClip ? SEARCH_COPY.similarLead(similarClip) : SEARCH_COPY.lead}
      // One address per search text for search engines, whatever the filters, sort and page.
      head={{ canonical: similarClip ? undefined : PAGES.search.href(filters.q ? { q: filters.q } : {}) }}
    >
      <SearchBox
        text={similarClip ? '' : filters.q}
        // In similar-clip mode the text starts a normal search only when submitted (a new page would remount).
        onTyped={similarClip ? undefined : onTyped}
        onSubmit={onSubmit}
      />
      <div css={styles.body}>
        <FilterPanel
          css={styles.filters}
          value={filters}
          onChange={onFilterChange}
          categories={categories}
          categoryCounts={data?.facets.categories}
          onReset={() => go(resetFilters(filters, exactMatchDefault))}
        />
        <section
          ref={resultsRef}
          id={RESULTS_ID}
          css={styles.results}
          aria-labelledby={headingId}
          aria-busy={busy || undefined}
          data-display={filters.display ?? 'grid'}
        >
          <div css={styles.toolbar}>
            <h2 id={headingId} ref={headingRef} tabIndex={-1} css={styles.resultsHeading}>
              {text === '' ? SEARCH_COPY.resultsHeading : SEARCH_COPY.resultsFor(text)}
            </h2>
            {canSave || canSelect ? (
              <div css={styles.actions}>
                {canSelect && selectMode ? (
                  <Button
                    variant="primary"
                    size="sm"
                    aria-disabled={selectedIds.length === 0 || undefined}
                    onClick={() => selectedIds.length > 0 && bulk.openBulkPopup()}
                  >
                    {BULK_COPY.addSelected(selectedIds.length)}
                  </Button>
                ) : null}
                {canSelect ? (
                  <Button size="sm" aria-pressed={selectMode} onClick={() => bulk.setSelectMode(!selectMode)}>
                    {selectMode ? BULK_COPY.selectModeOff : BULK_COPY.selectMode}
                  </Button>
                ) : null}
                {canSave ? (
                  <Button size="sm" onClick={onSave}>
                    {SEARCH_COPY.saveSearch}
                  </Button>
                ) : null}
              </div>
            ) : null}
          </div>
          {text !== '' && data?.didYouMean ? (
            <SpellingSuggestion
              typed={text}
              suggestion={data.didYouMean}
              corrected={data.resultsCorrected === true}
              href={searchPath(searchFor(filters, data.didYouMean), exactMatchDefault)}
            />
          ) : null}
          {text !== '' && data?.matchedWords ? (
            <p css={styles.spelling}>{SEARCH_COPY.matchedWords(text, data.matchedWords)}</p>
          ) : null}
          {text !== '' && data?.spelledLike ? (
            <p css={styles.spelling}>{SEARCH_COPY.spelledLike(text)}</p>
          ) : null}
          {text !== '' && data?.broadenedTo ? (
            <p css={styles.spelling}>{SEARCH_COPY.broadened(data.broadenedTo.word, data.broadenedTo.kind)}</p>
          ) : null}
          {text !== '' && data?.noResults && data.tried ? (
            <p css={styles.spelling}>{SEARCH_COPY.tried(text, data.tried)}</p>
          ) : null}
          {text !== '' ? (
            <ConceptNote
              words={data?.matchedWords?.join(' ') ?? text}
              alsoShowing={data?.alsoShowing}
              kindsOnly={data?.kindsOnly}
              wordsOnly={!filters.concepts}
              toggleHref={searchPath({ ...filters, concepts: !filters.concepts, page: 1 }, exactMatchDefault)}
            />
          ) : null}
          <ExactMatchOffer exactMatch={filters.exactMatch} searchKey={searchKey} />
          {status === 'empty' && !similarClip ? (
            <FilterRelaxations
              relaxations={filterRelaxations(filters, data?.relaxations)}
              subjectOf={(relaxation) => relaxationSubject(filters, relaxation.filter)}
              hrefOf={(relaxation) =>
                searchPath(withoutSearchFilter(filters, relaxation.filter), exactMatchDefault)
              }
            />
          ) : null}
          <ResultsGrid
            status={status}
            layout={filters.display === 'list' ? 'list' : 'grid'}
            cards={cards}
            trending={trending}
            totalResults={data?.pagination.totalResults}
            totalIsEstimate={data?.totalIsEstimate ?? false}
            hrefFor={(card) => PAGES.view.href({ videoId: card.jmId })}
            similarHrefFor={(card) => similarHref(card.jmId)}
            linkComponent={AppLink}
            onSave={(card) => save(card.jmId)}
            isInCart={(card) => inCart(card.jmId)}
            isLicensed={(card) => isLicensed(card.jmId)}
            viewerRoles={user?.roles}
            onRetry={() => void mutate()}
            selectMode={selectMode}
            selectedIds={selectedIds}
            onSelectionChange={onSelectionChange}
          />
          {/* Kept while the next page arrives, so the bar does not jump; busy until it has. */}
          {status === 'results' || (status === 'loading' && data && !data.noResults) ? (
            <Pagination
              label={SEARCH_COPY.pagination}
              currentPage={filters.page}
              totalPages={totalPages}
              onPageChange={onPageChange}
              status={busy ? 'loading' : 'idle'}
            />
          ) : null}
        </section>
      </div>
      {saveOpen && user ? (
        <Suspense fallback={null}>
          <SaveSearch filters={filters} onClose={() => setSaveOpen(false)} />
        </Suspense>
      ) : null}
      <SearchFeedbackWhenDue openedAt={openedAt} />
    </PageShell>
  );
}
