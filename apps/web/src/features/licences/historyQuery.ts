import {
  PAGE_SIZE,
  formatSearchDate,
  queryString,
  type CallInput,
  type commerceHistoryEndpoint,
} from '@clipmarket/core';
import type { Route } from '@clipmarket/core/routes';
import { NO_HISTORY_FILTERS, historyRangeInvalid, type HistoryFilters } from '@clipmarket/ui';

/**
 * The history panel's state as its URL holds it (`/account/history?type=licence&q=JV%231254381&page=2`),
 * so a filtered view can be shared and survives a reload. The values and limits are the history endpoint's
 * (`commerceHistoryQuerySchema`); they are repeated here, typed against the contract, because the contract's
 * module carries the schema library and the browser does not load it (ADR 15).
 */
export interface HistoryQuery extends HistoryFilters {
  /** From 1. */
  page: number;
}

export const DEFAULT_HISTORY_QUERY: HistoryQuery = { ...NO_HISTORY_FILTERS, page: 1 };

/** Rows a page: the endpoint's default (`max` 20), the app's default page size. */
export const HISTORY_PAGE_SIZE = PAGE_SIZE.default;

const TYPES = ['all', 'licence', 'purchase', 'giftCard'] as const satisfies readonly HistoryFilters['type'][];
/** `commerceHistoryQuerySchema`: q at most 200 characters, po at most 100. */
const Q_MAX = 200;
const PO_MAX = 100;

type HistoryRequest = NonNullable<CallInput<typeof commerceHistoryEndpoint>['query']>;
/** What the exports take: the history's filters without type and paging (`licenceExportQuerySchema`). */
export type ExportRequest = Pick<HistoryRequest, 'from' | 'to' | 'q' | 'po'>;

/** A real day written 'yyyy-MM-dd', or '' (an address typed by hand may hold anything). */
function dayOrNothing(value: string | null): string {
  const text = value?.trim() ?? '';
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && formatSearchDate(text) === text ? text : '';
}

const textOf = (value: string | null, max: number) => (value ?? '').trim().slice(0, max);

/** Reads the panel's state from its URL; anything unknown or malformed falls back to no filter. */
export function parseHistoryQuery(params: URLSearchParams): HistoryQuery {
  const type = params.get('type');
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    type: TYPES.find((candidate) => candidate === type) ?? 'all',
    from: dayOrNothing(params.get('from')),
    to: dayOrNothing(params.get('to')),
    q: textOf(params.get('q'), Q_MAX),
    po: textOf(params.get('po'), PO_MAX),
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL query of a state, leaving defaults out so the plain address is the whole history. */
export function historySearch(query: HistoryQuery): string {
  const params = new URLSearchParams();
  if (query.type !== 'all') params.set('type', query.type);
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  if (query.q) params.set('q', query.q);
  if (query.po) params.set('po', query.po);
  if (query.page !== 1) params.set('page', String(query.page));
  return params.toString();
}

/** The filters as the server takes them: empty ones left out, and an inverted range (flagged, not applied) too. */
export function exportRequest(query: HistoryFilters): ExportRequest {
  const range = historyRangeInvalid(query)
    ? {}
    : { from: query.from || undefined, to: query.to || undefined };
  return { ...range, q: query.q || undefined, po: query.po || undefined };
}

/** The history call's query for the page asked for. */
export function historyRequest(query: HistoryQuery, pageSize = HISTORY_PAGE_SIZE): HistoryRequest {
  return {
    type: query.type,
    ...exportRequest(query),
    offset: (query.page - 1) * pageSize,
    max: pageSize,
  };
}

/** An export's address with the panel's filters, for a plain link (the session cookie goes with it). */
export function exportHref(route: Route, query: HistoryFilters): string {
  return `${route.path}${queryString(exportRequest(query))}`;
}

export function historyPages(total: number, pageSize = HISTORY_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
