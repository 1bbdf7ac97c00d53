import { formatDisplayDate, formatJvId } from '@clipmarket/core';
import { Fragment, useId, useState, type ReactNode } from 'react';
import { secondaryButton, smallButton, textLink } from '../../primitives/styles';
import { formatAmount } from './formatAmount';
import * as styles from './HistoryTable.styles';
import type {
  HistoryFilters,
  HistoryRecord,
  HistoryRecordType,
  HistorySort,
  HistorySortKey,
} from './HistoryTable.types';
import {
  filterAndSortHistory,
  historyFiltered,
  historyRangeInvalid,
  NO_HISTORY_FILTERS,
} from './historyRows';
import { HISTORY_TABLE_TEXT, HISTORY_TYPE_LABELS } from './historyTableText';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { InlineAlert } from '../InlineAlert';
import { Skeleton } from '../Skeleton';
import { ChevronIcon, SortIcon } from '../Icon';
import { useLinkComponent } from '../ClipmarketProvider';
import { Select } from '../Select';
import { TextField } from '../TextField';
import { DateField } from '../DateField';
import { VisuallyHidden } from '../VisuallyHidden';
import type { VideoCardLinkComponent } from '../VideoCard/VideoCard.types';

/**
 * The history call's state: `loading`, `ready` or `error`. The root's `data-state` also reads `empty` when
 * a ready history has no row to show.
 */
export type HistoryTableStatus = 'loading' | 'ready' | 'error';

/**
 * Where the rows come from: `all`, the whole history, which the table filters and sorts itself; or `page`,
 * one page the server already filtered (the history endpoint pages on the server), shown as given, newest
 * first, with `total` the count of every matching row.
 */
export type HistoryTableSource = 'all' | 'page';

export interface HistoryTableProps {
  /**
   * Which state to show; see `HistoryTableStatus`.
   * @default 'ready'
   */
  status?: HistoryTableStatus;
  /**
   * Licences, purchases and gift cards: the whole history, or the page of it the server answered.
   * @default []
   */
  rows?: readonly HistoryRecord[];
  /**
   * Whether `rows` is the whole history or a page the server filtered; see `HistoryTableSource`.
   * @default 'all'
   */
  source?: HistoryTableSource;
  /** Rows matching the filters on the server (`total` of the history answer); the heading counts them. */
  total?: number;
  /**
   * A newer answer is on its way and the rows shown are the previous ones (a new page or filter asked of the
   * server): the table is marked busy and dimmed, and stays in place so focus is not lost.
   * @default false
   */
  busy?: boolean;
  /** The filters, controlled. Pair with `onFiltersChange`. */
  filters?: HistoryFilters;
  /**
   * The filters on first render when uncontrolled.
   * @default { type: 'all', from: '', to: '', q: '', po: '' }
   */
  defaultFilters?: HistoryFilters;
  /**
   * Called with the filters after every change: at once for the type and the dates, on Enter or Apply for
   * the clip and PO fields (so a server is not asked at every keystroke).
   */
  onFiltersChange?: (filters: HistoryFilters) => void;
  /** The sort, controlled. Pair with `onSortChange`. Only the whole history (`source="all"`) sorts. */
  sort?: HistorySort;
  /**
   * The sort on first render when uncontrolled.
   * @default { key: 'date', direction: 'desc' }
   */
  defaultSort?: HistorySort;
  /** Called with the sort a column header asks for. */
  onSortChange?: (sort: HistorySort) => void;
  /** Shown beside the heading: the app's exports ("Export CSV", "Download certificates (zip)"). */
  actions?: ReactNode;
  /**
   * A licence's details, shown in a row under it when its Details button is pressed (e.g. a
   * `LicenceCertificatePreview`). Without it licences have no Details button.
   */
  renderDetails?: (row: HistoryRecord) => ReactNode;
  /**
   * The app's own actions of a row, first in its actions cell (e.g. a licence's footage download); null for
   * none.
   */
  rowActions?: (row: HistoryRecord) => ReactNode;
  /**
   * Where a row's order number links to (the order's page, e.g. `(row) => '/orders/' + row.orderNumber`);
   * without it, or where it answers undefined, the number is text.
   */
  orderHref?: (row: HistoryRecord) => string | undefined;
  /**
   * The component that renders links (the order numbers), e.g. wouter's `Link`.
   * @default the `linkComponent` of `ClipmarketProvider`, else `'a'`
   */
  linkComponent?: VideoCardLinkComponent;
  /** The id of the row whose details are open, controlled. Pair with `onExpandedChange`. */
  expandedId?: string | null;
  /** Called with the row id whose details open, or null when they close. */
  onExpandedChange?: (id: string | null) => void;
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
const NEWEST_FIRST: HistorySort = { key: 'date', direction: 'desc' };
const TYPES: readonly HistoryRecordType[] = ['licence', 'purchase', 'giftCard'];
/** The history endpoint's limits (`commerceHistoryQuerySchema`: q 200, po 100), kept free of zod. */
const QUERY_MAX = 200;
const PO_MAX = 100;

type ColumnKey = HistorySortKey | 'order' | 'actions';
const COLUMNS: readonly { key: ColumnKey; label: string; numeric?: boolean }[] = [
  { key: 'date', label: HISTORY_TABLE_TEXT.columns.date },
  { key: 'type', label: HISTORY_TABLE_TEXT.columns.type },
  { key: 'title', label: HISTORY_TABLE_TEXT.columns.title },
  { key: 'order', label: HISTORY_TABLE_TEXT.columns.order },
  { key: 'amount', label: HISTORY_TABLE_TEXT.columns.amount, numeric: true },
  { key: 'actions', label: HISTORY_TABLE_TEXT.columns.actions },
];
const isSortKey = (key: ColumnKey): key is HistorySortKey => key !== 'order' && key !== 'actions';

/** An element id from a row id, which may hold any character but whitespace. */
const idPart = (rowId: string) => rowId.replace(/\s/g, '_');

/**
 * The account's licences, purchases and gift cards: filters (type, dates, clip or JV#, PO), a certificate
 * link per licence, gift card codes on demand, details under a row, sortable columns and a pager slot.
 */
export function HistoryTable({
  status = 'ready',
  rows = NO_ROWS,
  source = 'all',
  total,
  busy = false,
  filters: controlledFilters,
  defaultFilters = NO_HISTORY_FILTERS,
  onFiltersChange,
  sort: controlledSort,
  defaultSort = NEWEST_FIRST,
  onSortChange,
  actions,
  renderDetails,
  rowActions,
  orderHref,
  linkComponent,
  expandedId: controlledExpanded,
  onExpandedChange,
  pagination,
  onRetry,
  caption = HISTORY_TABLE_TEXT.caption,
  headingLevel = 2,
  className,
}: HistoryTableProps) {
  const Heading = `h${headingLevel}` as const;
  const providedLink = useLinkComponent();
  const Link = linkComponent ?? providedLink;
  const [uncontrolledFilters, setUncontrolledFilters] = useState(defaultFilters);
  const [uncontrolledSort, setUncontrolledSort] = useState(defaultSort);
  const [uncontrolledExpanded, setUncontrolledExpanded] = useState<string | null>(null);
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(() => new Set());
  const filters = controlledFilters ?? uncontrolledFilters;
  const sort = controlledSort ?? uncontrolledSort;
  const expandedId = controlledExpanded === undefined ? uncontrolledExpanded : controlledExpanded;
  const id = useId();

  // The clip and PO fields are drafts until applied; a change of the filters from outside (Clear filters, the
  // app's URL going back) replaces the drafts, as React's "adjust state on a prop change" pattern does.
  const [draft, setDraft] = useState({ q: filters.q, po: filters.po });
  const [applied, setApplied] = useState({ q: filters.q, po: filters.po });
  if (applied.q !== filters.q || applied.po !== filters.po) {
    setApplied({ q: filters.q, po: filters.po });
    setDraft({ q: filters.q, po: filters.po });
  }

  const setFilters = (next: HistoryFilters) => {
    if (controlledFilters === undefined) setUncontrolledFilters(next);
    onFiltersChange?.(next);
  };
  const applyDrafts = () => {
    const q = draft.q.trim();
    const po = draft.po.trim();
    if (q !== filters.q || po !== filters.po) setFilters({ ...filters, q, po });
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
  const toggleDetails = (rowId: string) => {
    const next = expandedId === rowId ? null : rowId;
    if (controlledExpanded === undefined) setUncontrolledExpanded(next);
    onExpandedChange?.(next);
  };
  const toggleCode = (rowId: string) =>
    setRevealed((current) => {
      const next = new Set(current);
      if (!next.delete(rowId)) next.add(rowId);
      return next;
    });

  const sortable = source === 'all';
  const shown = sortable ? filterAndSortHistory(rows, filters, sort) : rows;
  const filtered = historyFiltered(filters);
  const rangeInvalid = historyRangeInvalid(filters);
  const state = status === 'ready' && shown.length === 0 ? 'empty' : status;
  const count = source === 'page' ? (total ?? shown.length) : shown.length;
  const describedBy = rangeInvalid ? `${id}-range` : undefined;

  return (
    <section
      data-state={state}
      data-source={source}
      css={styles.root}
      className={className}
      aria-labelledby={`${id}-heading`}
    >
      {/* First in every state and at every width: the filters and the rows belong to it. */}
      <header css={styles.header}>
        <div css={styles.headingGroup}>
          <Heading id={`${id}-heading`} css={styles.heading}>
            {caption}
          </Heading>
          {state === 'ready' ? <p css={styles.count}>{HISTORY_TABLE_TEXT.count(count)}</p> : null}
        </div>
        {actions ? <div css={styles.actions}>{actions}</div> : null}
      </header>

      <form
        css={styles.filterForm}
        onSubmit={(event) => {
          event.preventDefault();
          applyDrafts();
        }}
      >
        <fieldset css={styles.filters}>
          <VisuallyHidden as="legend">{HISTORY_TABLE_TEXT.filters}</VisuallyHidden>
          <Select
            css={styles.field}
            size="sm"
            id={`${id}-type`}
            label={HISTORY_TABLE_TEXT.type}
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
          </Select>
          <DateField
            css={styles.field}
            size="sm"
            id={`${id}-from`}
            label={HISTORY_TABLE_TEXT.from}
            value={filters.from}
            max={filters.to || undefined}
            invalid={rangeInvalid}
            aria-describedby={describedBy}
            onValueChange={(day) => setFilters({ ...filters, from: day ?? '' })}
          />
          <DateField
            css={styles.field}
            size="sm"
            id={`${id}-to`}
            label={HISTORY_TABLE_TEXT.to}
            value={filters.to}
            min={filters.from || undefined}
            invalid={rangeInvalid}
            aria-describedby={describedBy}
            onValueChange={(day) => setFilters({ ...filters, to: day ?? '' })}
          />
          <TextField
            css={[styles.field, styles.wideField]}
            size="sm"
            id={`${id}-q`}
            type="search"
            label={HISTORY_TABLE_TEXT.query}
            value={draft.q}
            maxLength={QUERY_MAX}
            autoComplete="off"
            onChange={(event) => setDraft({ ...draft, q: event.target.value })}
          />
          <TextField
            css={styles.field}
            size="sm"
            id={`${id}-po`}
            type="text"
            label={HISTORY_TABLE_TEXT.po}
            value={draft.po}
            maxLength={PO_MAX}
            autoComplete="off"
            onChange={(event) => setDraft({ ...draft, po: event.target.value })}
          />
          <div css={styles.buttons}>
            <Button type="submit">{HISTORY_TABLE_TEXT.apply}</Button>
            {filtered ? (
              <Button variant="ghost" onClick={() => setFilters(NO_HISTORY_FILTERS)}>
                {HISTORY_TABLE_TEXT.clearFilters}
              </Button>
            ) : null}
          </div>
          {rangeInvalid ? (
            <p id={`${id}-range`} role="alert" css={styles.rangeError}>
              {HISTORY_TABLE_TEXT.rangeInvalid}
            </p>
          ) : null}
        </fieldset>
      </form>

      {state === 'ready' || state === 'loading' ? (
        <table
          css={styles.table}
          aria-busy={status === 'loading' || busy || undefined}
          data-busy={(status === 'ready' && busy) || undefined}
        >
          {/* The table's name for screen readers; the heading above shows it. */}
          <VisuallyHidden as="caption">{caption}</VisuallyHidden>
          <thead css={styles.head}>
            <tr>
              {COLUMNS.map((column) => {
                const active = sortable ? sort.key === column.key : column.key === 'date';
                const direction = sortable ? sort.direction : 'desc';
                return (
                  <th
                    key={column.key}
                    scope="col"
                    data-numeric={column.numeric || undefined}
                    aria-sort={active ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
                  >
                    {sortable && isSortKey(column.key) ? (
                      // The column's heading made pressable: it reads as the heading, not as a system button.
                      <button
                        type="button"
                        css={styles.sortButton}
                        data-active={active}
                        data-direction={active ? direction : undefined}
                        onClick={() => sortBy(column.key as HistorySortKey)}
                      >
                        {column.label}
                        {active ? (
                          <ChevronIcon direction={direction === 'asc' ? 'up' : 'down'} />
                        ) : (
                          <SortIcon />
                        )}
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
                        <Skeleton css={styles.skeleton} />
                      </td>
                    ))}
                  </tr>
                ))
              : null}
            {status === 'ready'
              ? shown.map((row) => {
                  const detailsId = `${id}-details-${idPart(row.id)}`;
                  const codeId = `${id}-code-${idPart(row.id)}`;
                  const open = renderDetails !== undefined && expandedId === row.id;
                  const card = row.giftCard;
                  const codeShown = card?.code ? revealed.has(row.id) : false;
                  const certificate =
                    row.type === 'licence' && row.certificateUrl && row.licenceNumber
                      ? { href: row.certificateUrl, number: row.licenceNumber }
                      : null;
                  const details = row.type === 'licence' && renderDetails !== undefined;
                  const own = rowActions?.(row) ?? null;
                  const orderLink = orderHref?.(row);
                  const orderNumber = orderLink ? (
                    <Link
                      href={orderLink}
                      css={textLink}
                      aria-label={HISTORY_TABLE_TEXT.orderLabel(row.orderNumber)}
                    >
                      {row.orderNumber}
                    </Link>
                  ) : (
                    row.orderNumber
                  );
                  return (
                    <Fragment key={row.id}>
                      <tr
                        data-type={row.type}
                        data-expanded={open || undefined}
                        data-revoked={row.revokedAt ? true : undefined}
                      >
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
                          <ItemMeta row={row} />
                        </th>
                        <td
                          data-label={HISTORY_TABLE_TEXT.columns.order}
                          css={[styles.mono, styles.orderNumber]}
                        >
                          {row.orderStatus === 'paid' ? (
                            orderNumber
                          ) : (
                            // One element, so a phone's card lays the number and its status out as one value.
                            <span>
                              {orderNumber}
                              <span css={styles.orderStatus} data-status={row.orderStatus}>
                                {HISTORY_TABLE_TEXT.orderStatus[row.orderStatus]}
                              </span>
                            </span>
                          )}
                        </td>
                        <td data-label={HISTORY_TABLE_TEXT.columns.amount} data-numeric>
                          {formatAmount(row.amountCents, row.currency)}
                        </td>
                        <td data-label={HISTORY_TABLE_TEXT.columns.actions}>
                          {own || certificate || details || card?.code ? (
                            <div css={styles.actionsCell}>
                              {own}
                              {certificate ? (
                                <a
                                  href={certificate.href}
                                  download
                                  css={[secondaryButton, smallButton]}
                                  aria-label={HISTORY_TABLE_TEXT.certificateLabel(certificate.number)}
                                >
                                  {HISTORY_TABLE_TEXT.certificate}
                                </a>
                              ) : null}
                              {details ? (
                                <Button
                                  variant="ghost"
                                  size="sm"
                                  aria-expanded={open}
                                  aria-controls={open ? detailsId : undefined}
                                  aria-label={HISTORY_TABLE_TEXT.detailsLabel(row.licenceNumber ?? row.title)}
                                  onClick={() => toggleDetails(row.id)}
                                >
                                  {HISTORY_TABLE_TEXT.details}
                                </Button>
                              ) : null}
                              {card?.code ? (
                                <>
                                  {codeShown ? (
                                    <span id={codeId} css={styles.code}>
                                      <VisuallyHidden>{HISTORY_TABLE_TEXT.giftCardCode}: </VisuallyHidden>
                                      <code>{card.code}</code>
                                    </span>
                                  ) : null}
                                  <Button
                                    variant="ghost"
                                    size="sm"
                                    aria-expanded={codeShown}
                                    aria-controls={codeShown ? codeId : undefined}
                                    aria-label={(codeShown
                                      ? HISTORY_TABLE_TEXT.hideCodeLabel
                                      : HISTORY_TABLE_TEXT.showCodeLabel)(card.lastCharacters)}
                                    onClick={() => toggleCode(row.id)}
                                  >
                                    {codeShown ? HISTORY_TABLE_TEXT.hideCode : HISTORY_TABLE_TEXT.showCode}
                                  </Button>
                                </>
                              ) : null}
                            </div>
                          ) : null}
                        </td>
                      </tr>
                      {open && renderDetails ? (
                        <tr id={detailsId} data-details>
                          <td colSpan={COLUMNS.length}>{renderDetails(row)}</td>
                        </tr>
                      ) : null}
                    </Fragment>
                  );
                })
              : null}
          </tbody>
        </table>
      ) : null}

      {status === 'loading' ? (
        <VisuallyHidden as="p" role="status">
          {HISTORY_TABLE_TEXT.loading}
        </VisuallyHidden>
      ) : null}

      {status === 'error' ? (
        <InlineAlert tone="error" onRetry={onRetry} retryLabel={HISTORY_TABLE_TEXT.retry}>
          {HISTORY_TABLE_TEXT.error}
        </InlineAlert>
      ) : null}

      {state === 'empty' ? (
        <EmptyState
          role="status"
          title={filtered ? HISTORY_TABLE_TEXT.noMatchTitle : HISTORY_TABLE_TEXT.emptyTitle}
          description={filtered ? HISTORY_TABLE_TEXT.noMatchHint : HISTORY_TABLE_TEXT.emptyHint}
        />
      ) : null}

      {pagination && state === 'ready' ? <div css={styles.pagination}>{pagination}</div> : null}
    </section>
  );
}

/** The lines under an item's title: clip and tier, licence number, project and PO, a gift card's balance. */
function ItemMeta({ row }: { row: HistoryRecord }) {
  const product = [row.jmId ? formatJvId(row.jmId) : null, row.productName].filter(Boolean).join(' · ');
  const project = [
    row.projectName ? HISTORY_TABLE_TEXT.project(row.projectName) : null,
    row.poNumber ? HISTORY_TABLE_TEXT.poNumber(row.poNumber) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  const card = row.giftCard;
  return (
    <>
      {product ? <span css={styles.itemMeta}>{product}</span> : null}
      {row.licenceNumber ? (
        <span css={[styles.itemMeta, styles.mono]}>
          {HISTORY_TABLE_TEXT.licenceNumber(row.licenceNumber)}
        </span>
      ) : null}
      {project ? <span css={styles.itemMeta}>{project}</span> : null}
      {row.revokedAt ? (
        <span css={styles.revoked}>
          {(row.type === 'licence' ? HISTORY_TABLE_TEXT.revokedOn : HISTORY_TABLE_TEXT.refundedOn)(
            formatDisplayDate(row.revokedAt),
          )}
        </span>
      ) : null}
      {card ? (
        <span css={styles.itemMeta}>
          {HISTORY_TABLE_TEXT.giftCardEnding(card.lastCharacters)} ·{' '}
          {HISTORY_TABLE_TEXT.giftCardBalance(
            formatAmount(card.balanceCents, row.currency),
            formatAmount(card.initialCents, row.currency),
          )}
        </span>
      ) : null}
    </>
  );
}
