/**
 * The catalogue's SQL (ADR 64): the clips table as feeds, the wire, a clip's document, categories, collections
 * and trending tags, as functions of the executor they run on. The service (service.ts) keeps what is not SQL:
 * which page counts how, the content kept for a minute, tentpoles' dates, and the answers' shapes.
 */
import { baseJmId, type VideosQuery } from '@clipmarket/core';
import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type SqlBool,
  type Transaction,
} from 'kysely';
import type { DB } from '../db/schema';
import { CARD_FIELDS } from './card';
import type { CollectionDefinition } from './content';
import type { ClipRow } from './tables';

/** What a repository function runs on: the database, or a transaction. */
export type Executor = Kysely<DB> | Transaction<DB>;

/** The columns a feed's card needs: the card's, and the signed date the wire groups by. */
export const FEED_CARD_COLUMNS = [...CARD_FIELDS, 'signedDate', 'duration', 'isHd', 'isVertical'] as const;
export type CardRow = Pick<ClipRow, (typeof FEED_CARD_COLUMNS)[number]>;

type Eb = ExpressionBuilder<DB, 'clips'>;

/** The clips of a collection (its categories, footage types, tones, tags, trending). */
function collectionWhere(eb: Eb, c: CollectionDefinition): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [];
  if (c.categories?.length) conditions.push(eb('category', 'in', [...c.categories]));
  if (c.footageTypes?.length) {
    conditions.push(eb('footageType', 'in', [...c.footageTypes] as NonNullable<ClipRow['footageType']>[]));
  }
  if (c.tones?.length) conditions.push(sql<SqlBool>`tones && ${[...c.tones]}::text[]`);
  if (c.tags?.length) conditions.push(sql<SqlBool>`tags && ${[...c.tags]}::text[]`);
  if (c.trending) conditions.push(eb('isTrending', '=', true));
  return eb.and(conditions);
}

/** The clips a feed query names, before its order. */
function feedClips(q: Executor, query: VideosQuery) {
  let base = q.selectFrom('clips');
  if (query.trending) base = base.where('isTrending', '=', true);
  if (query.latestSignedDate) base = base.where('signedDate', '<=', query.latestSignedDate);
  if (query.signedDate) base = base.where('signedDate', '=', query.signedDate);
  return base;
}

/** A page of a feed: latest signed first, or most popular first. */
export function feedPage(q: Executor, query: VideosQuery, latest: boolean): Promise<CardRow[]> {
  const base = feedClips(q, query);
  const ordered = latest
    ? base.orderBy('signedDate', 'desc').orderBy('popularityScore', 'desc').orderBy('jmId', 'desc')
    : base.orderBy('popularityScore', 'desc').orderBy('jmId', 'desc');
  return ordered.select(FEED_CARD_COLUMNS).offset(query.offset).limit(query.max).execute();
}

/** How many clips a feed query names, counted up to `cap`. */
export async function countFeed(q: Executor, query: VideosQuery, cap: number): Promise<number> {
  const counted = await q
    .selectFrom(feedClips(q, query).select(sql.lit(1).as('one')).limit(cap).as('hits'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(counted.n);
}

/**
 * The latest days with acquisitions on or before `upper`, by a loose index scan over signed_date (one probe a
 * day, whatever the library's size), each with its count from the same index.
 */
export async function wireDays(q: Executor, upper: string, days: number) {
  const { rows } = await sql<{ day: string; count: number }>`
    WITH RECURSIVE d(day) AS (
      (SELECT signed_date FROM clips WHERE signed_date <= ${upper}::date ORDER BY signed_date DESC LIMIT 1)
      UNION ALL
      SELECT (SELECT c.signed_date FROM clips c WHERE c.signed_date < d.day ORDER BY c.signed_date DESC LIMIT 1)
      FROM d WHERE d.day IS NOT NULL
    ),
    latest AS (SELECT day FROM d WHERE day IS NOT NULL LIMIT ${days})
    SELECT day, (SELECT count(*) FROM clips WHERE signed_date = latest.day) AS count
    FROM latest ORDER BY day DESC
  `.execute(q);
  return rows;
}

/** Each day's most popular clips: a short scan of the signed-date index per day. */
export function wireCards(q: Executor, days: readonly string[], perDay: number): Promise<CardRow[]> {
  return (
    q
      // `unnest(…) AS day` names both the row source and its one column "day".
      .selectFrom(sql<{ day: string }>`unnest(${days}::date[])`.as('day'))
      .innerJoinLateral(
        (eb) =>
          eb
            .selectFrom('clips')
            .select(FEED_CARD_COLUMNS)
            .whereRef('clips.signedDate', '=', sql.ref('day.day'))
            .orderBy('clips.signedDate', 'desc')
            .orderBy('clips.popularityScore', 'desc')
            .orderBy('clips.jmId', 'desc')
            .limit(perDay)
            .as('c'),
        (join) => join.onTrue(),
      )
      .selectAll('c')
      .execute()
  );
}

/** The clip `jmId` names, else its base clip ('-1' rule): the exact id first. */
function clipNamed(q: Executor, jmId: string) {
  return q
    .selectFrom('clips')
    .where('jmId', 'in', [...new Set([jmId, baseJmId(jmId)])])
    .orderBy(sql`jm_id = ${jmId}`, 'desc')
    .limit(1);
}

/** A clip's page document columns. */
export function videoDocument(q: Executor, jmId: string) {
  return clipNamed(q, jmId)
    .select([
      'jmId',
      'title',
      'publishingTitle',
      'publishingDescription',
      'originalPublishingDate',
      'signedDate',
      'category',
      'tags',
      'tones',
      'popularity',
      'footageType',
      'isHd',
      'isVertical',
      'isTrending',
      'duration',
      'location',
      'country',
      'brightCoveVideoId',
      'imgUrl',
      'previewUrl',
      'isPublicDownloadAvailable',
      'clearanceStatus',
      'aci',
      'iar',
      'il',
      'bo',
      'og',
      'rs',
      'rsa',
      'libraryName',
      'libraryShortName',
    ])
    .executeTakeFirst();
}

/** Every clip's id and the day it joined the library, in id order: the sitemap's clip pages. */
export function sitemapClips(q: Executor) {
  return q
    .selectFrom('clips')
    .select(['jmId', sql<string>`to_char(created_at, 'YYYY-MM-DD')`.as('added')])
    .orderBy('jmId')
    .execute();
}

/** A clip's whole row. */
export function clipRow(q: Executor, jmId: string) {
  return clipNamed(q, jmId).selectAll().executeTakeFirst();
}

/** Every distinct category (a loose index scan: one index probe per category, whatever the library size). */
export async function categoryNames(q: Executor): Promise<string[]> {
  const result = await sql<{ category: string }>`
    WITH RECURSIVE c(category) AS (
      (SELECT category FROM clips WHERE category IS NOT NULL ORDER BY category LIMIT 1)
      UNION ALL
      SELECT (SELECT x.category FROM clips x WHERE x.category > c.category ORDER BY x.category LIMIT 1)
      FROM c WHERE c.category IS NOT NULL
    )
    SELECT category FROM c WHERE category IS NOT NULL
  `.execute(q);
  return result.rows.map((r) => r.category);
}

/** A page of a collection's clips, most popular first. */
export function collectionPage(
  q: Executor,
  c: CollectionDefinition,
  offset: number,
  max: number,
): Promise<CardRow[]> {
  return q
    .selectFrom('clips')
    .where((eb) => collectionWhere(eb, c))
    .select(FEED_CARD_COLUMNS)
    .orderBy('popularityScore', 'desc')
    .orderBy('jmId', 'desc')
    .offset(offset)
    .limit(max)
    .execute();
}

/** How many clips a collection holds, counted up to `cap`. */
export async function countCollection(q: Executor, c: CollectionDefinition, cap: number): Promise<number> {
  const hits = q
    .selectFrom('clips')
    .where((eb) => collectionWhere(eb, c))
    .select(sql.lit(1).as('one'))
    .limit(cap);
  const row = await q
    .selectFrom(hits.as('hits'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The tags of trending clips, most used first, leaving out `ignored` and place names (each clip is tagged with
 * its city and country, which say nothing about what is trending).
 */
export async function trendingTags(
  q: Executor,
  ignored: readonly string[],
  limit: number,
): Promise<string[]> {
  const result = await sql<{ tag: string }>`
    SELECT t.tag FROM clips, unnest(tags) AS t(tag)
    WHERE is_trending
      AND t.tag <> ALL(${[...ignored]}::text[])
      AND t.tag <> lower(coalesce(country, ''))
      AND t.tag <> lower(split_part(coalesce(location, ''), ',', 1))
    GROUP BY t.tag
    ORDER BY count(*) DESC, t.tag
    LIMIT ${limit}
  `.execute(q);
  return result.rows.map((r) => r.tag);
}
