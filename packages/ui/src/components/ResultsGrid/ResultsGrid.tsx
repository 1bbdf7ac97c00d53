import {
  PAGE_SIZE,
  formatJvId,
  formatMessage,
  hasVideoId,
  type SearchCard,
  type VideoCardData,
} from '@clipmarket/core';
import { memo, useInsertionEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  VideoCard,
  type VideoCardLinkComponent,
  type VideoCardPosterLoading,
  type VideoCardPreviewMode,
} from '../VideoCard';
import * as styles from './ResultsGrid.styles';
import { RESULTS_GRID_TEXT } from './resultsGridText';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { InlineAlert } from '../InlineAlert';
import { Skeleton, SkeletonGroup } from '../Skeleton';
import { CheckIcon } from '../Icon';
import { useClipmarketLinks } from '../ClipmarketProvider';

/**
 * The search's state, as the search machine names it: `loading` (skeletons), `results` (cards), `empty`
 * (zero hits: a message and the trending fallback) or `error`.
 */
export type ResultsGridStatus = 'loading' | 'results' | 'empty' | 'error';

/**
 * How the clips are laid out (the filter panel's Display choice): `grid`, a grid of cards, or `list`, one
 * compact row a clip (small poster, title, JV#, clearance, save), which stays a row on a phone.
 */
export type ResultsGridLayout = 'grid' | 'list';

export interface ResultsGridProps {
  /**
   * Which state to show; see `ResultsGridStatus`.
   * @default 'results'
   */
  status?: ResultsGridStatus;
  /**
   * Cards in a grid or rows in a list; see `ResultsGridLayout`. Every state follows it, the loading
   * placeholders and the trending clips included.
   * @default 'grid'
   */
  layout?: ResultsGridLayout;
  /**
   * The page of results (`data` of the search answer), up to 60.
   * @default []
   */
  cards?: readonly SearchCard[];
  /**
   * The trending clips a zero-hit answer carries (`trending`), shown under the `empty` message.
   * @default []
   */
  trending?: readonly SearchCard[];
  /** Hits in all (`pagination.totalResults`); shown above the grid when given. */
  totalResults?: number;
  /**
   * Whether `totalResults` is the server's estimate (`totalIsEstimate`): the count reads "About n results"
   * with a note saying why.
   * @default false
   */
  totalIsEstimate?: boolean;
  /**
   * The detail page of a clip.
   * @default (card) => the provider's `links.clip(card.jmId)` (see `ClipmarketProvider`)
   */
  hrefFor?: (card: SearchCard) => string;
  /** The similar clips of a clip (`VideoCard`'s `similarHref`); without it the cards have no such link. */
  similarHrefFor?: (card: SearchCard) => string;
  /**
   * The component that renders the cards' links, e.g. wouter's `Link`.
   * @default the `linkComponent` of `ClipmarketProvider`, else `'a'`
   */
  linkComponent?: VideoCardLinkComponent;
  /** Whether a clip is in the user's cart (match with `isInCart` of @clipmarket/core). */
  isInCart?: (card: SearchCard) => boolean;
  /** Whether the user holds a licence for a clip (their purchased videos): the card says "Licensed". */
  isLicensed?: (card: SearchCard) => boolean;
  /** Called with a clip when its save toggle is pressed. */
  onSave?: (card: VideoCardData) => void;
  /** Called with a clip when its title or poster link is followed. */
  onOpen?: (card: VideoCardData) => void;
  /** Roles of the viewer, handed to every card (ROLE_RIFF_USER sees the rights-management marker). */
  viewerRoles?: readonly string[];
  /**
   * How the cards preview; see `VideoCardPreviewMode`.
   * @default 'auto'
   */
  previewMode?: VideoCardPreviewMode;
  /**
   * Level of the cards' title headings; the empty state's heading is one level above.
   * @default 3
   */
  headingLevel?: 3 | 4 | 5 | 6;
  /** Called by the error state's retry button; without it no button shows. */
  onRetry?: () => void;
  /**
   * The error state's message.
   * @default RESULTS_GRID_TEXT.error
   */
  errorMessage?: string;
  /**
   * Placeholder cards while loading; a full page by default, so the layout does not jump when cards arrive.
   * @default PAGE_SIZE.search (60)
   */
  skeletonCount?: number;
  /**
   * How many of the first cards load their posters at once, the first of them ahead of the page's other
   * images; the rest wait until scrolled near. 0 for a grid below the fold (a clip page's similar clips),
   * whose posters would otherwise compete with the page's own largest image.
   * @default 4 (a desktop's first row)
   */
  eagerPosters?: number;
  /**
   * Bulk select mode: a checkbox on every card, selected cards marked, and a bar with the count.
   * @default false
   */
  selectMode?: boolean;
  /** The selected clips' ids, controlled (ids of other pages may be included; they count too). */
  selectedIds?: readonly string[];
  /**
   * The selected ids on first render when uncontrolled.
   * @default []
   */
  defaultSelectedIds?: readonly string[];
  /** Called with every selected id after a checkbox, "Select all on this page" or "Clear selection". */
  onSelectionChange?: (selectedIds: string[]) => void;
  /**
   * Accessible name of the list of cards.
   * @default RESULTS_GRID_TEXT.label ('Search results')
   */
  label?: string;
  /** Class of the root element. */
  className?: string;
}

/**
 * Posters of the first screenful load at once; the rest wait until scrolled near (a lazy poster waits for
 * layout, which would hold back the page's largest paint). Four is a desktop's first row.
 */
const EAGER_POSTERS = 4;
/** Where a card's poster sits in the loading order: the first leads, the first screenful follows at once. */
const posterLoadingAt = (index: number, eager: number): VideoCardPosterLoading =>
  index >= eager ? 'lazy' : index === 0 ? 'priority' : 'eager';

const NO_CARDS: readonly SearchCard[] = [];

/**
 * The cards, drawn again only when their own props change: a page that adds its results in batches, or a
 * save that marks one card, leaves the other cards as they are.
 */
const GridCard = memo(VideoCard);

/**
 * `handler`'s latest version behind a function that stays the same across renders (undefined while there is
 * none), so a page's inline `onSave={(card) => …}` does not draw every card again.
 */
function useSteadyHandler(
  handler: ((card: VideoCardData) => void) | undefined,
): ((card: VideoCardData) => void) | undefined {
  const latest = useRef(handler);
  useInsertionEffect(() => {
    latest.current = handler;
  });
  const given = handler !== undefined;
  return useMemo(() => (given ? (card: VideoCardData) => latest.current?.(card) : undefined), [given]);
}
const NO_IDS: readonly string[] = [];

/**
 * A page of search results as video cards or list rows, with loading, zero-hit, error and bulk-select states.
 */
export function ResultsGrid({
  status = 'results',
  layout = 'grid',
  cards = NO_CARDS,
  trending = NO_CARDS,
  totalResults,
  totalIsEstimate = false,
  hrefFor: givenHrefFor,
  similarHrefFor,
  linkComponent,
  isInCart,
  isLicensed,
  onSave,
  onOpen,
  viewerRoles,
  previewMode,
  headingLevel = 3,
  onRetry,
  errorMessage = RESULTS_GRID_TEXT.error,
  skeletonCount = PAGE_SIZE.search,
  eagerPosters = EAGER_POSTERS,
  selectMode = false,
  selectedIds: controlledSelected,
  defaultSelectedIds = NO_IDS,
  onSelectionChange,
  label = RESULTS_GRID_TEXT.label,
  className,
}: ResultsGridProps) {
  const links = useClipmarketLinks('ResultsGrid');
  const hrefFor = givenHrefFor ?? ((card: SearchCard) => links.clip(card.jmId));
  const [uncontrolledSelected, setUncontrolledSelected] = useState<readonly string[]>(defaultSelectedIds);
  const selected = controlledSelected ?? uncontrolledSelected;

  const setSelected = (next: string[]) => {
    if (controlledSelected === undefined) setUncontrolledSelected(next);
    onSelectionChange?.(next);
  };
  const toggle = (jmId: string, on: boolean) =>
    setSelected(on ? [...selected, jmId] : selected.filter((id) => id !== jmId));
  const pageIds = cards.filter(hasVideoId).map((card) => card.jmId);
  const selectPage = () => setSelected([...selected, ...pageIds.filter((id) => !selected.includes(id))]);

  const isList = layout === 'list';
  const saveCard = useSteadyHandler(onSave);
  const openCard = useSteadyHandler(onOpen);

  const renderCards = (list: readonly SearchCard[], selectable: boolean, name: string): ReactNode => (
    <ul css={isList ? styles.list : styles.grid} aria-label={name}>
      {list.map((card, index) => {
        const canSelect = selectable && hasVideoId(card);
        const isSelected = canSelect && selected.includes(card.jmId);
        const checkbox = canSelect ? (
          <label css={isList ? styles.rowSelectBox : styles.selectBox}>
            <input
              type="checkbox"
              css={styles.checkbox}
              checked={isSelected}
              aria-label={RESULTS_GRID_TEXT.select(formatJvId(card.jmId))}
              onChange={(event) => toggle(card.jmId, event.target.checked)}
            />
          </label>
        ) : null;
        return (
          <li
            // A page may hold a clip twice only as a fixture quirk; the index keeps keys unique anyway.
            key={`${card.jmId}:${index}`}
            css={isList ? styles.row : styles.item}
            data-selected={canSelect ? String(isSelected) : undefined}
          >
            {/* A row's checkbox is its first column, so it comes first in the Tab order too. */}
            {isList ? checkbox : null}
            <GridCard
              video={card}
              href={hrefFor(card)}
              similarHref={similarHrefFor?.(card)}
              linkComponent={linkComponent}
              inCart={isInCart?.(card) ?? false}
              licensed={isLicensed?.(card) ?? false}
              onSave={saveCard}
              onOpen={openCard}
              viewerRoles={viewerRoles}
              previewMode={previewMode}
              headingLevel={headingLevel}
              layout={isList ? 'row' : 'card'}
              posterLoading={posterLoadingAt(index, eagerPosters)}
            />
            {/* A row's own checkbox, in full view at its start, is enough for the eye: no badge. */}
            {isSelected && !isList ? (
              // The checkbox tells assistive technology; the badge tells the eye, apart from the focus ring.
              <span css={styles.selectedBadge} aria-hidden="true">
                <CheckIcon />
                {RESULTS_GRID_TEXT.selected}
              </span>
            ) : null}
            {isList ? null : checkbox}
          </li>
        );
      })}
    </ul>
  );

  const SectionHeading = `h${headingLevel - 1}` as 'h2' | 'h3' | 'h4' | 'h5';

  return (
    <div data-state={status} data-layout={layout} css={styles.root} className={className}>
      {status === 'loading' ? (
        <SkeletonGroup label={RESULTS_GRID_TEXT.loading} css={isList ? styles.list : styles.grid}>
          {Array.from({ length: skeletonCount }, (_, index) =>
            isList ? (
              <div key={index} css={styles.skeletonRow}>
                <Skeleton shape="block" aspectRatio="16 / 9" css={styles.skeletonRowMedia} />
                <Skeleton lines={2} css={styles.skeletonRowText} />
              </div>
            ) : (
              <div key={index} css={styles.skeleton}>
                <Skeleton shape="block" aspectRatio="16 / 9" css={styles.skeletonMedia} />
                <Skeleton lines={2} css={styles.skeletonText} />
              </div>
            ),
          )}
        </SkeletonGroup>
      ) : null}

      {status === 'error' ? (
        <InlineAlert tone="error" onRetry={onRetry} retryLabel={RESULTS_GRID_TEXT.retry}>
          {errorMessage}
        </InlineAlert>
      ) : null}

      {status === 'empty' ? (
        <>
          <EmptyState
            role="status"
            titleAs={SectionHeading}
            title={RESULTS_GRID_TEXT.noResultsTitle}
            description={
              trending.length > 0
                ? `${RESULTS_GRID_TEXT.noResultsHint} ${RESULTS_GRID_TEXT.noResultsTrendingHint}`
                : RESULTS_GRID_TEXT.noResultsHint
            }
          />
          {trending.length > 0 ? (
            <section css={styles.trending} aria-label={RESULTS_GRID_TEXT.trending}>
              <SectionHeading css={styles.sectionHeading}>{RESULTS_GRID_TEXT.trending}</SectionHeading>
              {renderCards(trending, false, RESULTS_GRID_TEXT.trending)}
            </section>
          ) : null}
        </>
      ) : null}

      {status === 'results' ? (
        <>
          {totalResults !== undefined || selectMode ? (
            <div css={styles.summary}>
              {totalResults !== undefined ? (
                <p css={styles.count}>
                  {totalIsEstimate
                    ? RESULTS_GRID_TEXT.estimate(totalResults)
                    : RESULTS_GRID_TEXT.count(totalResults)}
                  {totalIsEstimate ? (
                    <span css={styles.estimateNote}>{RESULTS_GRID_TEXT.estimateNote}</span>
                  ) : null}
                </p>
              ) : null}
              {selectMode ? (
                <div role="group" aria-label={RESULTS_GRID_TEXT.selection} css={styles.selectionBar}>
                  <span role="status" css={styles.selectionCount} data-empty={selected.length === 0}>
                    {selected.length > 0
                      ? formatMessage.videosSelected(selected.length)
                      : RESULTS_GRID_TEXT.selectHint}
                  </span>
                  <Button size="sm" onClick={selectPage}>
                    {RESULTS_GRID_TEXT.selectPage}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-disabled={selected.length === 0 || undefined}
                    onClick={() => selected.length > 0 && setSelected([])}
                  >
                    {RESULTS_GRID_TEXT.clearSelection}
                  </Button>
                </div>
              ) : null}
            </div>
          ) : null}
          {renderCards(cards, selectMode, label)}
        </>
      ) : null}
    </div>
  );
}
