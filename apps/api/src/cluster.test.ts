import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { searchEndpoint } from '@clipmarket/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyDatabase } from './test/s3-server';
import { REPO_ROOT, serverArgs, startServerProcess, type ServerProcess } from './test/server-process';

/** WEB_CONCURRENCY: several server processes on one port (cluster.ts, ADR 41). */

describe('several server processes on the embedded database', () => {
  it('are refused at start, saying what to set, before anything starts', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'clipmarket-cluster-'));
    try {
      const run = spawnSync(process.execPath, serverArgs(), {
        cwd: REPO_ROOT,
        env: { ...process.env, WEB_CONCURRENCY: '2', DATABASE_URL: '', DATA_DIR: dataDir, PORT: '0' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('WEB_CONCURRENCY: 2 server processes need a PostgreSQL server');
      expect(run.stderr).toContain('Set DATABASE_URL, or WEB_CONCURRENCY=1.');
      // Nothing was opened: no database created in the folder, no server process started.
      expect(run.stdout).not.toContain('listening');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    // A whole Node process takes seconds on a busy machine.
  }, 60_000);
});

/** The process ids of a process's children (Linux /proc). */
function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A GET on a new connection each time, so the primary hands each to the next worker in turn. */
function getOnNewConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false, headers: { connection: 'close' } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
  });
}

/** `POST /api/search` on a new connection: where its answer came from (`x-search-cache`), and its total. */
function searchOnNewConnection(
  url: string,
  body: object,
): Promise<{ cache: string | undefined; totalResults: number }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url + searchEndpoint.path,
      { method: 'POST', agent: false, headers: { connection: 'close', 'content-type': 'application/json' } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          const answer = JSON.parse(text) as { pagination: { totalResults: number } };
          resolve({
            cache: response.headers['x-search-cache'] as string | undefined,
            totalResults: answer.pagination.totalResults,
          });
        });
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

// Several processes need a PostgreSQL server: run with TEST_DATABASE_URL (the suite's PostgreSQL step).
describe.runIf(process.env.TEST_DATABASE_URL)('two server processes on PostgreSQL', () => {
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `test_cluster_${randomBytes(6).toString('hex')}`;
  let server: ServerProcess;
  let workers: number[];
  let empty: Awaited<ReturnType<typeof createEmptyDatabase>>;

  beforeAll(async () => {
    empty = await createEmptyDatabase(serverUrl, name);
    server = await startServerProcess({
      env: { WEB_CONCURRENCY: '2', DATABASE_URL: empty.url, SEED_CLIPS: '30', LOG_LEVEL: 'info' },
      startTimeoutMs: 120_000,
    });
    workers = childrenOf(server.pid);
  }, 150_000);

  afterAll(async () => {
    if (server && server.child.exitCode === null) await server.kill('SIGKILL');
    await empty?.drop();
  });

  it('answers from both processes, on one port, over a database the first start prepared once', async () => {
    expect(workers).toHaveLength(2);
    // Not /api/health, which logs only its failures.
    for (let i = 0; i < 12; i++)
      expect(await getOnNewConnection(`${server.url}/api/public/videos?max=1`)).toBe(200);
    // Each worker logs the requests it answered with its own process id.
    const answeredBy = new Set(
      server
        .output()
        .split('\n')
        .filter((line) => line.includes('"msg":"request completed"'))
        .map((line) => (JSON.parse(line) as { pid: number }).pid),
    );
    expect([...answeredBy].sort()).toEqual([...workers].sort());
    // The generated library was seeded once, before the workers started, not once per worker.
    const search = await fetch(server.url + searchEndpoint.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ q: '' }),
    });
    expect(((await search.json()) as { pagination: { totalResults: number } }).pagination.totalResults).toBe(
      30,
    );
    expect(server.output().match(/seeded 30 demo clips/g)).toHaveLength(1);
  }, 60_000);

  it("shares a search's answer between the processes: computed by one, sent by the other", async () => {
    expect(workers).toHaveLength(2);
    // New connections go to the two processes in turn, so four searches reach each process twice.
    const outcomes: (string | undefined)[] = [];
    const totals: number[] = [];
    for (let i = 0; i < 4; i++) {
      const found = await searchOnNewConnection(server.url, { q: 'dog' });
      outcomes.push(found.cache);
      totals.push(found.totalResults);
    }
    expect(outcomes[0]).toBe('miss');
    expect(outcomes[1]).toBe('shared');
    expect(outcomes.slice(2)).toEqual(['hit', 'hit']);
    expect(new Set(totals).size).toBe(1);
  }, 60_000);

  it('replaces a process that dies, and keeps answering', async () => {
    expect(workers).toHaveLength(2);
    const [killed] = workers;
    process.kill(killed!, 'SIGKILL');
    await expect
      .poll(() => childrenOf(server.pid).filter((pid) => pid !== killed), { timeout: 30_000 })
      .toHaveLength(2);
    workers = childrenOf(server.pid);
    expect(workers).not.toContain(killed);
    // The new process listens once its server is built: until then the other answers every connection.
    for (let i = 0; i < 6; i++)
      expect(await getOnNewConnection(`${server.url}/api/public/videos?max=1`)).toBe(200);
  }, 60_000);

  it('stops every process on SIGTERM, cleanly', async () => {
    expect(workers).toHaveLength(2);
    expect(workers.every(isRunning)).toBe(true);
    const exit = await server.kill('SIGTERM');
    expect(exit).toEqual({ code: 0, signal: null });
    for (const pid of workers) expect(isRunning(pid)).toBe(false);
  }, 60_000);
});
