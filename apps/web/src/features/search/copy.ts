import { formatCount, formatJvId, parseSearchQuery } from '@clipmarket/core';

/**
 * The search page's own words (headings and labels the spec names but does not word). Spec messages and
 * filter labels come from @clipmarket/core; the grid's and panel's texts from @clipmarket/ui.
 */
export const SEARCH_COPY = {
  heading: 'Search clips',
  similarHeading: 'Similar clips',
  lead: 'Search by words, an "exact phrase", a JV# id or a video link.',
  similarLead: (jmId: string) => `Clips most like ${formatJvId(jmId)}. Your filters still apply.`,
  documentTitle: (q: string) => (q.trim() === '' ? 'Search' : `${q.trim()} — Search`),
  resultsHeading: 'Results',
  saveSearch: 'Save search',
  signInToSave: 'Log in to save this search and get an email when new clips match it.',
  /** The results heading: a quoted phrase is named as one, without a second pair of quotes inside ours. */
  resultsFor: (q: string) => {
    const query = parseSearchQuery(q);
    if (query.kind === 'phrase') return `Results for the exact phrase “${query.phrase}”`;
    if (query.kind === 'id') return `Results for ${formatJvId(query.jmId)}`;
    return `Results for “${q.trim()}”`;
  },
  /** The server's spelling correction (ADR 38): shown in place of, or offered beside, the words as typed. */
  spelling: {
    corrected: (typed: string, used: string) =>
      `Nothing matched “${typed}”, so these are the results for “${used}”.`,
    didYouMean: 'Did you mean',
  },
  /** The words found nothing together, so the results are the clips with the most of them (issue 31). */
  matchedWords: (typed: string, matched: readonly string[]) =>
    `No clip matches all of “${typed}”; showing clips that match “${matched.join(' ')}”.`,
  /** The last resort of a search that found nothing: titles with words spelt like the words typed (issue 31). */
  spelledLike: (typed: string) =>
    `Nothing matched “${typed}”; these clips have words spelt like it in their titles.`,
  /**
   * Kinds of the searched words the results show besides the words themselves (issue 31): which, and the way
   * to keep to the words alone and back.
   */
  concepts: {
    alsoShowing: 'Also showing:',
    /** One searched word's kinds; with several words each names its word. */
    kindsOf: (word: string, kinds: readonly string[], several: boolean) =>
      several ? `${kinds.join(', ')} (for “${word}”)` : kinds.join(', '),
    wordsOnly: (words: string) => `Only “${words}”`,
    /** No clip has the words themselves: nothing to keep to. */
    noneSay: (words: string) => `No clip says “${words}” itself.`,
    keptToWords: (words: string) => `Showing only clips that say “${words}”.`,
    showKinds: 'Show related clips too',
  },
  /** Nothing matched: the results are the clips of the nearest kind of thing a word is (`broadenedTo`). */
  broadened: (word: string, kind: string) =>
    `No clip matches “${word}”; showing the nearest kind of thing we have: “${kind}”.`,
  /** A search that found nothing says what it tried besides the words as typed (`tried`). */
  tried: (words: string, tried: readonly ('kinds' | 'fewerWords' | 'spelling')[]) => {
    const steps = {
      kinds: `the kinds of things “${words}” covers`,
      fewerWords: 'fewer of the words',
      spelling: 'spellings close to yours',
    };
    return `We also looked for ${tried.map((step) => steps[step]).join(', ')}: nothing.`;
  },
  /** A search that found nothing offers its filters to remove, one at a time (issue 15, item 3). */
  relaxations: {
    /** The list's accessible name, as the pager's is "Result pages". */
    label: 'Remove a filter',
    lead: 'Nothing matched all of these at once. Try the search without one of them:',
    /** A link's text, naming what it takes away: 'Remove “Vertical”'. */
    remove: (what: string) => `Remove “${what}”`,
    /** What the search without it finds, beside the link: '(12 results)', '(about 2,400 results)'. */
    total: (n: number, estimate: boolean) =>
      estimate
        ? `(about ${formatCount(n)} results)`
        : `(${formatCount(n)} ${n === 1 ? 'result' : 'results'})`,
    /** Several ticked values of one group, any of which a clip may have: 'Funny or Cute'. */
    anyOf: (values: readonly string[]) =>
      values.length <= 3
        ? [values.slice(0, -1).join(', '), values.at(-1)].filter(Boolean).join(' or ')
        : `${values.slice(0, 2).join(', ')} or ${values.length - 2} more`,
    /** A date range, either end open: 'Acquired 05 Mar 24 to 10 Apr 24', 'First posted from 05 Mar 24'. */
    dates: (name: string, from: string | null, to: string | null) =>
      from && to ? `${name} ${from} to ${to}` : from ? `${name} from ${from}` : `${name} until ${to ?? ''}`,
  },
  pagination: 'Result pages',
  /** The offer to keep the current exact-match setting for every search (spec section 7, `exactMatchOnly`). */
  exactMatch: {
    region: 'Exact match preference',
    onForThisSearch: 'Exact match only is on for this search.',
    offForThisSearch: 'Exact match only is off for this search.',
    makeDefaultOn: 'Use exact match for every search',
    makeDefaultOff: 'Stop using exact match for every search',
    saving: 'Saving…',
    savedOn: 'Saved: your searches start with exact match only.',
    savedOff: 'Saved: your searches no longer start with exact match only.',
    failed: 'Your preference could not be saved.',
    retry: 'Try again',
  },
} as const;
