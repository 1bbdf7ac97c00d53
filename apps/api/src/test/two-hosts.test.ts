import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  clipDownloadEndpoint,
  commerceEndpoints as e,
  fillPath,
  playlistDownloadEndpoint,
  playlistDownloadFileEndpoint,
  playlistEndpoints,
  searchEndpoint,
  type PlaylistDownloadEntry,
} from '@clipmarket/core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createS3Store } from '../media/s3-store';
import { LIBRARY_DIR } from '../paths';
import { call, type CallOptions } from '../playlists/test-helpers';
import { TEST_CARDS } from '../storefront';
import { formKeyOf, postForm } from '../storefront/sandbox/test-helpers';
import { registerAndLogin, type TestUser } from './auth-helpers';
import { createEmptyDatabase, S3RVER_KEY, startS3Server, type S3Server } from './s3-server';
import { startServerProcess, type ServerProcess } from './server-process';

/**
 * Issue 35 item 7 (docs/operations.md, Scale): two hosts, simulated by two server processes of their own (not
 * a cluster: nothing shared but what two machines share), on one PostgreSQL database and one S3-compatible
 * store (s3rver on loopback). Started at once on an empty database, they prepare it once. A buyer's requests
 * go to either, as a load balancer with no sticky sessions sends them: the session, the cart, the checkout,
 * the licence, the download and the playlist zip hold whichever host answers; each job is run once; a catalogue
 * write is seen by both hosts' search caches at once; and each host's /metrics counts what it served.
 */
vi.setConfig({ testTimeout: 120_000, hookTimeout: 600_000 });

const SEED_CLIPS = 12;

describe.runIf(process.env.TEST_DATABASE_URL)('two hosts on one PostgreSQL database and one bucket', () => {
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `test_two_hosts_${randomBytes(6).toString('hex')}`;
  let s3: S3Server;
  let empty: Awaited<ReturnType<typeof createEmptyDatabase>>;
  let hosts: ServerProcess[] = [];
  let a: ServerProcess;
  let database: pg.Client;

  beforeAll(async () => {
    s3 = await startS3Server();
    // The library as an operator uploads it (`aws s3 sync apps/api/media s3://clips/library/`).
    const library = createS3Store({ client: s3.client, bucket: 'clips', prefix: 'library/' });
    for (const folder of readdirSync(LIBRARY_DIR))
      for (const file of readdirSync(path.join(LIBRARY_DIR, folder)))
        await library.write(
          `${folder}/${file}`,
          Readable.from([readFileSync(path.join(LIBRARY_DIR, folder, file))]),
          file.endsWith('.mp4') ? 'video/mp4' : 'image/jpeg',
        );

    empty = await createEmptyDatabase(serverUrl, name);
    const env = {
      DATABASE_URL: empty.url,
      SEED_CLIPS: String(SEED_CLIPS),
      MEDIA_S3_BUCKET: 'clips',
      MEDIA_S3_ENDPOINT: s3.endpoint,
      MEDIA_S3_ACCESS_KEY_ID: S3RVER_KEY,
      MEDIA_S3_SECRET_ACCESS_KEY: S3RVER_KEY,
      MEDIA_S3_FORCE_PATH_STYLE: 'true',
      MEDIA_S3_REGION: 'us-east-1',
      LOG_LEVEL: 'info',
    };
    // At once, on an empty database: both migrate and seed unless they take turns.
    hosts = await Promise.all([
      startServerProcess({ env, startTimeoutMs: 300_000 }),
      startServerProcess({ env, startTimeoutMs: 300_000 }),
    ]);
    a = hosts[0]!;
    database = new pg.Client({ connectionString: empty.url });
    await database.connect();
  });

  afterAll(async () => {
    await Promise.all(hosts.filter((h) => h.child.exitCode === null).map((h) => h.kill('SIGTERM')));
    await database?.end();
    await s3?.close();
    await empty?.drop();
  });

  const count = async (query: string, values: unknown[] = []) =>
    Number((await database.query<{ n: string }>(`SELECT count(*) AS n FROM ${query}`, values)).rows[0]!.n);

  it('prepares the database once when both start at once: the library and the demo accounts seeded once', async () => {
    expect(await count('clips')).toBe(SEED_CLIPS);
    const seeded = hosts.map((h) => (h.output().match(/seeded \d+ demo clips/g) ?? []).length);
    expect(seeded.sort()).toEqual([0, 1]);
    expect(await count('users WHERE email = $1', ['buyer@example.com'])).toBe(1);
  });

  it('serves a buyer whose every request may go to either host: licence, download and zip', async () => {
    // Registered through A; every later request alternates between the hosts.
    const buyer: TestUser = await registerAndLogin(a.url).catch((error: Error) => {
      throw new Error(`${error.message}\n${a.output().slice(-3000)}`);
    });
    let turn = 0;
    const next = () => hosts[turn++ % 2]!.url;
    const as = (options: CallOptions = {}): CallOptions => ({ ...options, token: buyer.token });
    const [jmId] = (
      await database.query<{ jm_id: string }>('SELECT jm_id FROM clips ORDER BY jm_id LIMIT 1')
    ).rows.map((row) => row.jm_id);

    const cart = await call(next(), e.addVideo, as({ params: { jmId: jmId! }, body: { tier: 'basicPro' } }));
    expect(cart.status, JSON.stringify(cart.json)).toBe(200);
    const checkoutHost = next();
    const checkout = await call(checkoutHost, e.checkout, as({ body: {} }));
    expect(checkout.status, JSON.stringify(checkout.json)).toBe(200);
    const { checkoutId, checkoutUrl } = checkout.json as { checkoutId: string; checkoutUrl: string };
    const page = await fetch(checkoutUrl);
    expect(page.status).toBe(200);
    const paid = await postForm(checkoutUrl, {
      card_number: TEST_CARDS.paid,
      form_key: formKeyOf(await page.text()),
    });
    expect(paid.status).toBe(303);
    // The signed webhook is sent by whichever host claims its job, once.
    await vi.waitFor(
      async () => {
        const status = await call(next(), e.checkoutStatus, as({ query: { checkoutId } }));
        expect(status.json).toMatchObject({ purchased: true });
      },
      { timeout: 30_000, interval: 200 },
    );
    // One licence, granted once, though both hosts run the webhook's job runner.
    expect(await count('licences WHERE jm_id = $1 AND user_id = $2', [jmId, buyer.userUuid])).toBe(1);

    // The master, from the bucket, after the licence check of the host that answers.
    const download = await fetch(next() + fillPath(clipDownloadEndpoint.path, { jmId: jmId! }), {
      headers: { authorization: `Bearer ${buyer.token}` },
      redirect: 'manual',
    });
    expect(download.status).toBe(302);
    const master = await fetch(download.headers.get('location')!);
    expect(master.status).toBe(200);
    expect((await master.arrayBuffer()).byteLength).toBeGreaterThan(0);

    // A playlist zip: asked of one host, built once by whichever claims it, handed out by the other.
    const created = await call(next(), playlistEndpoints.create, as({ body: { name: 'Both hosts' } }));
    const { uuid } = created.json as { uuid: string };
    expect(
      (await call(next(), playlistEndpoints.addVideo, as({ params: { uuid, jmId: jmId! } }))).status,
    ).toBe(200);
    await vi.waitFor(
      async () => {
        const entry = (await call(next(), playlistDownloadEndpoint, as({ params: { uuid } })))
          .json as PlaylistDownloadEntry;
        if (entry.status !== 'COMPLETED') throw new Error(`still ${entry.status}`);
      },
      { timeout: 60_000, interval: 200 },
    );
    expect(await count('playlist_downloads WHERE playlist_uuid = $1', [uuid])).toBe(1);
    const zip = await fetch(next() + fillPath(playlistDownloadFileEndpoint.path, { uuid }), {
      headers: { authorization: `Bearer ${buyer.token}` },
      redirect: 'manual',
    });
    expect(zip.status).toBe(302);
    const bytes = Buffer.from(await (await fetch(zip.headers.get('location')!)).arrayBuffer());
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    expect(hosts.map((h) => h.output()).join('\n')).not.toMatch(/"level":50/);
  });

  it("sees a catalogue write on both hosts' search caches at once", async () => {
    const search = async (host: ServerProcess) => {
      const res = await fetch(host.url + searchEndpoint.path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ q: 'quokkazebra' }),
      });
      return {
        cache: res.headers.get('x-search-cache'),
        total: ((await res.json()) as { pagination: { totalResults: number } }).pagination.totalResults,
      };
    };
    for (const host of hosts) await search(host);
    expect(await Promise.all(hosts.map(search))).toEqual([
      { cache: 'hit', total: 0 },
      { cache: 'hit', total: 0 },
    ]);
    // A write by neither host (an editor's import), committed before the next searches begin.
    await database.query(
      "UPDATE clips SET publishing_title = coalesce(nullif(publishing_title, ''), title) || ' Quokkazebra' WHERE jm_id = (SELECT min(jm_id) FROM clips)",
    );
    expect(await Promise.all(hosts.map(search))).toEqual([
      { cache: 'miss', total: 1 },
      { cache: 'miss', total: 1 },
    ]);
  });

  it("counts on each host's /metrics the requests that host served", async () => {
    for (const host of hosts) {
      const text = await (await fetch(`${host.url}/metrics`)).text();
      const served = text
        .split('\n')
        .filter((line) => line.startsWith('http_requests_total{'))
        .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
      expect(served).toBeGreaterThan(5);
      expect(text).toMatch(/http_requests_total\{[^}]*route="\/api\/search"/);
      expect(text).not.toContain('S3RVER');
    }
  });
});
