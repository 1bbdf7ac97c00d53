import { formatDisplayDate, formatJvId } from '@clipmarket/core';
import { useId, useState, type ReactNode } from 'react';
import { ghostButton, primaryButton } from '../../primitives/styles';
import * as styles from './HistoryTable.styles';
import type {
  HistoryFilters,
  HistoryRecord,
  HistoryRecordType,
  HistorySort,
  HistorySortKey,
} from './HistoryTable.types';
import { filterAndSortHistory, historyRangeInvalid } from './historyRows';
import { HISTORY_TABLE_TEXT, HISTORY_TYPE_LABELS } from './historyTableText';

/**
 * The history call's state: `loading`, `ready` or `error`. The root's `data-state` also reads `empty` when
 * a ready history has no row to show.
 */
export type HistoryTableStatus = 'loading' | 'ready' | 'error';

export interface HistoryTableProps {
  /**
   * Which state to show; see `HistoryTableStatus`.
   * @default 'ready'
   */
  status?: HistoryTableStatus;
  /**
   * Licences, purchases and gift cards (the page of them the app holds).
   * @default []
   */
  rows?: readonly HistoryRecord[];
  /** The filters, controlled. Pair with `onFiltersChange`. */
  filters?: HistoryFilters;
  /**
   * The filters on first render when uncontrolled.
   * @default { type: 'all', from: '', to: '' }
   */
  defaultFilters?: HistoryFilters;
  /** Called with the filters after every change (the app may reload from the server with them). */
  onFiltersChange?: (filters: HistoryFilters) => void;
  /** The sort, controlled. Pair with `onSortChange`. */
  sort?: HistorySort;
  /**
   * The sort on first render when uncontrolled.
   * @default { key: 'date', direction: 'desc' }
   */
  defaultSort?: HistorySort;
  /** Called with the sort a column header asks for. */
  onSortChange?: (sort: HistorySort) => void;
  /** The pagination slot, under the table (e.g. a `Pagination`). */
  pagination?: ReactNode;
  /** Called by the error state's retry button; without it no button shows. */
  onRetry?: () => void;
  /**
   * The history's heading, shown above the filters in every state, and the table's caption.
   * @default HISTORY_TABLE_TEXT.caption
   */
  caption?: string;
  /**
   * Level of the heading, to fit the page's outline.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4;
  /** Class of the root element. */
  className?: string;
}

const NO_ROWS: readonly HistoryRecord[] = [];
const ALL: HistoryFilters = { type: 'all', from: '', to: '' };
const NEWEST_FIRST: HistorySort = { key: 'date', direction: 'desc' };
const TYPES: readonly HistoryRecordType[] = ['licence', 'purchase', 'giftCard'];
const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const COLUMNS: readonly { key: HistorySortKey | 'order'; label: string; numeric?: boolean }[] = [
  { key: 'date', label: HISTORY_TABLE_TEXT.columns.date },
  { key: 'type', label: HISTORY_TABLE_TEXT.columns.type },
  { key: 'title', label: HISTORY_TABLE_TEXT.columns.title },
  { key: 'order', label: HISTORY_TABLE_TEXT.columns.order },
  { key: 'amount', label: HISTORY_TABLE_TEXT.columns.amount, numeric: true },
];

/** The account's licences, purchases and gift cards: filters by type and dates, sortable columns, a pager slot. */
export function HistoryTable({
  status = 'ready',
  rows = NO_ROWS,
  filters: controlledFilters,
  defaultFilters = ALL,
  onFiltersChange,
  sort: controlledSort,
  defaultSort = NEWEST_FIRST,
  onSortChange,
  pagination,
  onRetry,
  caption = HISTORY_TABLE_TEXT.caption,
  headingLevel = 2,
  className,
}: HistoryTableProps) {
  const Heading = `h${headingLevel}` as const;
  const [uncontrolledFilters, setUncontrolledFilters] = useState(defaultFilters);
  const [uncontrolledSort, setUncontrolledSort] = useState(defaultSort);
  const filters = controlledFilters ?? uncontrolledFilters;
  const sort = controlledSort ?? uncontrolledSort;
  const id = useId();

  const setFilters = (next: HistoryFilters) => {
    if (controlledFilters === undefined) setUncontrolledFilters(next);
    onFiltersChange?.(next);
  };
  const sortBy = (key: HistorySortKey) => {
    // A new column starts in the order a reader expects of it: newest, largest, or A to Z.
    const next: HistorySort =
      sort.key === key
        ? { key, direction: sort.direction === 'asc' ? 'desc' : 'asc' }
        : { key, direction: key === 'date' || key === 'amount' ? 'desc' : 'asc' };
    if (controlledSort === undefined) setUncontrolledSort(next);
    onSortChange?.(next);
  };

  const shown = filterAndSortHistory(rows, filters, sort);
  const filtered = filters.type !== 'all' || filters.from !== '' || filters.to !== '';
  const rangeInvalid = historyRangeInvalid(filters);
  const state = status === 'ready' && shown.length === 0 ? 'empty' : status;

  return (
    <section data-state={state} css={styles.root} className={className} aria-labelledby={`${id}-heading`}>
      {/* First in every state and at every width: the filters and the rows belong to it. */}
      <header css={styles.header}>
        <Heading id={`${id}-heading`} css={styles.heading}>
          {caption}
        </Heading>
        {state === 'ready' ? <p css={styles.count}>{HISTORY_TABLE_TEXT.count(shown.length)}</p> : null}
      </header>

      <fieldset css={styles.filters}>
        <legend css={styles.visuallyHidden}>{HISTORY_TABLE_TEXT.filters}</legend>
        <div css={styles.field}>
          <label htmlFor={`${id}-type`}>{HISTORY_TABLE_TEXT.type}</label>
          <select
            id={`${id}-type`}
            css={styles.control}
            value={filters.type}
            onChange={(event) =>
              setFilters({ ...filters, type: event.target.value as HistoryFilters['type'] })
            }
          >
            <option value="all">{HISTORY_TABLE_TEXT.allTypes}</option>
            {TYPES.map((type) => (
              <option key={type} value={type}>
                {HISTORY_TYPE_LABELS[type].many}
              </option>
            ))}
          </select>
        </div>
        <div css={styles.field}>
          <label htmlFor={`${id}-from`}>{HISTORY_TABLE_TEXT.from}</label>
          <input
            id={`${id}-from`}
            type="date"
            css={styles.control}
            value={filters.from}
            max={filters.to || undefined}
            aria-invalid={rangeInvalid || undefined}
            aria-describedby={rangeInvalid ? `${id}-range` : undefined}
            onChange={(event) => setFilters({ ...filters, from: event.target.value })}
          />
        </div>
        <div css={styles.field}>
          <label htmlFor={`${id}-to`}>{HISTORY_TABLE_TEXT.to}</label>
          <input
            id={`${id}-to`}
            type="date"
            css={styles.control}
            value={filters.to}
            min={filters.from || undefined}
            aria-invalid={rangeInvalid || undefined}
            aria-describedby={rangeInvalid ? `${id}-range` : undefined}
            onChange={(event) => setFilters({ ...filters, to: event.target.value })}
          />
        </div>
        {filtered ? (
          <button type="button" css={ghostButton} onClick={() => setFilters(ALL)}>
            {HISTORY_TABLE_TEXT.clearFilters}
          </button>
        ) : null}
        {rangeInvalid ? (
          <p id={`${id}-range`} role="alert" css={styles.rangeError}>
            {HISTORY_TABLE_TEXT.rangeInvalid}
          </p>
        ) : null}
      </fieldset>

      {state === 'ready' || state === 'loading' ? (
        <table css={styles.table} aria-busy={status === 'loading' || undefined}>
          {/* The table's name for screen readers; the heading above shows it. */}
          <caption css={styles.visuallyHidden}>{caption}</caption>
          <thead css={styles.head}>
            <tr>
              {COLUMNS.map((column) => {
                const sortable = column.key !== 'order';
                const active = sortable && sort.key === column.key;
                return (
                  <th
                    key={column.key}
                    scope="col"
                    data-numeric={column.numeric || undefined}
                    aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}
                  >
                    {sortable ? (
                      <button
                        type="button"
                        css={styles.sortButton}
                        data-active={active}
                        data-direction={active ? sort.direction : undefined}
                        onClick={() => sortBy(column.key as HistorySortKey)}
                      >
                        {column.label}
                        <SortIcon />
                      </button>
                    ) : (
                      column.label
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {status === 'loading'
              ? Array.from({ length: 5 }, (_, index) => (
                  <tr key={index} aria-hidden="true" css={styles.skeletonRow}>
                    {COLUMNS.map((column) => (
                      <td key={column.key} data-label={column.label}>
                        <span css={styles.skeleton} />
                      </td>
                    ))}
                  </tr>
                ))
              : null}
            {status === 'ready'
              ? shown.map((row) => (
                  <tr key={row.id}>
                    <td data-label={HISTORY_TABLE_TEXT.columns.date}>
                      <time dateTime={row.date}>{formatDisplayDate(row.date)}</time>
                    </td>
                    <td data-label={HISTORY_TABLE_TEXT.columns.type}>
                      <span css={styles.typeBadge} data-type={row.type}>
                        {HISTORY_TYPE_LABELS[row.type].one}
                      </span>
                    </td>
                    <th scope="row" data-label={HISTORY_TABLE_TEXT.columns.title} css={styles.itemCell}>
                      <span css={styles.itemTitle}>{row.title}</span>
                      {row.jmId || row.productName ? (
                        <span css={styles.itemMeta}>
                          {[row.jmId ? formatJvId(row.jmId) : null, row.productName]
                            .filter(Boolean)
                            .join(' · ')}
                        </span>
                      ) : null}
                    </th>
                    <td data-label={HISTORY_TABLE_TEXT.columns.order} css={styles.mono}>
                      {row.orderNumber}
                    </td>
                    <td data-label={HISTORY_TABLE_TEXT.columns.amount} data-numeric>
                      {currency.format(row.amount)}
                    </td>
                  </tr>
                ))
              : null}
          </tbody>
        </table>
      ) : null}

      {status === 'loading' ? (
        <p role="status" css={styles.visuallyHidden}>
          {HISTORY_TABLE_TEXT.loading}
        </p>
      ) : null}

      {status === 'error' ? (
        <div css={styles.message} data-tone="danger">
          <p role="alert" css={styles.messageTitle}>
            {HISTORY_TABLE_TEXT.error}
          </p>
          {onRetry ? (
            <button type="button" css={primaryButton} onClick={onRetry}>
              {HISTORY_TABLE_TEXT.retry}
            </button>
          ) : null}
        </div>
      ) : null}

      {state === 'empty' ? (
        <div role="status" css={styles.message}>
          <p css={styles.messageTitle}>
            {filtered ? HISTORY_TABLE_TEXT.noMatchTitle : HISTORY_TABLE_TEXT.emptyTitle}
          </p>
          <p css={styles.messageHint}>
            {filtered ? HISTORY_TABLE_TEXT.noMatchHint : HISTORY_TABLE_TEXT.emptyHint}
          </p>
        </div>
      ) : null}

      {pagination && state === 'ready' ? <div css={styles.pagination}>{pagination}</div> : null}
    </section>
  );
}

function SortIcon() {
  return (
    <svg viewBox="0 0 12 16" aria-hidden="true" focusable="false">
      <path data-part="up" d="M6 2 10 7H2z" fill="currentColor" />
      <path data-part="down" d="M6 14 2 9h8z" fill="currentColor" />
    </svg>
  );
}
