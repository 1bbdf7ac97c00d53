import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../constants';
import { SMART_SORTS, TONES } from '../filters';
import { searchRequestSchema } from './search';
import {
  readSearchField,
  SEARCH_COUNTRIES_MAX,
  SEARCH_FIELDS,
  SEARCH_LIST_MAX,
  SEARCH_PAGE_MAX,
  SEARCH_SHORT_TEXT_MAX,
  SEARCH_TEXT_INPUT_MAX,
  type SearchField,
} from './searchRules';

/** What the contract's schema says of one value for one field. */
function schemaReads(field: SearchField, value: unknown) {
  const parsed = searchRequestSchema.shape[field].safeParse(value);
  return parsed.success ? { success: true, data: parsed.data } : { success: false };
}

/** Values near each field's edges, of every type a URL or the filter panel could hand over. */
const EDGES: unknown[] = [
  undefined,
  null,
  '',
  ' ',
  'Funny',
  'funny',
  'All',
  'HD',
  'any',
  SMART_SORTS[0].value,
  'x'.repeat(64),
  'x'.repeat(65),
  'x'.repeat(SEARCH_SHORT_TEXT_MAX),
  'x'.repeat(SEARCH_SHORT_TEXT_MAX + 1),
  'x'.repeat(SEARCH_TEXT_INPUT_MAX),
  'x'.repeat(SEARCH_TEXT_INPUT_MAX + 1),
  0,
  1,
  -1,
  1.5,
  SEARCH_PAGE_MAX,
  SEARCH_PAGE_MAX + 1,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  true,
  false,
  [],
  ['Funny'],
  ['Funny', 'Cute'],
  ['Funny', 7],
  [...TONES],
  Array.from({ length: SEARCH_LIST_MAX }, (_, i) => `c${i}`),
  Array.from({ length: SEARCH_LIST_MAX + 1 }, (_, i) => `c${i}`),
  Array.from({ length: SEARCH_COUNTRIES_MAX + 1 }, (_, i) => `c${i}`),
  {},
  { acquiredFrom: '2026-02-28' },
  { acquiredFrom: '2026-02-30' },
  { postedTo: '', acquiredTo: null, other: 'dropped' },
  { postedFrom: '2026-1-01' },
  { from: 0, to: LIMITS.durationMaxSeconds },
  { from: 30, to: 10 },
  { from: 5, to: 5, extra: true },
  { from: 0, to: LIMITS.durationMaxSeconds + 1 },
  { from: '1', to: 2 },
];

describe('a search field read without the schema library', () => {
  it.each(SEARCH_FIELDS)('reads %s as the contract’s schema does, at its edges', (field) => {
    for (const value of EDGES) {
      expect(readSearchField(field, value), JSON.stringify(value)?.slice(0, 80)).toEqual(
        schemaReads(field, value),
      );
    }
  });

  it('reads any value for any field as the contract’s schema does', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SEARCH_FIELDS), fc.anything(), (field, value) => {
        expect(readSearchField(field, value)).toEqual(schemaReads(field, value));
      }),
      { numRuns: 2000 },
    );
  });

  it('covers every field of the contract’s search request', () => {
    expect([...SEARCH_FIELDS].sort()).toEqual(Object.keys(searchRequestSchema.shape).sort());
  });
});
