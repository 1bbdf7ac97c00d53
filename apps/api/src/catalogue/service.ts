import {
  CATALOGUE_OFFSET_MAX,
  CATALOGUE_PAGE_MAX,
  categoryList,
  displayTitle,
  type CollectionResponse,
  type CollectionSummary,
  type FeedCard,
  type HomeContent,
  PAGES,
  type PublisherHomepage,
  type Tentpole,
  type VideoDetails,
  type VideoDocument,
  type VideosQuery,
  type VideosResponse,
  type WireAcquisitionsResponse,
} from '@clipmarket/core';
import type { Kysely } from 'kysely';
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
import * as clips from './repository';
import type { CardRow } from './repository';

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
    const rows = await clips.feedPage(db, query, latest);
    // A full page before the cap can be counted cheaply; otherwise count up to the cap.
    const total =
      rows.length < query.max && (rows.length > 0 || query.offset === 0)
        ? query.offset + rows.length
        : await clips.countFeed(db, query, COUNT_CAP);
    return { data: rows.map(toCard), total };
  }

  async function wireAcquisitions(query: {
    days: number;
    perDay: number;
    latestSignedDate?: string | undefined;
  }): Promise<WireAcquisitionsResponse> {
    const days = await clips.wireDays(db, query.latestSignedDate ?? '9999-12-31', query.days);
    const cards = new Map<string, FeedCard[]>(days.map((d) => [d.day, []]));
    if (query.perDay > 0 && days.length > 0) {
      const rows = await clips.wireCards(
        db,
        days.map((d) => d.day),
        query.perDay,
      );
      for (const row of rows) cards.get(row.signedDate)?.push(toCard(row));
    }
    return {
      data: days.map((d) => ({ date: d.day, count: Number(d.count), videos: cards.get(d.day) ?? [] })),
      latestSignedDate: days[0]?.day ?? null,
    };
  }

  async function video(jmId: string): Promise<VideoDocument | null> {
    const row = await clips.videoDocument(db, jmId);
    if (!row) return null;
    const { isHd, tones, ...rest } = row;
    return { ...rest, isHD: isHd, tones: tones as VideoDocument['tones'] };
  }

  async function details(jmId: string, staff: boolean): Promise<VideoDetails | null> {
    const row = await clips.clipRow(db, jmId);
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
    return categoryList(await clips.categoryNames(db), { max });
  }

  // -------------------------------------------------------------------------------------------------------
  // Content

  async function collectionCards(c: CollectionDefinition, offset: number, max: number): Promise<FeedCard[]> {
    return (await clips.collectionPage(db, c, offset, max)).map(toCard);
  }

  /** Clips in a collection, counted up to COUNT_CAP like the feeds (a page cannot go deeper). */
  function collectionCount(c: CollectionDefinition): Promise<number> {
    return cached(`count:${c.slug}`, () => clips.countCollection(db, c, COUNT_CAP));
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
    return cached('trendingTags', () => clips.trendingTags(db, TRENDING_TAGS_IGNORED, limit));
  }

  function ticker(): Promise<{ text: string; href?: string }[]> {
    return cached('ticker', async () => {
      const latest = await feed({ offset: 0, max: 5, sort: 'latest' });
      return latest.data.map((card) => ({
        text: `Just acquired: ${displayTitle(card)}`,
        href: PAGES.view.href({ videoId: card.jmId }),
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
