import { searchRequestSchema, type SearchRequestInput } from '@clipmarket/core';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { SearchService } from './service';

/** One query type of the search benchmark (issue 3, item 9); `run(service, i)` varies with i. */
export interface BenchQuery {
  type: string;
  run(service: SearchService, i: number): Promise<unknown>;
}

interface Sample {
  jmId: string;
  publishingTitle: string | null;
  claimedYouTubeIds: string[];
  publishedUrls: string[];
  originalSourceUrl: string | null;
}

/** Words the full-text index leaves out (PostgreSQL's English stop words, the ones titles use). */
const STOP = new Set(
  (
    'the a an in on at of and to for with by is as this that these those it its his her their our your my ' +
    'was were be been are from into after before over under up down out off again then once here there when ' +
    'where why how all any both each few more most other some such no not only own same so than too very can ' +
    'will just now what which who whom while about against between through during above below'
  ).split(' '),
);

/**
 * Searches of what clips show, in words no generated clip has itself (issue 31, ADR 75): found through the
 * clips' concepts alone.
 */
const CONCEPT_QUERIES = ['child', 'musician', 'mammal', 'vehicle', 'bird', 'instrument', 'athlete', 'insect'];

/** Words that find nothing together (the most of them that do are searched again), and words no clip has. */
const APART_QUERIES = ['funny dog fails', 'ocean animals', 'toddler surfing storm', 'zzyzx qwpo', 'blorpt'];

/** Words of a title worth searching for. */
function titleWords(title: string | null): string[] {
  return (title ?? '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 2 && !STOP.has(word));
}

/**
 * The fixed mix: terms, ids and URLs come from 64 clips spread evenly over the library (by jmId order), so the
 * same mix runs on every size and repeated runs do not just hit one cached answer.
 */
export async function benchmarkMix(db: Kysely<DB>): Promise<BenchQuery[]> {
  const samples = await evenSample(db);
  const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;
  const titled = samples.filter((s) => titleWords(s.publishingTitle).length >= 2);
  const urlSamples = samples.filter((s) => s.claimedYouTubeIds.length > 0 || s.publishedUrls.length > 0);
  const twoWords = (i: number) => {
    const words = titleWords(pick(titled, i).publishingTitle);
    return `${words[0]} ${words[1]}`;
  };
  const search = (service: SearchService, input: SearchRequestInput) =>
    service.search(searchRequestSchema.parse(input));
  const tones = ['Funny', 'Cute', 'Scary', 'Heartwarming'] as const;

  return [
    { type: 'two-word', run: (s, i) => search(s, { q: twoWords(i) }) },
    {
      type: 'phrase',
      run: (s, i) => {
        const words = titleWords(pick(titled, i + 7).publishingTitle);
        return search(s, { q: `"${words.slice(0, 2).join(' ')}"` });
      },
    },
    { type: 'id', run: (s, i) => search(s, { q: pick(samples, i).jmId }) },
    {
      type: 'URL',
      run: (s, i) => {
        const sample = pick(urlSamples, i);
        const id = sample.claimedYouTubeIds[0];
        const q =
          i % 2 === 0 && id
            ? `https://youtu.be/${id}?si=abc`
            : (sample.publishedUrls[0] ?? sample.originalSourceUrl ?? '');
        return search(s, { q });
      },
    },
    {
      type: 'filtered',
      run: (s, i) =>
        search(s, {
          tones: [pick(tones, i)],
          resolution: 'HD',
          clearance: ['CLEARED'],
          duration: { from: 10, to: 120 + (i % 5) * 60 },
          excludedLibraries: ['Viral Hog'],
          smartSort: 'recent',
        }),
    },
    {
      type: 'text + filters',
      run: (s, i) =>
        search(s, {
          q: titleWords(pick(titled, i + 3).publishingTitle)[0] ?? 'dog',
          orientation: ['Vertical'],
          clearance: ['CLEARED', 'LIMITATIONS'],
          dates: { acquiredFrom: '2022-01-01' },
          smartSort: i % 2 === 0 ? 'relevant' : 'downloaded',
        }),
    },
    {
      type: 'deep page',
      run: (s, i) =>
        search(s, { q: '', page: 100 + (i % 60), smartSort: i % 2 === 0 ? 'recent' : 'durationAsc' }),
    },
    { type: 'similar clips', run: (s, i) => s.similar(pick(samples, i + 11).jmId) },
    { type: 'concept', run: (s, i) => search(s, { q: pick(CONCEPT_QUERIES, i) }) },
    { type: 'words apart', run: (s, i) => search(s, { q: pick(APART_QUERIES, i) }) },
  ];
}

async function evenSample(db: Kysely<DB>): Promise<Sample[]> {
  const { rows } = await sql<Sample>`
    SELECT jm_id, publishing_title, claimed_you_tube_ids, published_urls, original_source_url
    FROM clips WHERE jm_id IN (
      SELECT min(jm_id) FROM (SELECT jm_id, ntile(64) OVER (ORDER BY jm_id) AS bucket FROM clips) b GROUP BY bucket
    ) ORDER BY jm_id`.execute(db);
  return rows;
}
