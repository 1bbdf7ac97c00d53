import { randomBytes } from 'node:crypto';
import {
  declareUsageEndpoint,
  FULFILMENT_MESSAGES,
  MESSAGES,
  saveUsageEndpoint,
  usageCsvEndpoint,
  usageMonthEndpoint,
  usageMonthResponseSchema,
  usageMonthsEndpoint,
} from '@clipmarket/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIMIT_ENV } from '../auth/config';
import { call, clipIds, type CallOptions } from '../playlists/test-helpers';
import { bearer, registerAndLogin, type TestUser } from '../test/auth-helpers';
import { startTestServer, type TestServer } from '../test/harness';
import { USAGE_CSV_HEADER } from './csv';
import { USAGE_NOT_DECLARED, USAGE_NO_SUCH_USER } from './service';
import { insertDownload } from './test-helpers';
import { makeStaff } from '../auth/test-helpers';

// Real HTTP on a real database: generous limits for loaded CI machines.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 600_000 });

/** The server's clock: mid-March 2026 (UTC), so February is over and March is not. */
const NOW = new Date('2026-03-15T12:00:00Z');

let server: TestServer;
let ids: string[];
const api = (endpoint: Parameters<typeof call>[1], options?: CallOptions) =>
  call(server.url, endpoint, options);

/** A fresh buyer with downloads: `at` per clip index (ISO times). */
async function buyerWith(downloads: Array<[number, string]>): Promise<TestUser> {
  const buyer = await registerAndLogin(server.url);
  for (const [index, at] of downloads) await insertDownload(server.db, buyer.userUuid, ids[index]!, at);
  return buyer;
}

/** A staff account: a verified company address, a grant and two-step sign-in (ADR 56). */
async function staffUser(): Promise<TestUser> {
  const user = await registerAndLogin(server.url, {
    email: `desk-${randomBytes(4).toString('hex')}@clipmarket.com`,
  });
  // A verified company address, an administrator's grant and a sign-in with the second factor (ADR 56).
  return makeStaff(server.url, server.db, user);
}

const FEB = { year: 2026, month: 2 };
const MAR = { year: 2026, month: 3 };

const savedEnv: Record<string, string | undefined> = {};

beforeAll(async () => {
  // Each test registers its own buyers: more than the default registration limit of one address.
  for (const [name] of Object.values(LIMIT_ENV)) {
    savedEnv[name] = process.env[name];
    process.env[name] = '100000/3600';
  }
  server = await startTestServer({
    seedClips: 20,
    app: { usage: { now: () => NOW, reminder: { enabled: false } } },
  });
  ids = await clipIds(server.db);
});

afterAll(async () => {
  await server?.close();
  for (const [name, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

describe('GET /api/user/licensing/download/months', () => {
  it('lists the years and months with downloads, newest first, by the UTC calendar', async () => {
    const buyer = await buyerWith([
      [0, '2025-11-03T10:00:00Z'],
      [1, '2026-02-01T00:00:00Z'],
      [2, '2026-01-31T23:59:59Z'],
      [3, '2026-02-20T09:00:00Z'],
      [4, '2025-03-09T08:00:00Z'],
    ]);
    const res = await api(usageMonthsEndpoint, { token: buyer.token });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      years: [
        { year: 2026, months: [2, 1] },
        { year: 2025, months: [11, 3] },
      ],
    });
  });

  it('answers no months to a user who downloaded nothing, and 401 to a visitor', async () => {
    const buyer = await registerAndLogin(server.url);
    expect((await api(usageMonthsEndpoint, { token: buyer.token })).json).toEqual({ years: [] });
    expect((await api(usageMonthsEndpoint)).status).toBe(401);
  });
});

describe('GET /api/user/licensing/download/{year}/{month}', () => {
  it('lists each clip of the month once, with its first download of the month, title and dates', async () => {
    const buyer = await buyerWith([
      [0, '2026-02-10T12:00:00Z'],
      [0, '2026-02-03T08:30:00Z'],
      [0, '2026-03-01T00:00:00Z'],
      [1, '2026-02-28T23:59:59Z'],
      [2, '2026-01-31T23:59:59Z'],
    ]);
    const res = await api(usageMonthEndpoint, { token: buyer.token, params: FEB });
    expect(res.status).toBe(200);
    const month = usageMonthResponseSchema.parse(res.json);
    expect(month).toMatchObject({ year: 2026, month: 2, notes: null, declareDate: null, isOver: true });
    expect(month.downloads.map((row) => [row.videoId, row.downloadedAt, row.used])).toEqual([
      [ids[0], '2026-02-03T08:30:00.000Z', false],
      [ids[1], '2026-02-28T23:59:59.000Z', false],
    ]);
    const clip = await server.db
      .selectFrom('clips')
      .select(['title', 'publishingTitle', 'originalPublishingDate', 'signedDate'])
      .where('jmId', '=', ids[0]!)
      .executeTakeFirstOrThrow();
    expect(month.downloads[0]!.video).toEqual({
      jmId: ids[0],
      title: clip.publishingTitle ?? clip.title,
      originalPublishingDate: clip.originalPublishingDate,
      signedDate: clip.signedDate,
    });
  });

  it('says whether the month is over: the current month is not', async () => {
    const buyer = await buyerWith([[0, '2026-03-02T00:00:00Z']]);
    const res = await api(usageMonthEndpoint, { token: buyer.token, params: MAR });
    expect(res.json.isOver).toBe(false);
  });

  it("answers 404 with the server's text for a month without downloads", async () => {
    const buyer = await buyerWith([[0, '2026-02-03T08:30:00Z']]);
    for (const params of [{ year: 2026, month: 1 }, { year: 9999, month: 12 }, MAR]) {
      const res = await api(usageMonthEndpoint, { token: buyer.token, params });
      expect(res.status, JSON.stringify(params)).toBe(404);
      expect(res.json.message).toBe(FULFILMENT_MESSAGES.monthMissing);
    }
  });

  it.each([
    ['a year before 2000', { year: 1999, month: 12 }],
    ['a year past 9999', { year: 10000, month: 1 }],
    ['month 0', { year: 2026, month: 0 }],
    ['month 13', { year: 2026, month: 13 }],
    ['a month that is not a number', { year: 2026, month: 'feb' }],
    ['a fractional month', { year: 2026, month: '2.5' }],
  ])('answers 400 to %s', async (_, params) => {
    const buyer = await registerAndLogin(server.url);
    for (const endpoint of [usageMonthEndpoint, usageCsvEndpoint]) {
      expect((await api(endpoint, { token: buyer.token, params })).status).toBe(400);
    }
    const save = await api(saveUsageEndpoint, { token: buyer.token, params, body: { videoIds: [] } });
    expect(save.status).toBe(400);
    const declare = await api(declareUsageEndpoint, { token: buyer.token, params, body: { notes: '' } });
    expect(declare.status).toBe(400);
  });
});

describe('POST /api/user/licensing/download/{year}/{month}/usage', () => {
  it('marks the clips used and the others unused, each save replacing the last', async () => {
    const buyer = await buyerWith([
      [0, '2026-02-03T08:30:00Z'],
      [1, '2026-02-04T08:30:00Z'],
      [2, '2026-02-05T08:30:00Z'],
    ]);
    const first = await api(saveUsageEndpoint, {
      token: buyer.token,
      params: FEB,
      body: { videoIds: [ids[0], ids[2], ids[0]] },
    });
    expect(first.status).toBe(200);
    expect(first.json.downloads.map((row: { used: boolean }) => row.used)).toEqual([true, false, true]);

    await api(saveUsageEndpoint, { token: buyer.token, params: FEB, body: { videoIds: [ids[1]] } });
    const read = await api(usageMonthEndpoint, { token: buyer.token, params: FEB });
    expect(read.json.downloads.map((row: { used: boolean }) => row.used)).toEqual([false, true, false]);
  });

  it('saves during the month too (only the declaration waits for its end)', async () => {
    const buyer = await buyerWith([[0, '2026-03-02T00:00:00Z']]);
    const res = await api(saveUsageEndpoint, {
      token: buyer.token,
      params: MAR,
      body: { videoIds: [ids[0]] },
    });
    expect(res.status).toBe(200);
    expect(res.json.downloads[0].used).toBe(true);
  });

  it('answers 400 naming a clip not downloaded that month, and saves nothing', async () => {
    const buyer = await buyerWith([
      [0, '2026-02-03T08:30:00Z'],
      [1, '2026-01-20T08:30:00Z'],
    ]);
    const res = await api(saveUsageEndpoint, {
      token: buyer.token,
      params: FEB,
      body: { videoIds: [ids[0], ids[1]] },
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(`Not downloaded in February 2026: JV#${ids[1]}.`);
    const read = await api(usageMonthEndpoint, { token: buyer.token, params: FEB });
    expect(read.json.downloads[0].used).toBe(false);
  });

  it('answers 404 for a month without downloads', async () => {
    const buyer = await buyerWith([[0, '2026-02-03T08:30:00Z']]);
    const res = await api(saveUsageEndpoint, {
      token: buyer.token,
      params: { year: 2026, month: 1 },
      body: { videoIds: [] },
    });
    expect(res.status).toBe(404);
    expect(res.json.message).toBe(FULFILMENT_MESSAGES.monthMissing);
  });
});

describe('PUT /api/user/licensing/download/{year}/{month}/declare', () => {
  it('declares a month that is over, with its notes trimmed, and keeps the used flags', async () => {
    const buyer = await buyerWith([
      [0, '2026-02-03T08:30:00Z'],
      [1, '2026-02-04T08:30:00Z'],
    ]);
    await api(saveUsageEndpoint, { token: buyer.token, params: FEB, body: { videoIds: [ids[1]] } });
    const res = await api(declareUsageEndpoint, {
      token: buyer.token,
      params: FEB,
      body: { notes: '  Used in the February newsletter. ' },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      notes: 'Used in the February newsletter.',
      declareDate: NOW.toISOString(),
      isOver: true,
    });
    expect(res.json.downloads.map((row: { used: boolean }) => row.used)).toEqual([false, true]);
    const read = await api(usageMonthEndpoint, { token: buyer.token, params: FEB });
    expect(read.json).toEqual(res.json);
  });

  it("answers 405 with the server's text for a month that is not over, and declares nothing", async () => {
    const buyer = await buyerWith([[0, '2026-03-02T00:00:00Z']]);
    const res = await api(declareUsageEndpoint, {
      token: buyer.token,
      params: MAR,
      body: { notes: 'Early' },
    });
    expect(res.status).toBe(405);
    expect(res.json.message).toBe(FULFILMENT_MESSAGES.monthNotOver);
    const read = await api(usageMonthEndpoint, { token: buyer.token, params: MAR });
    expect(read.json).toMatchObject({ declareDate: null, notes: null });
  });

  it("answers 409 with the server's text to a second declaration and to a save after it", async () => {
    const buyer = await buyerWith([[0, '2026-02-03T08:30:00Z']]);
    const first = await api(declareUsageEndpoint, {
      token: buyer.token,
      params: FEB,
      body: { notes: 'First' },
    });
    expect(first.status).toBe(200);

    const again = await api(declareUsageEndpoint, {
      token: buyer.token,
      params: FEB,
      body: { notes: 'Second' },
    });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(FULFILMENT_MESSAGES.monthDeclared);
    const save = await api(saveUsageEndpoint, {
      token: buyer.token,
      params: FEB,
      body: { videoIds: [ids[0]] },
    });
    expect(save.status).toBe(409);
    expect(save.json.message).toBe(FULFILMENT_MESSAGES.monthDeclared);

    const read = await api(usageMonthEndpoint, { token: buyer.token, params: FEB });
    expect(read.json).toMatchObject({ notes: 'First', downloads: [{ used: false }] });
  });

  it('lets one of two declarations at the same moment through, the other getting 409', async () => {
    const buyer = await buyerWith([[0, '2026-02-03T08:30:00Z']]);
    const answers = await Promise.all(
      ['One', 'Two', 'Three'].map((notes) =>
        api(declareUsageEndpoint, { token: buyer.token, params: FEB, body: { notes } }),
      ),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409, 409]);
    const winner = answers.find((res) => res.status === 200)!;
    const read = await api(usageMonthEndpoint, { token: buyer.token, params: FEB });
    expect(read.json.notes).toBe(winner.json.notes);
  });

  it('answers 400 to notes past the limit', async () => {
    const buyer = await buyerWith([[0, '2026-02-03T08:30:00Z']]);
    const res = await api(declareUsageEndpoint, {
      token: buyer.token,
      params: FEB,
      body: { notes: 'x'.repeat(2001) },
    });
    expect(res.status).toBe(400);
  });
});

describe('GET /api/user/licensing/download/{year}/{month}/usage.csv', () => {
  const csvOf = async (token: string, params: object, query?: CallOptions['query']) => {
    const search = query ? `?${new URLSearchParams(query as Record<string, string>)}` : '';
    const { year, month } = params as { year: number; month: number };
    const res = await fetch(`${server.url}/api/user/licensing/download/${year}/${month}/usage.csv${search}`, {
      headers: bearer(token),
    });
    return { status: res.status, headers: res.headers, text: await res.text() };
  };

  it('answers 409 before the month is declared', async () => {
    const buyer = await buyerWith([[0, '2026-02-03T08:30:00Z']]);
    const res = await csvOf(buyer.token, FEB);
    expect(res.status).toBe(409);
    expect(JSON.parse(res.text).message).toBe(USAGE_NOT_DECLARED);
  });

  it('sends a declared month: each clip, its title, first download, whether used, and the notes', async () => {
    await server.db
      .updateTable('clips')
      .set({ publishingTitle: '=HYPERLINK("x")' })
      .where('jmId', '=', ids[5]!)
      .execute();
    const buyer = await buyerWith([
      [5, '2026-02-03T08:30:00Z'],
      [6, '2026-02-04T09:15:30Z'],
    ]);
    await api(saveUsageEndpoint, { token: buyer.token, params: FEB, body: { videoIds: [ids[6]] } });
    await api(declareUsageEndpoint, {
      token: buyer.token,
      params: FEB,
      body: { notes: 'Newsletter, "Feb" issue' },
    });
    const title6 = (await api(usageMonthEndpoint, { token: buyer.token, params: FEB })).json.downloads[1]
      .video.title as string | null;

    const res = await csvOf(buyer.token, FEB);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="Clipmarket-usage-2026-02.csv"',
    );
    const quoted = (cells: readonly string[]) =>
      cells.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(',');
    // fetch's text() drops the byte-order mark the file starts with.
    expect(res.text.split('\r\n')).toEqual([
      quoted(USAGE_CSV_HEADER),
      quoted([`JV#${ids[5]}`, `'=HYPERLINK("x")`, '2026-02-03T08:30:00Z', 'No', 'Newsletter, "Feb" issue']),
      quoted([
        `JV#${ids[6]}`,
        title6 ?? MESSAGES.noTitle,
        '2026-02-04T09:15:30Z',
        'Yes',
        'Newsletter, "Feb" issue',
      ]),
      '',
    ]);
  });
});

describe("another user's months", () => {
  it('answer 404 everywhere and never show in their months; forUser from a non-staff user is 404', async () => {
    const alice = await buyerWith([[0, '2026-02-03T08:30:00Z']]);
    await api(declareUsageEndpoint, {
      token: alice.token,
      params: FEB,
      body: { notes: 'Alice private notes' },
    });
    const bob = await registerAndLogin(server.url);

    const answers = [
      await api(usageMonthEndpoint, { token: bob.token, params: FEB }),
      await api(saveUsageEndpoint, { token: bob.token, params: FEB, body: { videoIds: [ids[0]] } }),
      await api(declareUsageEndpoint, { token: bob.token, params: FEB, body: { notes: 'x' } }),
      await api(usageCsvEndpoint, { token: bob.token, params: FEB }),
      await api(usageMonthsEndpoint, { token: bob.token, query: { forUser: alice.email } }),
      await api(usageMonthEndpoint, { token: bob.token, params: FEB, query: { forUser: alice.email } }),
      await api(usageCsvEndpoint, { token: bob.token, params: FEB, query: { forUser: alice.email } }),
      // Even naming themselves: forUser is for staff.
      await api(usageMonthsEndpoint, { token: bob.token, query: { forUser: bob.email } }),
    ];
    for (const res of answers) {
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.json)).not.toContain('Alice private notes');
      expect(JSON.stringify(res.json)).not.toContain(alice.email);
    }
    expect((await api(usageMonthsEndpoint, { token: bob.token })).json).toEqual({ years: [] });
    const unchanged = await api(usageMonthEndpoint, { token: alice.token, params: FEB });
    expect(unchanged.json).toMatchObject({ notes: 'Alice private notes', downloads: [{ used: false }] });
  });
});

describe('staff with forUser', () => {
  it("read another user's months, month and CSV by their e-mail, in any case", async () => {
    const staff = await staffUser();
    const alice = await buyerWith([
      [0, '2026-02-03T08:30:00Z'],
      [1, '2025-12-24T08:30:00Z'],
    ]);
    await api(declareUsageEndpoint, { token: alice.token, params: FEB, body: { notes: 'For the desk' } });
    const forUser = ` ${alice.email.toUpperCase()} `;

    const months = await api(usageMonthsEndpoint, { token: staff.token, query: { forUser } });
    expect(months.json).toEqual({
      years: [
        { year: 2026, months: [2] },
        { year: 2025, months: [12] },
      ],
    });
    const month = await api(usageMonthEndpoint, { token: staff.token, params: FEB, query: { forUser } });
    expect(month.json).toMatchObject({ notes: 'For the desk', downloads: [{ videoId: ids[0] }] });
    const csv = await fetch(
      `${server.url}/api/user/licensing/download/2026/2/usage.csv?forUser=${encodeURIComponent(forUser)}`,
      { headers: bearer(staff.token) },
    );
    expect(csv.status).toBe(200);
    expect(await csv.text()).toContain('For the desk');
    // Their own months without forUser.
    expect((await api(usageMonthsEndpoint, { token: staff.token })).json).toEqual({ years: [] });
  });

  it('get 404 for an e-mail of no account', async () => {
    const staff = await staffUser();
    const res = await api(usageMonthsEndpoint, {
      token: staff.token,
      query: { forUser: 'nobody@example.com' },
    });
    expect(res.status).toBe(404);
    expect(res.json.message).toBe(USAGE_NO_SUCH_USER);
  });
});
