import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  FULFILMENT_MESSAGES,
  clipDownloadEndpoint,
  displayTitle,
  fillPath,
  historyEndpoints,
  purchasedVideosEndpoint,
} from '@clipmarket/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertLicence, insertOrder } from '../licences/test-helpers';
import { bearer, registerAndLogin, type TestUser } from '../test/auth-helpers';
import { startTestServer, type TestServer } from '../test/harness';
import { attachmentHeader } from '../http/file-route';
import { makeStaff } from '../auth/test-helpers';

// Real HTTP on a real database: generous limits for loaded CI machines.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 600_000 });

/** Fake footage, different for every file, so a test can tell a master from a preview byte for byte. */
function footage(kind: 'master' | 'preview', number: string): Buffer {
  const size = kind === 'master' ? 40_000 + Number(number) : 9_000 + Number(number);
  const out = Buffer.alloc(size);
  const seed = Buffer.from(`${kind.toUpperCase()} clip-${number} `);
  for (let i = 0; i < size; i++) out[i] = seed[i % seed.length]! ^ (Math.floor(i / seed.length) & 0x0f);
  return out;
}

let server: TestServer;
let mediaDir: string;
/** The seeded clips, each with its footage number. */
let clips: Array<{ jmId: string; title: string; number: string }>;
let buyer: TestUser;
let personal: TestUser;
let staff: TestUser;
let stranger: TestUser;
let basicProNumber: string;

const url = (jmId: string) => server.url + fillPath(clipDownloadEndpoint.path, { jmId });

async function get(jmId: string, user: TestUser | null, headers: Record<string, string> = {}) {
  const res = await fetch(url(jmId), { headers: { ...(user ? bearer(user.token) : {}), ...headers } });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

const recorded = (user: TestUser) =>
  server.db
    .selectFrom('clipDownloads')
    .select(['jmId', 'licenceNumber', 'file', 'via'])
    .where('userId', '=', user.userUuid)
    .orderBy('id')
    .execute();

async function licence(
  user: TestUser,
  jmId: string,
  tier: 'personal' | 'basicPro' | 'superPro',
  revoked = false,
) {
  const order = await insertOrder(server.db, user.userUuid);
  return insertLicence(server.db, user.userUuid, order, {
    jmId,
    tier,
    revokedAt: revoked ? new Date() : null,
  });
}

/** A staff account: a verified company address, a grant and two-step sign-in (ADR 56). */
async function staffUser(): Promise<TestUser> {
  const user = await registerAndLogin(server.url, {
    email: `desk-${randomBytes(4).toString('hex')}@clipmarket.com`,
  });
  // A verified company address, an administrator's grant and a sign-in with the second factor (ADR 56).
  return makeStaff(server.url, server.db, user);
}

beforeAll(async () => {
  mediaDir = mkdtempSync(path.join(tmpdir(), 'clipmarket-downloads-'));
  for (const folder of ['masters', 'previews']) mkdirSync(path.join(mediaDir, folder));
  for (let n = 1; n <= 12; n++) {
    const number = String(n).padStart(2, '0');
    writeFileSync(path.join(mediaDir, 'masters', `clip-${number}.mp4`), footage('master', number));
    writeFileSync(path.join(mediaDir, 'previews', `clip-${number}.mp4`), footage('preview', number));
  }
  server = await startTestServer({ seedClips: 12, app: { mediaDir } });
  const rows = await server.db
    .selectFrom('clips')
    .select(['jmId', 'title', 'publishingTitle', 'previewUrl'])
    .orderBy('jmId')
    .execute();
  clips = rows.map((row) => ({
    jmId: row.jmId,
    title: displayTitle(row),
    number: /clip-(\d+)\.mp4/.exec(row.previewUrl ?? '')![1]!,
  }));
  [buyer, personal, stranger] = await Promise.all([
    registerAndLogin(server.url),
    registerAndLogin(server.url),
    registerAndLogin(server.url),
  ]);
  staff = await staffUser();
  basicProNumber = await licence(buyer, clips[0]!.jmId, 'basicPro');
  await licence(personal, clips[1]!.jmId, 'personal');
}, 120_000);

afterAll(async () => {
  await server?.close();
  if (mediaDir) rmSync(mediaDir, { recursive: true, force: true });
});

describe('who downloads which file', () => {
  it('gives a Basic Pro licence holder the master, whole, as an attachment named by JV# and title', async () => {
    const clip = clips[0]!;
    const res = await get(clip.jmId, buyer);
    expect(res.status).toBe(200);
    expect(res.bytes.equals(footage('master', clip.number))).toBe(true);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(res.headers.get('content-length')).toBe(String(footage('master', clip.number).length));
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-disposition')).toBe(
      attachmentHeader(`JV${clip.jmId} - ${clip.title}.mp4`),
    );
    expect(res.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="JV${clip.jmId} - `),
    );
    expect((await recorded(buyer))[0]).toEqual({
      jmId: clip.jmId,
      licenceNumber: basicProNumber,
      file: 'master',
      via: 'clip',
    });
  });

  it('gives a Personal licence holder the watermarked file, named as watermarked, never the master', async () => {
    const clip = clips[1]!;
    const res = await get(clip.jmId, personal);
    expect(res.status).toBe(200);
    expect(res.bytes.equals(footage('preview', clip.number))).toBe(true);
    expect(res.headers.get('content-disposition')).toContain('(watermarked).mp4');
    const [row] = (await recorded(personal)).slice(-1);
    expect(row).toMatchObject({ jmId: clip.jmId, file: 'preview', via: 'clip' });
  });

  it('gives the master when the best licence held is clean, even beside a Personal one', async () => {
    const user = await registerAndLogin(server.url);
    const clip = clips[2]!;
    await licence(user, clip.jmId, 'personal');
    const superPro = await licence(user, clip.jmId, 'superPro');
    const res = await get(clip.jmId, user);
    expect(res.bytes.equals(footage('master', clip.number))).toBe(true);
    expect(await recorded(user)).toEqual([
      { jmId: clip.jmId, licenceNumber: superPro, file: 'master', via: 'clip' },
    ]);
  });

  it('refuses a revoked licence, and anyone without a licence, with the reason and no footage', async () => {
    const user = await registerAndLogin(server.url);
    const clip = clips[3]!;
    const revoked = await licence(user, clip.jmId, 'basicPro', true);
    for (const who of [user, stranger]) {
      const res = await get(clip.jmId, who);
      expect(res.status).toBe(403);
      // The holder of the revoked licence is told it was revoked; anyone else that a licence is needed.
      expect(JSON.parse(res.bytes.toString()).message).toEqual(
        who === user
          ? expect.stringContaining(`Your licence ${revoked} for this clip was revoked on`)
          : FULFILMENT_MESSAGES.licenceNeeded,
      );
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    }
    // Another user's licence is theirs alone.
    expect((await get(clips[0]!.jmId, stranger)).status).toBe(403);
    expect(await recorded(user)).toEqual([]);
    expect(await recorded(stranger)).toEqual([]);
  });

  it('gives staff the master of any clip, recorded without a licence', async () => {
    const clip = clips[4]!;
    const res = await get(clip.jmId, staff);
    expect(res.status).toBe(200);
    expect(res.bytes.equals(footage('master', clip.number))).toBe(true);
    expect(await recorded(staff)).toEqual([
      { jmId: clip.jmId, licenceNumber: null, file: 'master', via: 'clip' },
    ]);
  });

  it('answers a visitor 401, an unknown clip 404 and a malformed id 400', async () => {
    expect((await get(clips[0]!.jmId, null)).status).toBe(401);
    const unknown = await get('999999999', buyer);
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.bytes.toString()).message).toBe('No video has the id 999999999.');
    expect(
      (
        await fetch(`${server.url}/api/user/licensing/videos/..%2Fx/download`, {
          headers: bearer(buyer.token),
        })
      ).status,
    ).toBe(400);
  });

  it("answers 404 when the clip's footage is not in the library", async () => {
    const user = await registerAndLogin(server.url);
    const clip = clips[5]!;
    await licence(user, clip.jmId, 'basicPro');
    rmSync(path.join(mediaDir, 'masters', `clip-${clip.number}.mp4`));
    try {
      const res = await get(clip.jmId, user);
      expect(res.status).toBe(404);
      expect(JSON.parse(res.bytes.toString()).message).toEqual(
        `The footage of JV#${clip.jmId} is not in the library.`,
      );
      expect(await recorded(user)).toEqual([]);
    } finally {
      writeFileSync(
        path.join(mediaDir, 'masters', `clip-${clip.number}.mp4`),
        footage('master', clip.number),
      );
    }
  });

  it("downloads a clip's '-1' variant with the base clip's licence", async () => {
    const clip = clips[0]!;
    const res = await get(`${clip.jmId}-1`, buyer);
    expect(res.status).toBe(200);
    expect(res.bytes.equals(footage('master', clip.number))).toBe(true);
  });

  it('never serves a master at a public address', async () => {
    const clip = clips[0]!;
    for (const address of [
      `/media/masters/clip-${clip.number}.mp4`,
      `/media/previews/../masters/clip-${clip.number}.mp4`,
    ]) {
      const res = await fetch(server.url + address);
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.equals(footage('master', clip.number))).toBe(false);
      expect(res.status).toBe(404);
    }
  });
});

describe('byte ranges', () => {
  const clip = () => clips[0]!;
  const master = () => footage('master', clip().number);

  it('answers one range with 206, its bytes, Content-Range and Content-Length', async () => {
    const size = master().length;
    const cases: Array<[string, number, number]> = [
      ['bytes=0-9', 0, 9],
      ['bytes=100-', 100, size - 1],
      ['bytes=-5', size - 5, size - 1],
      [`bytes=10-${size * 3}`, 10, size - 1],
      ['bytes=-999999999', 0, size - 1],
    ];
    for (const [range, start, end] of cases) {
      const res = await get(clip().jmId, buyer, { range });
      expect(res.status, range).toBe(206);
      expect(res.headers.get('content-range'), range).toBe(`bytes ${start}-${end}/${size}`);
      expect(res.headers.get('content-length'), range).toBe(String(end - start + 1));
      expect(res.bytes.equals(master().subarray(start, end + 1)), range).toBe(true);
    }
  });

  it('answers 416 with the size for a range beyond the file, and sends no footage', async () => {
    const size = master().length;
    for (const range of [`bytes=${size}-`, `bytes=${size + 10}-${size + 20}`, 'bytes=-0']) {
      const res = await get(clip().jmId, buyer, { range });
      expect(res.status, range).toBe(416);
      expect(res.headers.get('content-range'), range).toBe(`bytes */${size}`);
      expect(res.bytes.length).toBeLessThan(200);
    }
  });

  it('sends the whole file for several ranges, a malformed or reversed range, or another unit', async () => {
    for (const range of ['bytes=0-1,5-9', 'bytes=9-2', 'bytes=abc', 'items=0-5', 'bytes=']) {
      const res = await get(clip().jmId, buyer, { range });
      expect(res.status, range).toBe(200);
      expect(res.bytes.equals(master()), range).toBe(true);
    }
  });

  it('resumes only the same file: If-Range with its ETag gets the range, with another the whole file', async () => {
    const first = await get(clip().jmId, buyer, { range: 'bytes=0-0' });
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[a-z0-9]+-[a-z0-9]+"$/);
    const same = await get(clip().jmId, buyer, { range: 'bytes=5-9', 'if-range': etag });
    expect(same.status).toBe(206);
    const changed = await get(clip().jmId, buyer, { range: 'bytes=5-9', 'if-range': '"0-0"' });
    expect(changed.status).toBe(200);
    expect(changed.bytes.equals(master())).toBe(true);
    const byDate = await get(clip().jmId, buyer, {
      range: 'bytes=5-9',
      'if-range': first.headers.get('last-modified')!,
    });
    expect(byDate.status).toBe(206);
  });
});

describe('what is recorded', () => {
  it('counts a download once per answer that starts at the first byte, and never a HEAD', async () => {
    const user = await registerAndLogin(server.url);
    const clip = clips[6]!;
    const number = await licence(user, clip.jmId, 'basicPro');
    await get(clip.jmId, user);
    await get(clip.jmId, user, { range: 'bytes=0-1023' });
    // The rest of a player's or a download tool's fetch: not another download.
    await get(clip.jmId, user, { range: 'bytes=1024-' });
    await get(clip.jmId, user, { range: 'bytes=-100' });
    const head = await fetch(url(clip.jmId), { method: 'HEAD', headers: bearer(user.token) });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(footage('master', clip.number).length));
    expect(await recorded(user)).toEqual([
      { jmId: clip.jmId, licenceNumber: number, file: 'master', via: 'clip' },
      { jmId: clip.jmId, licenceNumber: number, file: 'master', via: 'clip' },
    ]);
  });

  it('counts a download fetched only from byte 1 (Range: bytes=1-) once, and its further ranges not again', async () => {
    // The buyer (a fresh account would pass the registration limit): only this clip's rows are looked at.
    const user = buyer;
    const clip = clips[5]!;
    const number = await licence(user, clip.jmId, 'basicPro');
    const first = await get(clip.jmId, user, { range: 'bytes=1-' });
    expect(first.status).toBe(206);
    await get(clip.jmId, user, { range: 'bytes=1-' });
    await get(clip.jmId, user, { range: 'bytes=100-199' });
    await get(clip.jmId, user, { range: 'bytes=-100' });
    expect((await recorded(user)).filter((row) => row.jmId === clip.jmId)).toEqual([
      { jmId: clip.jmId, licenceNumber: number, file: 'master', via: 'clip' },
    ]);
  });

  it('refuses a download another site navigates a signed-in buyer to, and records nothing', async () => {
    const clip = clips[4]!;
    const number = await licence(buyer, clip.jmId, 'basicPro');
    const mine = () => recorded(buyer).then((rows) => rows.filter((row) => row.jmId === clip.jmId));
    for (const site of ['cross-site', 'same-site']) {
      // The session cookie goes along with a top-level navigation (SameSite=Lax).
      const forged = await fetch(url(clip.jmId), {
        headers: { cookie: buyer.cookie, 'sec-fetch-site': site },
      });
      expect(forged.status, site).toBe(403);
      const ranged = await fetch(url(clip.jmId), {
        headers: { cookie: buyer.cookie, 'sec-fetch-site': site, range: 'bytes=1-' },
      });
      expect(ranged.status, site).toBe(403);
    }
    expect(await mine()).toEqual([]);
    // From this site's own link, or typed into the address bar: downloaded and recorded.
    for (const site of ['same-origin', 'none']) {
      const res = await fetch(url(clip.jmId), { headers: { cookie: buyer.cookie, 'sec-fetch-site': site } });
      expect(res.status, site).toBe(200);
    }
    expect(await mine()).toEqual([
      { jmId: clip.jmId, licenceNumber: number, file: 'master', via: 'clip' },
      { jmId: clip.jmId, licenceNumber: number, file: 'master', via: 'clip' },
    ]);
  });

  it('lists the download in "Clips you downloaded" of the history', async () => {
    const user = await registerAndLogin(server.url);
    const clip = clips[7]!;
    await licence(user, clip.jmId, 'personal');
    await get(clip.jmId, user);
    await get(clip.jmId, user);
    const query = new URLSearchParams({ username: user.email, offset: '0', max: '50' });
    const res = await fetch(`${server.url}${historyEndpoints.downloads.path}?${query}`, {
      headers: bearer(user.token),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: Array<{ jmId: string; times: number }>; total: number };
    expect(body.data).toEqual([expect.objectContaining({ jmId: clip.jmId, times: 2 })]);
    expect(body.total).toBe(1);
  });
});

describe('purchased videos', () => {
  it('mark the clips whose download is the watermarked file', async () => {
    const user = await registerAndLogin(server.url);
    await licence(user, clips[8]!.jmId, 'personal');
    await licence(user, clips[9]!.jmId, 'personal');
    await licence(user, clips[9]!.jmId, 'basicPro');
    await licence(user, clips[10]!.jmId, 'basicPro');
    const res = await fetch(server.url + purchasedVideosEndpoint.path, { headers: bearer(user.token) });
    const body = (await res.json()) as { data: string[]; watermarked: string[] };
    expect([...body.data].sort()).toEqual([clips[8]!.jmId, clips[9]!.jmId, clips[10]!.jmId].sort());
    expect(body.watermarked).toEqual([clips[8]!.jmId]);
  });
});
