import {
  CLEARANCE_OPTIONS,
  FOOTAGE_TYPES,
  POPULARITY,
  searchRequestSchema,
  type SearchRequestInput,
} from '@clipmarket/core';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewClip } from '../catalogue/tables';
import { CLIP_REQUIRED_FIELDS, insertClips, startTestServer, type TestServer } from '../test/harness';
import {
  countQuery,
  filterConditions,
  filterKeySharesQuery,
  FILTER_KEY_MAX_SHARE,
  planSearch,
} from './query';
import { createSearchService } from './service';

/**
 * Narrow filters matched as keys of the search index (migration 0022, ADR 52): a filter written as keys must
 * let through exactly the clips its plain column condition does, or a search with words finds other clips than
 * the same search without them.
 */

let server: TestServer;
const NOW = new Date('2026-11-28T12:00:00Z');

const CLEARANCES = CLEARANCE_OPTIONS.map((option) => option.value);

// Every combination of the keyed columns, nulls included: 3 × 2 × 2 × 4 × 5 = 240 clips, each titled with the
// word the searches look for, and as many without it.
const clips: NewClip[] = [];
for (const clearanceStatus of CLEARANCES)
  for (const isVertical of [false, true])
    for (const isHd of [false, true])
      for (const popularity of [...POPULARITY, null])
        for (const footageType of [...FOOTAGE_TYPES, null])
          for (const word of ['Skater', 'Plain']) {
            const n = clips.length;
            clips.push({
              ...CLIP_REQUIRED_FIELDS,
              jmId: String(7200000 + n),
              publishingTitle: `${word} clip ${n}`,
              category: 'Sports',
              clearanceStatus,
              isVertical,
              isHd,
              popularity,
              footageType,
            });
          }

beforeAll(async () => {
  server = await startTestServer();
  await insertClips(server.db, clips);
}, 120_000);
afterAll(async () => server?.close());

/** Every filter key as narrow: each filter of a request is written as keys. */
const allNarrow = new Map<string, number>();

const filtered = fc.record({
  clearance: fc.subarray([...CLEARANCES]),
  popularity: fc.subarray([...POPULARITY]),
  footageType: fc.subarray([...FOOTAGE_TYPES]),
  resolution: fc.constantFrom('HD' as const, 'All' as const),
  orientation: fc.subarray(['Vertical', 'Horizontal'] as const),
});

async function ids(request: SearchRequestInput, keyShares?: Map<string, number>): Promise<string[]> {
  const conditions = filterConditions(searchRequestSchema.parse(request), NOW, keyShares);
  const where = conditions.length > 0 ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
  const { rows } = await sql<{ jmId: string }>`SELECT c.jm_id FROM clips c ${where} ORDER BY c.jm_id`.execute(
    server.db,
  );
  return rows.map((row) => row.jmId);
}

describe('filter keys of the search index', () => {
  it('a filter written as index keys lets through exactly the clips of its column condition (generated filters)', async () => {
    // The shares must make a key narrow for the comparison to test anything.
    allNarrow.set('orientation:vertical', 0);
    const keyedSql = filterConditions(
      searchRequestSchema.parse({ orientation: ['Vertical'] }),
      NOW,
      allNarrow,
    )
      .map((condition) => condition.compile(server.db).sql)
      .join(' ');
    expect(keyedSql).toContain('search_filter_keys(');
    let nonEmpty = 0;
    await fc.assert(
      fc.asyncProperty(filtered, async (request) => {
        const plain = await ids(request);
        if (plain.length > 0 && plain.length < clips.length) nonEmpty++;
        expect(await ids(request, allNarrow)).toEqual(plain);
      }),
      { numRuns: 120, seed: 52 },
    );
    // Most generated filters keep some clips and drop others, so equal lists are not two empty ones.
    expect(nonEmpty).toBeGreaterThan(60);
  });

  it('reads the share of clips holding each key from the statistics of the analysed index', async () => {
    const [stats] = (await filterKeySharesQuery().execute(server.db)).rows;
    const elems = Array.isArray(stats?.elems) ? stats.elems : [];
    const shares = new Map(elems.map((key, i) => [key, Number(stats?.freqs?.[i])]));
    expect(shares.get('orientation:vertical')).toBeCloseTo(0.5, 1);
    expect(shares.get('clearance:CLEARED')).toBeCloseTo(1 / 3, 1);
    expect(shares.get('footage:Drone')).toBeCloseTo(0.2, 1);
  });

  it('keys only the filters that keep at most half of the library', () => {
    const shares = new Map([
      ['clearance:CLEARED', 0.55],
      ['clearance:LIMITATIONS', 0.3],
      ['orientation:vertical', 0.32],
      ['resolution:hd', 0.7],
    ]);
    const keyed = (request: SearchRequestInput) =>
      filterConditions(searchRequestSchema.parse(request), NOW, shares).map((condition) =>
        condition.compile(server.db).sql.includes('search_filter_keys('),
      );
    expect(keyed({ orientation: ['Vertical'] })).toEqual([true]);
    expect(keyed({ clearance: ['LIMITATIONS'] })).toEqual([true]);
    expect(keyed({ clearance: ['CLEARED'] })).toEqual([false]);
    expect(keyed({ clearance: ['CLEARED', 'LIMITATIONS'] })).toEqual([false]);
    expect(keyed({ resolution: 'HD' })).toEqual([false]);
    expect(FILTER_KEY_MAX_SHARE).toBe(0.5);
    // Without statistics nothing is keyed.
    expect(
      planSearch(searchRequestSchema.parse({ q: 'skater', orientation: ['Vertical'] }), NOW).keyedFilters,
    ).toBe(undefined);
  });

  it("looks words and filter keys up in one scan of the search index (the query's expression is the index's)", async () => {
    const plan = planSearch(
      searchRequestSchema.parse({ q: 'skater', orientation: ['Vertical'], footageType: ['Drone'] }),
      NOW,
      undefined,
      allNarrow,
    );
    const explained = await server.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL enable_seqscan = off`.execute(trx);
      const compiled = countQuery(plan).compile(trx);
      const { rows } = await trx.executeQuery<Record<string, string>>({
        ...compiled,
        sql: `EXPLAIN ${compiled.sql}`,
      });
      return rows.map((row) => Object.values(row)[0]).join('\n');
    });
    expect(explained).toMatch(/Index Cond:.*search_vector @@.*footage:/s);
    expect(explained).toContain('clips_search_vector_idx');
  });

  it('a search with words and narrow filters finds its clips through the keys the statistics call narrow', async () => {
    const request = searchRequestSchema.parse({
      q: 'skater',
      orientation: ['Vertical'],
      popularity: ['Viral'],
      perPage: 100,
    });
    const found = (await createSearchService(server.db).search(request)).data.map((card) => card.jmId).sort();
    const expected = clips
      .filter((c) => c.publishingTitle?.startsWith('Skater') && c.isVertical && c.popularity === 'Viral')
      .map((c) => c.jmId)
      .sort();
    expect(found).toEqual(expected);
    // 3 clearances × 2 resolutions × 5 footage types.
    expect(found.length).toBe(30);
  });
});
