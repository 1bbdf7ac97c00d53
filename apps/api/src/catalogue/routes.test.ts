import {
  CATALOGUE_OFFSET_MAX,
  DEFAULT_EXCLUDED_CATEGORIES,
  LIMITS,
  ROLES,
  apiErrorSchema,
  canonicalUrlResponseSchema,
  categoriesResponseSchema,
  collectionResponseSchema,
  collectionsResponseSchema,
  homeContentSchema,
  publisherHomepageSchema,
  tentpolesResponseSchema,
  videoDetailsSchema,
  videoDocumentSchema,
  videosResponseSchema,
  wireAcquisitionsResponseSchema,
} from '@clipmarket/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeStaff, verifyEmail } from '../auth/test-helpers';
import { bearer, registerAndLogin, type TestUser } from '../test/auth-helpers';
import { startTestServer, type TestServer } from '../test/harness';
import { CATEGORIES } from './generator';

const CLIPS = 400;

// PGlite runs in WebAssembly in this process: on a busy machine a request can take a second or more.
vi.setConfig({ testTimeout: 30_000 });

let server: TestServer;
let user: TestUser;
let staff: TestUser;

beforeAll(async () => {
  server = await startTestServer({ seedClips: CLIPS });
  user = await registerAndLogin(server.url);
  staff = await registerAndLogin(server.url, { email: `staff-${Date.now()}@clipmarket.com` });
  // Staff only once the company address is verified (ADR 18), granted and signed in with a second factor (ADR 56).
  await verifyEmail(server.url, staff.email, staff.token);
  staff = await makeStaff(server.url, server.db, staff);
}, 180_000);

afterAll(async () => {
  await server?.close();
});

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(server.url + path, { headers });
  return { status: res.status, body: (await res.json()) as unknown };
}

async function expect400(path: string, field: string) {
  const { status, body } = await get(path);
  expect(status, path).toBe(400);
  const error = apiErrorSchema.parse(body);
  expect(error.message, path).toContain(field);
}

/** Any clip's id, from the feed. */
async function someJmId(): Promise<string> {
  const { body } = await get('/api/public/videos?max=1');
  return videosResponseSchema.parse(body).data[0]!.jmId;
}

describe('GET /api/public/videos', () => {
  it('answers the latest acquisitions first, paged, with the total', async () => {
    const { status, body } = await get('/api/public/videos?offset=0&max=12&sort=latest');
    expect(status).toBe(200);
    const page = videosResponseSchema.parse(body);
    expect(page.data).toHaveLength(12);
    expect(page.total).toBe(CLIPS);
    const dates = page.data.map((card) => card.signedDate!);
    expect(dates).toEqual([...dates].sort().reverse());
    const card = page.data[0]!;
    expect(card.imgUrl).toMatch(/^\/media\/posters\/clip-\d\d\.webp$/);
    expect(card.previewUrl).toMatch(/^\/media\/previews\/clip-\d\d\.mp4#t=0,\d+$/);
    expect(['GREEN', 'YELLOW', 'RED']).toContain(card.aci);

    const next = videosResponseSchema.parse((await get('/api/public/videos?offset=12&max=12')).body);
    expect(next.data[0]!.jmId).not.toBe(page.data[0]!.jmId);
    expect(next.data.map((c) => c.jmId)).not.toContain(page.data[11]!.jmId);
  });

  it('answers the wire and trending feeds, and clips acquired on or before a day', async () => {
    const wire = videosResponseSchema.parse((await get('/api/public/videos?theWire=true&max=12')).body);
    expect(wire.data).toHaveLength(12);

    const trending = videosResponseSchema.parse(
      (await get(`/api/public/videos?trending=true&max=${LIMITS.wireFallbackTrending}`)).body,
    );
    expect(trending.data.length).toBeGreaterThan(0);
    expect(trending.data.length).toBeLessThanOrEqual(LIMITS.wireFallbackTrending);
    const trendingRows = await server.db
      .selectFrom('clips')
      .select('jmId')
      .where('isTrending', '=', true)
      .execute();
    expect(trending.total).toBe(trendingRows.length);
    for (const card of trending.data) expect(trendingRows.map((r) => r.jmId)).toContain(card.jmId);

    const day = wire.data[5]!.signedDate!;
    const upTo = videosResponseSchema.parse(
      (await get(`/api/public/videos?latestSignedDate=${day}&max=50`)).body,
    );
    expect(upTo.data.every((c) => c.signedDate! <= day)).toBe(true);
    const onDay = videosResponseSchema.parse((await get(`/api/public/videos?signedDate=${day}`)).body);
    expect(onDay.data.length).toBeGreaterThan(0);
    expect(onDay.data.every((c) => c.signedDate === day)).toBe(true);
  });

  it('answers the most popular first with sort=popular, and an empty page past the end', async () => {
    const popular = videosResponseSchema.parse((await get('/api/public/videos?sort=popular&max=5')).body);
    expect(popular.data).toHaveLength(5);
    const past = videosResponseSchema.parse((await get(`/api/public/videos?offset=${CLIPS + 10}`)).body);
    expect(past).toEqual({ data: [], total: CLIPS });
  });

  it('answers 400 with the failing field for invalid paging, sort, flags and dates', async () => {
    await expect400('/api/public/videos?max=0', 'max');
    await expect400('/api/public/videos?max=101', 'max');
    await expect400('/api/public/videos?offset=-1', 'offset');
    await expect400(`/api/public/videos?offset=${CATALOGUE_OFFSET_MAX + 1}`, 'offset');
    await expect400('/api/public/videos?max=abc', 'max');
    await expect400('/api/public/videos?sort=oldest', 'sort');
    await expect400('/api/public/videos?trending=yes', 'trending');
    await expect400('/api/public/videos?latestSignedDate=2026-02-30', 'latestSignedDate');
    await expect400("/api/public/videos?signedDate=1';DROP TABLE clips;--", 'signedDate');
  });
});

describe('GET /api/public/videos/theWireAcquisitions', () => {
  it('answers the latest days with acquisitions, newest first, with counts and cards', async () => {
    const { status, body } = await get('/api/public/videos/theWireAcquisitions?days=5&perDay=3');
    expect(status).toBe(200);
    const wire = wireAcquisitionsResponseSchema.parse(body);
    expect(wire.data).toHaveLength(5);
    expect(wire.latestSignedDate).toBe(wire.data[0]!.date);
    const dates = wire.data.map((d) => d.date);
    expect(dates).toEqual([...new Set(dates)].sort().reverse());
    for (const day of wire.data) {
      const rows = await server.db
        .selectFrom('clips')
        .select('jmId')
        .where('signedDate', '=', day.date)
        .execute();
      expect(day.count).toBe(rows.length);
      expect(day.videos.length).toBe(Math.min(3, rows.length));
      expect(day.videos.every((v) => v.signedDate === day.date)).toBe(true);
    }
  });

  it('defaults to seven days and honours latestSignedDate', async () => {
    const all = wireAcquisitionsResponseSchema.parse(
      (await get('/api/public/videos/theWireAcquisitions')).body,
    );
    expect(all.data).toHaveLength(7);
    const before = all.data[2]!.date;
    const older = wireAcquisitionsResponseSchema.parse(
      (await get(`/api/public/videos/theWireAcquisitions?latestSignedDate=${before}&days=2&perDay=0`)).body,
    );
    expect(older.data.map((d) => d.date)).toEqual([all.data[2]!.date, all.data[3]!.date]);
    expect(older.data.every((d) => d.videos.length === 0)).toBe(true);
  });

  it('answers 400 for invalid days, perDay and dates', async () => {
    await expect400('/api/public/videos/theWireAcquisitions?days=0', 'days');
    await expect400('/api/public/videos/theWireAcquisitions?perDay=99', 'perDay');
    await expect400('/api/public/videos/theWireAcquisitions?latestSignedDate=yesterday', 'latestSignedDate');
  });
});

describe('GET /api/public/videos/{jmId}', () => {
  it("answers a clip's public document without its internal fields", async () => {
    const jmId = await someJmId();
    const { status, body } = await get(`/api/public/videos/${jmId}`);
    expect(status).toBe(200);
    const doc = videoDocumentSchema.strict().parse(body);
    expect(doc.jmId).toBe(jmId);
    expect(body).not.toHaveProperty('privateTags');
    expect(body).not.toHaveProperty('infractionUrls');
    const row = await server.db
      .selectFrom('clips')
      .selectAll()
      .where('jmId', '=', jmId)
      .executeTakeFirstOrThrow();
    expect(doc.publishingTitle).toBe(row.publishingTitle);
    expect(doc.isHD).toBe(row.isHd);
    expect(doc.tags).toEqual(row.tags);
  });

  it('matches an id ending in -1 to its base clip', async () => {
    const jmId = await someJmId();
    const doc = videoDocumentSchema.parse((await get(`/api/public/videos/${jmId}-1`)).body);
    expect(doc.jmId).toBe(jmId);
  });

  it('answers 404 with a clear message for an unknown id, and 400 for something that is not an id', async () => {
    const missing = await get('/api/public/videos/9999999');
    expect(missing.status).toBe(404);
    expect(apiErrorSchema.parse(missing.body).message).toBe('No video has the id 9999999.');
    await expect400('/api/public/videos/abc', 'jmId');
    await expect400(`/api/public/videos/${'1'.repeat(40)}`, 'jmId');
  });
});

describe('GET /api/videos/{id}/details/', () => {
  it('answers 401 without a token, or with a bad one', async () => {
    const jmId = await someJmId();
    expect((await get(`/api/videos/${jmId}/details/`)).status).toBe(401);
    expect((await get(`/api/videos/${jmId}/details/`, bearer('not-a-real-token'))).status).toBe(401);
  });

  it('answers the additional info to a signed-in user, by bearer token or session cookie', async () => {
    const jmId = await someJmId();
    const { status, body } = await get(`/api/videos/${jmId}/details/`, bearer(user.token));
    expect(status).toBe(200);
    const details = videoDetailsSchema.parse(body);
    const row = await server.db
      .selectFrom('clips')
      .selectAll()
      .where('jmId', '=', jmId)
      .executeTakeFirstOrThrow();
    expect(details).toMatchObject({
      jmId,
      signedDate: row.signedDate,
      originalPublishingDate: row.originalPublishingDate,
      location: row.location,
      country: row.country,
      duration: row.duration,
      libraryName: row.libraryName,
      clearanceStatus: row.clearanceStatus,
      downloads: row.downloads,
      tags: row.tags,
    });
    expect(details.internal).toBeUndefined();

    const byCookie = await get(`/api/videos/${jmId}/details/`, { cookie: user.cookie });
    expect(byCookie.status).toBe(200);
  });

  it('adds the internal fields for staff', async () => {
    const jmId = await someJmId();
    const details = videoDetailsSchema.parse(
      (await get(`/api/videos/${jmId}/details/`, bearer(staff.token))).body,
    );
    const row = await server.db
      .selectFrom('clips')
      .selectAll()
      .where('jmId', '=', jmId)
      .executeTakeFirstOrThrow();
    expect(details.internal).toEqual({
      description: row.description,
      privateTags: row.privateTags,
      originalSourceUrl: row.originalSourceUrl,
      platformId: row.platformId,
      claimedYouTubeIds: row.claimedYouTubeIds,
      publishedUrls: row.publishedUrls,
      infractionUrls: row.infractionUrls,
      popularityScore: row.popularityScore,
    });
  });

  it('adds the internal fields for an insider only with staff powers (ADR 56: a grant and a second factor)', async () => {
    const insider = await registerAndLogin(server.url);
    await server.db
      .updateTable('users')
      .set({ roles: [ROLES.insider] })
      .where('email', '=', insider.email)
      .execute();
    const jmId = await someJmId();
    const details = videoDetailsSchema.parse(
      (await get(`/api/videos/${jmId}/details/`, bearer(insider.token))).body,
    );
    // The role alone, on an address outside the company domains (which cannot be granted): no internal fields.
    expect(details.internal).toBeUndefined();

    const staffInsider = await makeStaff(
      server.url,
      server.db,
      await registerAndLogin(server.url, { email: `insider-${Date.now()}@clipmarket.com` }),
    );
    await server.db
      .updateTable('users')
      .set({ roles: [ROLES.insider] })
      .where('id', '=', staffInsider.userUuid)
      .execute();
    const granted = videoDetailsSchema.parse(
      (await get(`/api/videos/${jmId}/details/`, bearer(staffInsider.token))).body,
    );
    expect(granted.internal).toBeDefined();
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await get('/api/videos/9999999/details/', bearer(user.token))).status).toBe(404);
    const bad = await get('/api/videos/x1/details/', bearer(user.token));
    expect(bad.status).toBe(400);
  });
});

describe('GET /api/public/cats', () => {
  it('answers the categories sorted, without the two excluded ones, at most 26', async () => {
    const { status, body } = await get('/api/public/cats?max=26');
    expect(status).toBe(200);
    const { result } = categoriesResponseSchema.parse(body);
    expect(result.length).toBeGreaterThan(10);
    expect(result.length).toBeLessThanOrEqual(LIMITS.categoryMax);
    expect(result).toEqual([...result].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    for (const excluded of DEFAULT_EXCLUDED_CATEGORIES) expect(result).not.toContain(excluded);
    for (const name of result) expect(CATEGORIES).toContain(name);
  });

  it('honours max, defaults to 26, and answers 400 for a bad max', async () => {
    expect(categoriesResponseSchema.parse((await get('/api/public/cats?max=3')).body).result).toHaveLength(3);
    const all = categoriesResponseSchema.parse((await get('/api/public/cats')).body).result;
    expect(all.length).toBeLessThanOrEqual(LIMITS.categoryMax);
    await expect400('/api/public/cats?max=0', 'max');
    await expect400('/api/public/cats?max=many', 'max');
  });
});

describe('POST /api/public/canonicalUrl', () => {
  async function post(body: unknown) {
    const res = await fetch(`${server.url}/api/public/canonicalUrl`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as unknown };
  }

  it('answers the canonical form of a URL', async () => {
    const { status, body } = await post({ inurl: 'https://youtu.be/dQw4w9WgXcQ?si=abc' });
    expect(status).toBe(200);
    expect(canonicalUrlResponseSchema.parse(body)).toEqual({
      inurl: 'https://youtu.be/dQw4w9WgXcQ?si=abc',
      outurl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    const tiktok = canonicalUrlResponseSchema.parse(
      (await post({ inurl: 'https://www.tiktok.com/@someone/video/123/?utm_source=x' })).body,
    );
    expect(tiktok.outurl).toBe('https://tiktok.com/@someone/video/123');
  });

  it('answers 400 for a missing, empty, non-URL or oversized inurl', async () => {
    for (const body of [
      {},
      { inurl: '' },
      { inurl: 'not a url' },
      { inurl: 'ftp://x.test/a' },
      { inurl: 42 },
    ]) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(apiErrorSchema.parse(res.body).message).toContain('inurl');
    }
    const long = await post({ inurl: `https://example.com/${'a'.repeat(3000)}` });
    expect(long.status).toBe(400);
  });
});

describe('content', () => {
  it('GET /api/public/content/home answers hero, promo, ticker, testimonials, trending tags and collections', async () => {
    const { status, body } = await get('/api/public/content/home');
    expect(status).toBe(200);
    const home = homeContentSchema.parse(body);
    expect(home.hero.video).not.toBeNull();
    expect(home.ticker.length).toBeGreaterThan(0);
    expect(home.testimonials.length).toBeGreaterThan(0);
    expect(home.trendingTags.length).toBeGreaterThan(0);
    expect(home.trendingTags).not.toContain(DEFAULT_EXCLUDED_CATEGORIES[1]);
    expect(home.collections.length).toBeGreaterThan(0);
    for (const c of home.collections) expect(c.videos.length).toBeLessThanOrEqual(4);
  });

  it('GET /api/public/collections answers every collection with its count and first clips', async () => {
    const { body } = await get('/api/public/collections');
    const { data } = collectionsResponseSchema.parse(body);
    expect(data.length).toBeGreaterThan(5);
    const wild = data.find((c) => c.slug === 'wild-encounters')!;
    const rows = await server.db
      .selectFrom('clips')
      .select('jmId')
      .where('category', '=', 'Wildlife')
      .execute();
    expect(wild.videoCount).toBe(rows.length);
  });

  it('GET /api/public/collections/{slug} pages one collection, 404 for an unknown one, 400 for a bad slug', async () => {
    const { status, body } = await get('/api/public/collections/dashcam-close-calls?max=5');
    expect(status).toBe(200);
    const page = collectionResponseSchema.parse(body);
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data.length).toBeLessThanOrEqual(5);
    const ids = page.data.map((c) => c.jmId);
    const rows = await server.db
      .selectFrom('clips')
      .select(['jmId', 'footageType'])
      .where('jmId', 'in', ids)
      .execute();
    expect(rows.every((r) => r.footageType === 'Dashcam')).toBe(true);

    // A collection's cards carry what a buyer evaluates a clip by, as the search's do.
    for (const card of page.data) {
      expect(card.duration).toEqual(expect.any(Number));
      expect(typeof card.isHD).toBe('boolean');
      expect(typeof card.isVertical).toBe('boolean');
    }

    const missing = await get('/api/public/collections/no-such-collection');
    expect(missing.status).toBe(404);
    expect(apiErrorSchema.parse(missing.body).message).toContain('no-such-collection');
    await expect400('/api/public/collections/Bad%20Slug', 'slug');
    await expect400('/api/public/collections/cute-pets?max=1000', 'max');
  });

  it('GET /api/public/merchandising/tentpoles answers staff the published tentpoles only, soonest first', async () => {
    const asStaff = bearer(staff.token);
    const { status, body } = await get('/api/public/merchandising/tentpoles', asStaff);
    expect(status).toBe(200);
    const { data } = tentpolesResponseSchema.parse(body);
    expect(data.length).toBeGreaterThan(2);
    expect(data.map((t) => t.id)).not.toContain('back-to-school');
    const starts = data.map((t) => t.startDate);
    expect(starts).toEqual([...starts].sort());
    const one = tentpolesResponseSchema.parse(
      (await get('/api/public/merchandising/tentpoles?tentpoleId=halloween', asStaff)).body,
    );
    expect(one.data.map((t) => t.id)).toEqual(['halloween']);
    expect((await get('/api/public/merchandising/tentpoles?tentpoleId=back-to-school', asStaff)).status).toBe(
      404,
    );
    await expect400('/api/public/merchandising/tentpoles?tentpoleId=NOT%20A%20SLUG', 'tentpoleId');
  });

  it('GET /api/public/publisher/homepage answers staff the current version or a given one', async () => {
    const asStaff = bearer(staff.token);
    const { status, body } = await get('/api/public/publisher/homepage', asStaff);
    expect(status).toBe(200);
    const page = publisherHomepageSchema.parse(body);
    expect(page.versions.find((v) => v.current)!.id).toBe(page.versionId);
    const older = page.versions.find((v) => !v.current)!;
    const other = publisherHomepageSchema.parse(
      (await get(`/api/public/publisher/homepage?versionId=${older.id}`, asStaff)).body,
    );
    expect(other.versionId).toBe(older.id);
    expect(other.hero.title).not.toBe(page.hero.title);
    expect((await get('/api/public/publisher/homepage?versionId=no-such-version', asStaff)).status).toBe(404);
    await expect400('/api/public/publisher/homepage?versionId=%3Cscript%3E', 'versionId');
  });

  it('keeps the internal tools from buyers and signed-out callers, disclosing nothing', async () => {
    for (const path of ['/api/public/merchandising/tentpoles', '/api/public/publisher/homepage']) {
      expect((await get(path)).status, path).toBe(401);
      const asBuyer = await get(path, bearer(user.token));
      expect(asBuyer.status, path).toBe(404);
      expect(JSON.stringify(asBuyer.body), path).not.toMatch(/tentpole|hero|version/i);
    }
  });
});
