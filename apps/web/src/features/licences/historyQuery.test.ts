import { routes } from '@clipmarket/core/routes';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_HISTORY_QUERY,
  exportHref,
  historyPages,
  historyRequest,
  historySearch,
  parseHistoryQuery,
} from './historyQuery';

const parse = (search: string) => parseHistoryQuery(new URLSearchParams(search));

describe("the history panel's address", () => {
  it('is the whole history, first page, when it holds nothing', () => {
    expect(parse('')).toEqual(DEFAULT_HISTORY_QUERY);
    expect(historySearch(DEFAULT_HISTORY_QUERY)).toBe('');
  });

  it('carries every filter and the page, and reads back what it wrote', () => {
    const query = {
      type: 'licence' as const,
      from: '2026-09-01',
      to: '2026-10-31',
      q: 'JV#1254381',
      po: 'PO-7731',
      page: 2,
    };
    const search = historySearch(query);
    expect(search).toBe('type=licence&from=2026-09-01&to=2026-10-31&q=JV%231254381&po=PO-7731&page=2');
    expect(parse(search)).toEqual(query);
  });

  it('drops what a hand-typed address gets wrong: an unknown type, a date that does not exist, a bad page', () => {
    expect(parse('type=refund&from=2026-02-30&to=31/10/2026&page=-3')).toEqual(DEFAULT_HISTORY_QUERY);
    expect(parse('page=2.5').page).toBe(2);
    expect(parse('page=abc').page).toBe(1);
  });

  it('trims the text filters and cuts them to what the server takes', () => {
    const query = parse(`q=${encodeURIComponent('  frisbee ')}&po=${'x'.repeat(150)}`);
    expect(query.q).toBe('frisbee');
    expect(query.po).toHaveLength(100);
  });
});

describe('the history call', () => {
  it('asks for the page shown, 20 rows a page, with only the filters that are set', () => {
    expect(historyRequest({ ...DEFAULT_HISTORY_QUERY, page: 3, po: 'PO-1' })).toEqual({
      type: 'all',
      po: 'PO-1',
      offset: 40,
      max: 20,
      from: undefined,
      to: undefined,
      q: undefined,
    });
  });

  it('leaves out a range whose start is after its end (the table flags it instead)', () => {
    const request = historyRequest({ ...DEFAULT_HISTORY_QUERY, from: '2026-10-10', to: '2026-09-01' });
    expect(request.from).toBeUndefined();
    expect(request.to).toBeUndefined();
  });

  it('counts at least one page', () => {
    expect(historyPages(0)).toBe(1);
    expect(historyPages(20)).toBe(1);
    expect(historyPages(21)).toBe(2);
  });
});

describe('the export links', () => {
  it('carry the filters but not the type or the page', () => {
    const query = {
      ...DEFAULT_HISTORY_QUERY,
      type: 'giftCard' as const,
      from: '2026-09-01',
      q: 'JV#1',
      page: 4,
    };
    expect(exportHref(routes.licencesCsvEndpoint, query)).toBe(
      '/api/user/licensing/licences/export.csv?from=2026-09-01&q=JV%231',
    );
    expect(exportHref(routes.licenceCertificatesZipEndpoint, DEFAULT_HISTORY_QUERY)).toBe(
      '/api/user/licensing/licences/certificates.zip',
    );
  });
});
