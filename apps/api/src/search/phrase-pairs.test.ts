import { searchRequestSchema } from '@clipmarket/core';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewClip } from '../catalogue/tables';
import { CLIP_REQUIRED_FIELDS, insertClips, startTestServer, type TestServer } from '../test/harness';
import { exactPhrasePattern, phrasePairs, textMatch, wantedPairs } from './query';
import { createSearchService } from './service';

/**
 * Quoted phrases looked up by their word pairs (migration 0021, ADR 51): the pairs the query asks the index for
 * must be among the pairs the database made of every text that holds the phrase as typed, or a hit is lost.
 */

let server: TestServer;

const base = CLIP_REQUIRED_FIELDS;
const clips: NewClip[] = [
  { ...base, jmId: '7100001', publishingTitle: 'Crowd goes wild', tags: ['funny', 'dog park'] },
  {
    ...base,
    jmId: '7100002',
    publishingTitle: 'Parade day',
    publishingDescription: 'Watch: police officer dances',
  },
  { ...base, jmId: '7100003', publishingTitle: 'Police watch the parade' },
  {
    ...base,
    jmId: '7100004',
    publishingTitle: 'Street scene',
    publishingDescription: 'Come watch the police band',
  },
  { ...base, jmId: '7100005', publishingTitle: 'WATCH—POLICE chase a goose' },
  { ...base, jmId: '7100006', title: 'Watch police horses', publishingTitle: '' },
];

beforeAll(async () => {
  server = await startTestServer();
  await insertClips(server.db, clips);
}, 120_000);
afterAll(async () => server?.close());

const search = async (q: string) =>
  (await createSearchService(server.db).search(searchRequestSchema.parse({ q }))).data
    .map((c) => c.jmId)
    .sort();

describe('phrase word pairs', () => {
  it('splits a phrase into its neighbouring words as the as-typed check reads them', () => {
    expect(phrasePairs('Watch the police!')).toEqual(['Watch the', 'the police']);
    expect(phrasePairs('dog — dog — dog')).toEqual(['dog dog']);
    expect(phrasePairs('surfers')).toEqual([]);
    expect(phrasePairs(`${'a'.repeat(60)} ${'b'.repeat(60)} cat`)).toEqual([`${'b'.repeat(60)} cat`]);
  });

  it('a text holding a phrase as typed holds every pair the query asks for (generated texts, the database splitting)', async () => {
    const word = fc.constantFrom(
      'dog',
      'Dog',
      'DOG',
      'café',
      'CAFÉ',
      'über',
      'x2',
      '42',
      'a',
      'naïve',
      'ßtraße',
    );
    const gap = fc.constantFrom(' ', '  ', '-', ', ', ': ', ' — ', "'", '_', '.', '\n', '/');
    const texts = fc
      .array(fc.tuple(word, gap), { minLength: 1, maxLength: 8 })
      .map((parts) => parts.map(([w, g]) => w + g).join(''));
    let held = 0;
    await fc.assert(
      fc.asyncProperty(texts, fc.nat(), fc.nat(), fc.boolean(), async (text, start, length, upper) => {
        const words = text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
        const from = start % words.length;
        const slice = words.slice(from, from + 2 + (length % 3)).join(' ');
        const phrase = upper ? slice.toUpperCase() : slice;
        const pattern = exactPhrasePattern(phrase);
        const pairs = phrasePairs(phrase);
        if (!pattern || pairs.length === 0) return;
        const { rows } = await sql<{ hit: boolean; has: boolean }>`
          SELECT ${text} ~* ${pattern} AS hit, search_phrase_pairs(${text}, null, null, null, null, null) @> ${wantedPairs(pairs)} AS has`.execute(
          server.db,
        );
        const [row] = rows;
        if (row?.hit) held++;
        expect(!row?.hit || row.has, `${JSON.stringify(text)} holds "${phrase}"`).toBe(true);
      }),
      { numRuns: 200, seed: 51 },
    );
    // Most generated phrases are found as typed, so the property is not met by nothing matching.
    expect(held).toBeGreaterThan(50);
  });

  it('finds a phrase as typed in any field, across tags and punctuation, and not its words apart', async () => {
    expect(await search('"funny dog"')).toEqual(['7100001']);
    expect(await search('"watch police"')).toEqual(['7100002', '7100005', '7100006']);
    expect(await search('"watch the police"')).toEqual(['7100004']);
    expect(await search('"police watch"')).toEqual(['7100003']);
  });

  it("looks a phrase up in the pairs index (the query's expression is the index's)", async () => {
    const lookup = textMatch({ kind: 'phrase', phrase: 'watch police' }).lookup;
    expect(lookup).toBeDefined();
    const plan = await server.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL enable_seqscan = off`.execute(trx);
      const { rows } = await sql<Record<string, string>>`
        EXPLAIN SELECT 1 FROM clips c, phraseto_tsquery('english', 'watch police') AS tsq WHERE ${lookup}`.execute(
        trx,
      );
      return rows.map((row) => Object.values(row)[0]).join('\n');
    });
    expect(plan).toContain('clips_phrase_pairs_idx');
    expect(plan).not.toContain('clips_search_vector_idx');
  });
});
