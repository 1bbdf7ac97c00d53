// Comps (issue 32, item 5; ADR 83): any signed-in buyer's watermarked copy of a clip, made by the real ffmpeg
// from the committed previews on the first request, kept, recorded in the download history as a comp and
// never in the usage declaration. A second server runs a stand-in ffmpeg that holds or fails runs on demand,
// for the limits; a third has no ffmpeg at all.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  FULFILMENT_MESSAGES,
  clipCompEndpoint,
  compsEndpoint,
  displayTitle,
  fillPath,
  formatJvId,
  historyEndpoints,
  usageMonthEndpoint,
  usageMonthsEndpoint,
} from '@clipmarket/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIMIT_ENV } from '../auth/config';
import { insertLicence, insertOrder } from '../licences/test-helpers';
import { locateFfmpeg } from '../media/ffmpeg';
import { bearer, registerAndLogin, type TestUser } from '../test/auth-helpers';
import { CLIP_REQUIRED_FIELDS, insertClips, startTestServer, type TestServer } from '../test/harness';
import { claimReminders } from '../usage/repository';
import { COMP_NOTE, type CompOptions } from './comp-maker';

// Real HTTP, real ffmpeg runs and a real database: generous limits for loaded CI machines.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 600_000 });

/**
 * The servers' request deadline here (15 s in production, tested in hardening.test.ts): a comp is an
 * ffmpeg encode of a core-second or so, but `npm test` runs this file beside the rest of the Node step on two
 * cores, where an encode queued behind another took past 15 s and answered the deadline's 503 (2026-12-04).
 */
const LOADED_DEADLINE_MS = 120_000;

const savedEnv: Record<string, string | undefined> = {};

beforeAll(() => {
  // Every test registers its own buyers: more than the default registration limit of one address.
  for (const [name] of Object.values(LIMIT_ENV)) {
    savedEnv[name] = process.env[name];
    process.env[name] = '100000/3600';
  }
});

afterAll(() => {
  for (const [name, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

/** An ffmpeg run's events, for a test to wait on: each comp key as it queues and as its run starts. */
function eventLog() {
  const events: Array<{ kind: 'queued' | 'started'; key: string }> = [];
  const waiters: Array<() => void> = [];
  const onEvent: NonNullable<CompOptions['onEvent']> = (event) => {
    events.push(event);
    for (const wake of waiters.splice(0)) wake();
  };
  /** Resolves once `count` events of `kind` have happened in all. */
  const reached = (kind: 'queued' | 'started', count: number) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (events.filter((event) => event.kind === kind).length >= count) resolve();
        else waiters.push(check);
      };
      check();
    });
  const count = (kind: 'queued' | 'started') => events.filter((event) => event.kind === kind).length;
  return { onEvent, reached, count };
}

const compUrl = (server: TestServer, jmId: string) => server.url + fillPath(clipCompEndpoint.path, { jmId });

async function getComp(
  server: TestServer,
  jmId: string,
  user: TestUser | null,
  headers: Record<string, string> = {},
) {
  const res = await fetch(compUrl(server, jmId), {
    headers: { ...(user ? bearer(user.token) : {}), ...headers },
  });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

const messageOf = (bytes: Buffer) => (JSON.parse(bytes.toString()) as { message: string }).message;

async function getJson<T>(server: TestServer, path: string, user: TestUser | null): Promise<T> {
  const res = await fetch(server.url + path, { headers: user ? bearer(user.token) : {} });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

const recorded = (server: TestServer, user: TestUser) =>
  server.db
    .selectFrom('clipDownloads')
    .select(['jmId', 'licenceNumber', 'file', 'via'])
    .where('userId', '=', user.userUuid)
    .orderBy('id')
    .execute();

// ---------------------------------------------------------------------------------------------------------
// What is in an MP4: its boxes, read the way players read them.

interface Box {
  type: string;
  /** The box's body: after its size and type. */
  body: Buffer;
}

function boxesOf(buffer: Buffer): Box[] {
  const boxes: Box[] = [];
  let at = 0;
  while (at + 8 <= buffer.length) {
    let size = buffer.readUInt32BE(at);
    const type = buffer.toString('latin1', at + 4, at + 8);
    let header = 8;
    if (size === 1) {
      size = Number(buffer.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) {
      size = buffer.length - at;
    }
    if (size < header || at + size > buffer.length) break;
    boxes.push({ type, body: buffer.subarray(at + header, at + size) });
    at += size;
  }
  return boxes;
}

function box(buffer: Buffer, ...path: string[]): Buffer {
  let body = buffer;
  for (const type of path) {
    const found = boxesOf(body).find((b) => b.type === type);
    if (!found) throw new Error(`No ${type} box on the path ${path.join('/')}`);
    body = found.body;
  }
  return body;
}

/** The movie's length in seconds (`moov/mvhd`), and the first video track's picture size (`trak/tkhd`). */
function mp4Facts(file: Buffer): { brand: string; seconds: number; width: number; height: number } {
  const brand = box(file, 'ftyp').toString('latin1', 0, 4);
  const mvhd = box(file, 'moov', 'mvhd');
  const v1 = mvhd[0] === 1;
  const timescale = v1 ? mvhd.readUInt32BE(20) : mvhd.readUInt32BE(12);
  const duration = v1 ? Number(mvhd.readBigUInt64BE(24)) : mvhd.readUInt32BE(16);
  const tkhd = box(file, 'moov', 'trak', 'tkhd');
  // Width and height are the box's last eight bytes, 16.16 fixed point.
  const width = tkhd.readUInt32BE(tkhd.length - 8) / 65536;
  const height = tkhd.readUInt32BE(tkhd.length - 4) / 65536;
  return { brand, seconds: duration / timescale, width, height };
}

// ---------------------------------------------------------------------------------------------------------
// The real ffmpeg, on the committed previews

describe('a comp made by ffmpeg', () => {
  let server: TestServer;
  const runs = eventLog();
  let clips: Array<{ jmId: string; title: string; footage: string }>;
  /** A clip seven seconds long, whose comp must be cut to seven seconds. */
  let short: { jmId: string; title: string; footage: string };

  beforeAll(async () => {
    server = await startTestServer({
      seedClips: 12,
      app: { comps: { onEvent: runs.onEvent }, limits: { requestDeadlineMs: LOADED_DEADLINE_MS } },
    });
    const rows = await server.db
      .selectFrom('clips')
      .select(['jmId', 'title', 'publishingTitle', 'previewUrl'])
      .orderBy('jmId')
      .execute();
    clips = rows.map((row) => ({
      jmId: row.jmId,
      title: displayTitle(row),
      footage: /clip-(\d+)\.mp4/.exec(row.previewUrl ?? '')![1]!,
    }));
    short = clips[0]!;
    await server.db
      .updateTable('clips')
      .set({ duration: 7, previewUrl: `/media/previews/clip-${short.footage}.mp4#t=0,7` })
      .where('jmId', '=', short.jmId)
      .execute();
  });

  afterAll(async () => {
    await server?.close();
  });

  it('says comps can be made here, to anyone (the clip page offers one only then)', async () => {
    expect(await getJson(server, compsEndpoint.path, null)).toEqual({ available: true });
  });

  it('gives a buyer with no licence the clip as a comp: an MP4 of its length, 640×360, named by its JV#', async () => {
    const buyer = await registerAndLogin(server.url);
    const res = await getComp(server, short.jmId, buyer);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(res.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="JV${short.jmId} - .* \\(comp\\)\\.mp4"`),
    );
    expect(res.headers.get('content-length')).toBe(String(res.bytes.length));
    const facts = mp4Facts(res.bytes);
    expect(facts.brand).toBe('isom');
    expect(facts.seconds).toBeGreaterThan(6.9);
    expect(facts.seconds).toBeLessThan(7.1);
    expect({ width: facts.width, height: facts.height }).toEqual({ width: 640, height: 360 });
    // The file says what it is: its title names the JV# and that it is a comp.
    expect(res.bytes.includes(Buffer.from(`${formatJvId(short.jmId)} (${COMP_NOTE})`))).toBe(true);
  });

  it('cuts a clip longer than the preview to the preview’s 20 seconds', async () => {
    const buyer = await registerAndLogin(server.url);
    const long = clips[1]!;
    await server.db
      .updateTable('clips')
      .set({ duration: 95, previewUrl: `/media/previews/clip-${long.footage}.mp4` })
      .where('jmId', '=', long.jmId)
      .execute();
    const res = await getComp(server, long.jmId, buyer);
    expect(res.status).toBe(200);
    expect(mp4Facts(res.bytes).seconds).toBeCloseTo(20, 0);
  });

  it('burns each clip’s own JV# in: two clips of one footage get different comps', async () => {
    const buyer = await registerAndLogin(server.url);
    const [first, second] = [clips[2]!, clips[3]!];
    await server.db
      .updateTable('clips')
      .set({ duration: 5, previewUrl: `/media/previews/clip-${first.footage}.mp4#t=0,5` })
      .where('jmId', 'in', [first.jmId, second.jmId])
      .execute();
    const a = await getComp(server, first.jmId, buyer);
    const b = await getComp(server, second.jmId, buyer);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(mp4Facts(a.bytes).seconds).toBeCloseTo(mp4Facts(b.bytes).seconds, 1);
    expect(a.bytes.equals(b.bytes)).toBe(false);
  });

  it('makes a comp once: the next download, by anyone, is the kept file', async () => {
    const [first, second] = [await registerAndLogin(server.url), await registerAndLogin(server.url)];
    const clip = clips[4]!;
    const before = runs.count('started');
    const made = await getComp(server, clip.jmId, first);
    expect(runs.count('started')).toBe(before + 1);
    const kept = await getComp(server, clip.jmId, second);
    expect(kept.status).toBe(200);
    expect(runs.count('started')).toBe(before + 1);
    expect(kept.bytes.equals(made.bytes)).toBe(true);
    expect(kept.headers.get('etag')).toBe(made.headers.get('etag'));
  });

  it('makes a comp asked for by several buyers at once in one run', async () => {
    const buyers = await Promise.all([1, 2, 3].map(() => registerAndLogin(server.url)));
    const clip = clips[5]!;
    const before = runs.count('started');
    const answers = await Promise.all(buyers.map((buyer) => getComp(server, clip.jmId, buyer)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(runs.count('started')).toBe(before + 1);
    expect(answers[1]!.bytes.equals(answers[0]!.bytes)).toBe(true);
  });

  it('records a comp in the download history as a comp, with no licence, apart from a licensed download', async () => {
    const buyer = await registerAndLogin(server.url);
    const clip = clips[6]!;
    // The same clip licensed and downloaded too: two entries, one of them the comp.
    const order = await insertOrder(server.db, buyer.userUuid);
    const number = await insertLicence(server.db, buyer.userUuid, order, {
      jmId: clip.jmId,
      tier: 'basicPro',
    });
    expect((await getComp(server, clip.jmId, buyer)).status).toBe(200);
    const master = await fetch(server.url + `/api/user/licensing/videos/${clip.jmId}/download`, {
      headers: bearer(buyer.token),
    });
    expect(master.status).toBe(200);
    await master.arrayBuffer();

    expect(await recorded(server, buyer)).toEqual([
      { jmId: clip.jmId, licenceNumber: null, file: 'comp', via: 'clip' },
      { jmId: clip.jmId, licenceNumber: number, file: 'master', via: 'clip' },
    ]);
    const history = await getJson<{ data: Array<Record<string, unknown>>; total: number }>(
      server,
      `${historyEndpoints.downloads.path}?username=${encodeURIComponent(buyer.email)}`,
      buyer,
    );
    expect(history.total).toBe(2);
    expect(history.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ jmId: clip.jmId, times: 1, comp: true }),
        expect.objectContaining({ jmId: clip.jmId, times: 1 }),
      ]),
    );
    expect(history.data.filter((entry) => entry.comp === true)).toHaveLength(1);
  });

  it('leaves comps out of the usage declaration: its months, its rows and its reminders', async () => {
    const compsOnly = await registerAndLogin(server.url);
    expect((await getComp(server, clips[7]!.jmId, compsOnly)).status).toBe(200);
    const months = await getJson<{ years: unknown[] }>(server, usageMonthsEndpoint.path, compsOnly);
    expect(months).toEqual({ years: [] });

    // A buyer with a licensed download and a comp in one month: the month lists the licensed clip alone.
    const both = await registerAndLogin(server.url);
    const licensed = clips[8]!;
    const order = await insertOrder(server.db, both.userUuid);
    await insertLicence(server.db, both.userUuid, order, { jmId: licensed.jmId, tier: 'basicPro' });
    const master = await fetch(server.url + `/api/user/licensing/videos/${licensed.jmId}/download`, {
      headers: bearer(both.token),
    });
    await master.arrayBuffer();
    expect((await getComp(server, clips[7]!.jmId, both)).status).toBe(200);
    const now = new Date();
    const month = await getJson<{ downloads: Array<{ videoId: string }> }>(
      server,
      fillPath(usageMonthEndpoint.path, { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 }),
      both,
    );
    expect(month.downloads.map((d) => d.videoId)).toEqual([licensed.jmId]);

    // The month-end reminder is claimed for the licensed download's user, never for the comps-only one.
    const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    await claimReminders(
      server.db,
      { since, cutoff: new Date(now.getTime() + 60_000) },
      { kind: 'comps-test-reminder', at: now },
    );
    const claimed = await server.db
      .selectFrom('usageReminders')
      .select('userId')
      .where('userId', 'in', [compsOnly.userUuid, both.userUuid])
      .execute();
    expect(claimed.map((row) => row.userId)).toEqual([both.userUuid]);
  });

  it('answers a visitor 401 and makes nothing', async () => {
    const before = runs.count('started');
    const res = await getComp(server, clips[9]!.jmId, null);
    expect(res.status).toBe(401);
    expect(runs.count('started')).toBe(before);
  });

  it('refuses a link opened from another site with 403, making and recording nothing', async () => {
    const buyer = await registerAndLogin(server.url);
    const before = runs.count('started');
    for (const site of ['cross-site', 'same-site']) {
      // The session cookie goes along with a top-level navigation (SameSite=Lax).
      const res = await getComp(server, clips[9]!.jmId, null, {
        cookie: buyer.cookie,
        'sec-fetch-site': site,
      });
      expect(res.status, site).toBe(403);
    }
    expect(runs.count('started')).toBe(before);
    expect(await recorded(server, buyer)).toEqual([]);
    // Opened from this site's own page: made and recorded.
    const own = await getComp(server, clips[9]!.jmId, null, {
      cookie: buyer.cookie,
      'sec-fetch-site': 'same-origin',
    });
    expect(own.status).toBe(200);
    expect(await recorded(server, buyer)).toHaveLength(1);
  });

  it('answers 404 with a message for a clip never in the library, and for one removed after its comp was made', async () => {
    const buyer = await registerAndLogin(server.url);
    const unknown = await getComp(server, '999999999', buyer);
    expect(unknown.status).toBe(404);
    expect(messageOf(unknown.bytes)).toBe('No video has the id 999999999.');

    // A clip of its own, whose comp is made and kept, then removed from the library.
    const removed = '8800001';
    await insertClips(server.db, [
      {
        ...CLIP_REQUIRED_FIELDS,
        jmId: removed,
        title: 'A clip about to be removed',
        previewUrl: `/media/previews/clip-${clips[10]!.footage}.mp4#t=0,4`,
      },
    ]);
    expect((await getComp(server, removed, buyer)).status).toBe(200);
    await server.db.deleteFrom('clipDownloads').where('jmId', '=', removed).execute();
    await server.db.deleteFrom('clips').where('jmId', '=', removed).execute();
    const gone = await getComp(server, removed, buyer);
    expect(gone.status).toBe(404);
    expect(messageOf(gone.bytes)).toBe(`No video has the id ${removed}.`);
  });

  it('answers 404 naming the JV# for a clip whose footage is not in the library, and 400 for a malformed id', async () => {
    const buyer = await registerAndLogin(server.url);
    const clip = clips[11]!;
    await server.db
      .updateTable('clips')
      .set({ previewUrl: '/media/previews/clip-99.mp4#t=0,5', imgUrl: null })
      .where('jmId', '=', clip.jmId)
      .execute();
    const missing = await getComp(server, clip.jmId, buyer);
    expect(missing.status).toBe(404);
    expect(messageOf(missing.bytes)).toBe(`The footage of ${formatJvId(clip.jmId)} is not in the library.`);
    const malformed = await fetch(`${server.url}/api/user/licensing/videos/..%2Fmasters/comp`, {
      headers: bearer(buyer.token),
    });
    expect(malformed.status).toBe(400);
    expect(await recorded(server, buyer)).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------------
// The limits, with a stand-in ffmpeg that holds each comp's run until its gate opens

describe('the limits on making comps', () => {
  let server: TestServer;
  let dir: string;
  const runs = eventLog();
  let clipIds: string[];
  const gate = () => path.join(dir, 'open');
  const openGate = () => writeFileSync(gate(), '');
  const closeGate = () => rmSync(gate(), { force: true });

  beforeAll(async () => {
    const real = await locateFfmpeg();
    if (!real) throw new Error('These tests run the npm package’s ffmpeg, and it is not installed');
    dir = mkdtempSync(path.join(tmpdir(), 'clipmarket-comp-limits-'));
    const standIn = path.join(dir, 'ffmpeg');
    // A comp's run (it writes comp.mp4) waits for the gate; a comp whose title names "JV#fail" fails; any
    // other run (the server's check that ffmpeg works) is the real ffmpeg's.
    writeFileSync(
      standIn,
      [
        '#!/bin/sh',
        'case "$*" in',
        '  *"JV#fail"*) echo "stand-in: this clip fails" >&2; exit 1 ;;',
        `  *comp.mp4*) while [ ! -e '${gate()}' ]; do sleep 0.02; done ;;`,
        'esac',
        `exec '${real}' "$@"`,
        '',
      ].join('\n'),
      { mode: 0o755 },
    );
    server = await startTestServer({
      seedClips: 12,
      app: {
        comps: { ffmpeg: standIn, concurrency: 1, queueMax: 1, perUser: 1, onEvent: runs.onEvent },
        limits: { requestDeadlineMs: LOADED_DEADLINE_MS },
      },
    });
    const rows = await server.db.selectFrom('clips').select('jmId').orderBy('jmId').execute();
    clipIds = rows.map((row) => row.jmId);
    // A clip whose comp's run fails (the stand-in fails any run whose title names JV#fail).
    await insertClips(server.db, [
      {
        ...CLIP_REQUIRED_FIELDS,
        jmId: 'fail',
        title: 'A clip whose comp cannot be made',
        previewUrl: '/media/previews/clip-01.mp4#t=0,3',
      },
    ]);
  });

  afterAll(async () => {
    await server?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('gives one buyer one comp in the making at a time (429), while others still get theirs', async () => {
    closeGate();
    const [buyer, other] = [await registerAndLogin(server.url), await registerAndLogin(server.url)];
    const started = runs.count('started');
    const queued = runs.count('queued');
    const first = getComp(server, clipIds[1]!, buyer);
    await runs.reached('started', started + 1);

    const second = await getComp(server, clipIds[2]!, buyer);
    expect(second.status).toBe(429);
    expect(messageOf(second.bytes)).toBe(FULFILMENT_MESSAGES.compPending);

    const others = getComp(server, clipIds[2]!, other);
    await runs.reached('queued', queued + 1);
    openGate();
    expect((await first).status).toBe(200);
    expect((await others).status).toBe(200);
    // Once the first is made, the buyer's next comp is made too (here: already kept).
    expect((await getComp(server, clipIds[2]!, buyer)).status).toBe(200);
    expect(await recorded(server, buyer)).toEqual([
      { jmId: clipIds[1], licenceNumber: null, file: 'comp', via: 'clip' },
      { jmId: clipIds[2], licenceNumber: null, file: 'comp', via: 'clip' },
    ]);
  });

  it('answers 503 with Retry-After when every ffmpeg run is taken and the queue is full', async () => {
    closeGate();
    const buyers = await Promise.all([1, 2, 3].map(() => registerAndLogin(server.url)));
    const started = runs.count('started');
    const queued = runs.count('queued');
    const running = getComp(server, clipIds[3]!, buyers[0]!);
    await runs.reached('started', started + 1);
    const waiting = getComp(server, clipIds[4]!, buyers[1]!);
    await runs.reached('queued', queued + 1);

    const refused = await getComp(server, clipIds[5]!, buyers[2]!);
    expect(refused.status).toBe(503);
    expect(messageOf(refused.bytes)).toBe(FULFILMENT_MESSAGES.compBusy);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await recorded(server, buyers[2]!)).toEqual([]);

    openGate();
    expect((await running).status).toBe(200);
    expect((await waiting).status).toBe(200);
    // Asked again once there is room, it is made.
    expect((await getComp(server, clipIds[5]!, buyers[2]!)).status).toBe(200);
  });

  it('answers 503 with a message when a run fails, keeps and records nothing, and tries again next time', async () => {
    openGate();
    const buyer = await registerAndLogin(server.url);
    const started = runs.count('started');
    const failed = await getComp(server, 'fail', buyer);
    expect(failed.status).toBe(503);
    expect(messageOf(failed.bytes)).toBe(FULFILMENT_MESSAGES.compFailed);
    expect(await recorded(server, buyer)).toEqual([]);
    const again = await getComp(server, 'fail', buyer);
    expect(again.status).toBe(503);
    expect(runs.count('started')).toBe(started + 2);
    // The failure freed the buyer's turn: another comp of theirs is made.
    expect((await getComp(server, clipIds[6]!, buyer)).status).toBe(200);
  });
});

// ---------------------------------------------------------------------------------------------------------
// A server with no working ffmpeg

describe('a server without ffmpeg', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      seedClips: 3,
      app: { comps: { ffmpeg: path.join(tmpdir(), 'no-such-ffmpeg', 'ffmpeg') } },
    });
  });

  afterAll(async () => {
    await server?.close();
  });

  it('says it makes no comps, and answers a comp 503 with a message, recording nothing', async () => {
    expect(existsSync(path.join(tmpdir(), 'no-such-ffmpeg'))).toBe(false);
    expect(await getJson(server, compsEndpoint.path, null)).toEqual({ available: false });
    const buyer = await registerAndLogin(server.url);
    const [clip] = await server.db.selectFrom('clips').select('jmId').limit(1).execute();
    const res = await getComp(server, clip!.jmId, buyer);
    expect(res.status).toBe(503);
    expect(messageOf(res.bytes)).toBe(FULFILMENT_MESSAGES.compUnavailable);
    expect(await recorded(server, buyer)).toEqual([]);
  });
});
