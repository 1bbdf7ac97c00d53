import {
  baseJmId,
  CATALOGUE_OFFSET_MAX,
  CATALOGUE_PAGE_MAX,
  categoryList,
  displayTitle,
  type CollectionResponse,
  type CollectionSummary,
  type FeedCard,
  type HomeContent,
  type PublisherHomepage,
  type Tentpole,
  type VideoDetails,
  type VideoDocument,
  type VideosQuery,
  type VideosResponse,
  type WireAcquisitionsResponse,
} from '@clipmarket/core';
import { sql, type ExpressionBuilder, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { DB } from '../db/schema';
import {
  COLLECTIONS,
  HOME_COLLECTIONS,
  HOME_COPY,
  PUBLISHER_PROMO,
  PUBLISHER_VERSIONS,
  TENTPOLES,
  TESTIMONIALS,
  TRENDING_TAGS_IGNORED,
  type CollectionDefinition,
} from './content';
import { CARD_FIELDS } from './card';
import type { ClipRow } from './tables';

/** The columns a card needs. */
const CARD_COLUMNS = [...CARD_FIELDS, 'signedDate', 'duration', 'isHd', 'isVertical'] as const;

type CardRow = Pick<ClipRow, (typeof CARD_COLUMNS)[number]>;

function toCard({ isHd, ...row }: CardRow): FeedCard {
  return { ...row, isHD: isHd };
}

/** Counting stops here: feeds page only this deep (CATALOGUE_OFFSET_MAX), as search engines do. */
const COUNT_CAP = CATALOGUE_OFFSET_MAX + CATALOGUE_PAGE_MAX;

/** How long computed page content (collections, trending tags, ticker) is kept before it is read again. */
const CONTENT_TTL_MS = 60_000;

export interface CatalogueServiceOptions {
  /** The clock (tentpole dates). */
  now?: () => Date;
  /** Content cache lifetime in ms; 0 reads the library on every request. @default 60000 */
  contentTtlMs?: number;
}

type Eb = ExpressionBuilder<DB, 'clips'>;

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

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}

export function createCatalogueService(db: Kysely<DB>, options: CatalogueServiceOptions = {}) {
  const now = options.now ?? (() => new Date());
  const ttl = options.contentTtlMs ?? CONTENT_TTL_MS;
  const cache = new Map<string, { at: number; value: Promise<unknown> }>();

  /** Content computed from the library, kept for `ttl` ms (a failed read is not kept). */
  function cached<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < ttl) return hit.value as Promise<T>;
    const value = compute();
    cache.set(key, { at: Date.now(), value });
    value.catch(() => cache.delete(key));
    return value;
  }

  async function feed(query: VideosQuery): Promise<VideosResponse> {
    // Every clip has a signed date, so the wire (acquired clips, latest first) is the latest feed.
    const latest = query.sort === 'latest' || query.theWire === true;
    let base = db.selectFrom('clips');
    if (query.trending) base = base.where('isTrending', '=', true);
    if (query.latestSignedDate) base = base.where('signedDate', '<=', query.latestSignedDate);
    if (query.signedDate) base = base.where('signedDate', '=', query.signedDate);

    const ordered = latest
      ? base.orderBy('signedDate', 'desc').orderBy('popularityScore', 'desc').orderBy('jmId', 'desc')
      : base.orderBy('popularityScore', 'desc').orderBy('jmId', 'desc');
    const rows = await ordered.select(CARD_COLUMNS).offset(query.offset).limit(query.max).execute();

    // A full page before the cap can be counted cheaply; otherwise count up to the cap.
    let total: number;
    if (rows.length < query.max && (rows.length > 0 || query.offset === 0))
      total = query.offset + rows.length;
    else {
      const counted = await db
        .selectFrom(base.select(sql.lit(1).as('one')).limit(COUNT_CAP).as('hits'))
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      total = Number(counted.n);
    }
    return { data: rows.map(toCard), total };
  }

  async function wireAcquisitions(query: {
    days: number;
    perDay: number;
    latestSignedDate?: string | undefined;
  }): Promise<WireAcquisitionsResponse> {
    // The latest days with acquisitions by a loose index scan over signed_date (one probe a day, whatever
    // the library's size), each with its count from the same index.
    const upper = query.latestSignedDate ?? '9999-12-31';
    const { rows: days } = await sql<{ day: string; count: number }>`
      WITH RECURSIVE d(day) AS (
        (SELECT signed_date FROM clips WHERE signed_date <= ${upper}::date ORDER BY signed_date DESC LIMIT 1)
        UNION ALL
        SELECT (SELECT c.signed_date FROM clips c WHERE c.signed_date < d.day ORDER BY c.signed_date DESC LIMIT 1)
        FROM d WHERE d.day IS NOT NULL
      ),
      latest AS (SELECT day FROM d WHERE day IS NOT NULL LIMIT ${query.days})
      SELECT day, (SELECT count(*) FROM clips WHERE signed_date = latest.day) AS count
      FROM latest ORDER BY day DESC
    `.execute(db);

    const cards = new Map<string, FeedCard[]>(days.map((d) => [d.day, []]));
    if (query.perDay > 0 && days.length > 0) {
      // Each day's most popular clips: a short scan of the signed-date index per day.
      const rows = await db
        // `unnest(…) AS day` names both the row source and its one column "day".
        .selectFrom(sql<{ day: string }>`unnest(${days.map((d) => d.day)}::date[])`.as('day'))
        .innerJoinLateral(
          (eb) =>
            eb
              .selectFrom('clips')
              .select(CARD_COLUMNS)
              .whereRef('clips.signedDate', '=', sql.ref('day.day'))
              .orderBy('clips.signedDate', 'desc')
              .orderBy('clips.popularityScore', 'desc')
              .orderBy('clips.jmId', 'desc')
              .limit(query.perDay)
              .as('c'),
          (join) => join.onTrue(),
        )
        .selectAll('c')
        .execute();
      for (const row of rows) cards.get(row.signedDate)?.push(toCard(row));
    }
    return {
      data: days.map((d) => ({ date: d.day, count: Number(d.count), videos: cards.get(d.day) ?? [] })),
      latestSignedDate: days[0]?.day ?? null,
    };
  }

  async function video(jmId: string): Promise<VideoDocument | null> {
    const row = await db
      .selectFrom('clips')
      .where('jmId', 'in', [...new Set([jmId, baseJmId(jmId)])])
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
      // The exact id first, then its base clip.
      .orderBy(sql`jm_id = ${jmId}`, 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!row) return null;
    const { isHd, tones, ...rest } = row;
    return { ...rest, isHD: isHd, tones: tones as VideoDocument['tones'] };
  }

  async function details(jmId: string, staff: boolean): Promise<VideoDetails | null> {
    const row = await db
      .selectFrom('clips')
      .where('jmId', 'in', [...new Set([jmId, baseJmId(jmId)])])
      .selectAll()
      .orderBy(sql`jm_id = ${jmId}`, 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!row) return null;
    const result: VideoDetails = {
      jmId: row.jmId,
      signedDate: row.signedDate,
      originalPublishingDate: row.originalPublishingDate,
      location: row.location,
      country: row.country,
      duration: row.duration,
      category: row.category,
      tags: row.tags,
      libraryName: row.libraryName,
      libraryShortName: row.libraryShortName,
      clearanceStatus: row.clearanceStatus,
      aci: row.aci,
      downloads: row.downloads,
      isHD: row.isHd,
      isVertical: row.isVertical,
      footageType: row.footageType,
    };
    if (staff) {
      result.internal = {
        description: row.description,
        privateTags: row.privateTags,
        originalSourceUrl: row.originalSourceUrl,
        platformId: row.platformId,
        claimedYouTubeIds: row.claimedYouTubeIds,
        publishedUrls: row.publishedUrls,
        infractionUrls: row.infractionUrls,
        popularityScore: row.popularityScore,
      };
    }
    return result;
  }

  /** Every distinct category (a loose index scan: one index probe per category, whatever the library size). */
  async function categories(max: number): Promise<string[]> {
    const result = await sql<{ category: string }>`
      WITH RECURSIVE c(category) AS (
        (SELECT category FROM clips WHERE category IS NOT NULL ORDER BY category LIMIT 1)
        UNION ALL
        SELECT (SELECT x.category FROM clips x WHERE x.category > c.category ORDER BY x.category LIMIT 1)
        FROM c WHERE c.category IS NOT NULL
      )
      SELECT category FROM c WHERE category IS NOT NULL
    `.execute(db);
    return categoryList(
      result.rows.map((r) => r.category),
      { max },
    );
  }

  // -------------------------------------------------------------------------------------------------------
  // Content

  async function collectionCards(c: CollectionDefinition, offset: number, max: number): Promise<FeedCard[]> {
    const rows = await db
      .selectFrom('clips')
      .where((eb) => collectionWhere(eb, c))
      .select(CARD_COLUMNS)
      .orderBy('popularityScore', 'desc')
      .orderBy('jmId', 'desc')
      .offset(offset)
      .limit(max)
      .execute();
    return rows.map(toCard);
  }

  /** Clips in a collection, counted up to COUNT_CAP like the feeds (a page cannot go deeper). */
  function collectionCount(c: CollectionDefinition): Promise<number> {
    return cached(`count:${c.slug}`, async () => {
      const hits = db
        .selectFrom('clips')
        .where((eb) => collectionWhere(eb, c))
        .select(sql.lit(1).as('one'))
        .limit(COUNT_CAP);
      const row = await db
        .selectFrom(hits.as('hits'))
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    });
  }

  function collectionSummary(c: CollectionDefinition): Promise<CollectionSummary> {
    return cached(`summary:${c.slug}`, async () => {
      const videos = await collectionCards(c, 0, 4);
      return {
        slug: c.slug,
        title: c.title,
        description: c.description,
        imgUrl: videos[0]?.imgUrl ?? null,
        videoCount: await collectionCount(c),
        videos,
      };
    });
  }

  async function collections(): Promise<CollectionSummary[]> {
    const out: CollectionSummary[] = [];
    for (const c of COLLECTIONS) out.push(await collectionSummary(c));
    return out;
  }

  async function collection(slug: string, offset: number, max: number): Promise<CollectionResponse | null> {
    const c = COLLECTIONS.find((x) => x.slug === slug);
    if (!c) return null;
    const { videos: _videos, ...summary } = await collectionSummary(c);
    const data = await collectionCards(c, offset, max);
    return { collection: summary, data, total: summary.videoCount };
  }

  function trendingTags(limit = 10): Promise<string[]> {
    return cached('trendingTags', async () => {
      // Place names (each clip is tagged with its city and country) say nothing about what is trending.
      const result = await sql<{ tag: string }>`
        SELECT t.tag FROM clips, unnest(tags) AS t(tag)
        WHERE is_trending
          AND t.tag <> ALL(${[...TRENDING_TAGS_IGNORED]}::text[])
          AND t.tag <> lower(coalesce(country, ''))
          AND t.tag <> lower(split_part(coalesce(location, ''), ',', 1))
        GROUP BY t.tag
        ORDER BY count(*) DESC, t.tag
        LIMIT ${limit}
      `.execute(db);
      return result.rows.map((r) => r.tag);
    });
  }

  function ticker(): Promise<{ text: string; href?: string }[]> {
    return cached('ticker', async () => {
      const latest = await feed({ offset: 0, max: 5, sort: 'latest' });
      return latest.data.map((card) => ({
        text: `Just acquired: ${displayTitle(card)}`,
        href: `/licensing/view/${card.jmId}`,
      }));
    });
  }

  function heroVideo(): Promise<FeedCard | null> {
    return cached('heroVideo', async () => {
      const trending = await feed({ offset: 0, max: 1, sort: 'popular', trending: true });
      if (trending.data[0]) return trending.data[0];
      const popular = await feed({ offset: 0, max: 1, sort: 'popular' });
      return popular.data[0] ?? null;
    });
  }

  async function home(): Promise<HomeContent> {
    const summaries: CollectionSummary[] = [];
    for (const slug of HOME_COLLECTIONS) {
      const c = COLLECTIONS.find((x) => x.slug === slug);
      if (c) summaries.push(await collectionSummary(c));
    }
    return {
      hero: { ...HOME_COPY.hero, video: await heroVideo() },
      promo: { ...HOME_COPY.promo },
      ticker: await ticker(),
      testimonials: TESTIMONIALS.map((t) => ({ ...t })),
      trendingTags: await trendingTags(),
      collections: summaries,
    };
  }

  /** Published tentpoles whose campaign has not ended, soonest first (each on its next yearly date). */
  async function tentpoles(id?: string): Promise<Tentpole[] | null> {
    const today = now();
    const todayDay = isoDay(today);
    const published = TENTPOLES.filter((t) => t.published && (!id || t.id === id));
    if (id && published.length === 0) return null;
    const scheduled = published
      .map((t) => {
        let year = today.getUTCFullYear();
        let event = new Date(Date.UTC(year, t.month - 1, t.day));
        // This year's campaign is over: the next one.
        if (isoDay(addDays(event, t.tailDays)) < todayDay) {
          year += 1;
          event = new Date(Date.UTC(year, t.month - 1, t.day));
        }
        return {
          t,
          startDate: isoDay(addDays(event, -t.leadDays)),
          endDate: isoDay(addDays(event, t.tailDays)),
        };
      })
      .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.t.id.localeCompare(b.t.id));

    const out: Tentpole[] = [];
    for (const { t, startDate, endDate } of scheduled) {
      const videos: FeedCard[] = [];
      for (const slug of t.collections) {
        const c = COLLECTIONS.find((x) => x.slug === slug);
        if (c) videos.push(...(await collectionSummary(c)).videos);
      }
      const unique = [...new Map(videos.map((v) => [v.jmId, v])).values()].slice(0, 8);
      out.push({
        id: t.id,
        name: t.name,
        description: t.description,
        startDate,
        endDate,
        published: true,
        collections: [...t.collections],
        videos: unique,
      });
    }
    return out;
  }

  async function publisherHomepage(versionId?: string): Promise<PublisherHomepage | null> {
    const version = versionId ? PUBLISHER_VERSIONS.find((v) => v.id === versionId) : PUBLISHER_VERSIONS[0];
    if (!version) return null;
    const hero = await heroVideo();
    return {
      versionId: version.id,
      versions: PUBLISHER_VERSIONS.map((v, i) => ({ id: v.id, label: v.label, current: i === 0 })),
      hero: { ...version.hero, video: hero },
      promo: { ...PUBLISHER_PROMO },
      ticker: await ticker(),
      testimonials: TESTIMONIALS.map((t) => ({ ...t })),
      trendingTags: await trendingTags(),
    };
  }

  return {
    feed,
    wireAcquisitions,
    video,
    details,
    categories,
    collections,
    collection,
    home,
    tentpoles,
    publisherHomepage,
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
