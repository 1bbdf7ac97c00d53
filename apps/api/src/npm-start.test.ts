import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, REPO_ROOT } from './test/server-process';

/** The server: the child process of scripts/start.mjs (Linux /proc). */
function childPids(pid: number): number[] {
  const list = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
  return list ? list.split(/\s+/).map(Number) : [];
}

/** A process's command line, one argument an entry. */
function commandLine(pid: number): string[] {
  return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
}

/**
 * `npm start` as a developer or an operator runs it (scripts/start.mjs: the builds when stale, then the
 * server) on a fresh data folder: issue 15 item 6, ADR 37. The first run after a change of the web app builds
 * it, which takes minutes on a busy 2-core machine.
 */
describe('npm start', () => {
  let dataDir: string;
  let start: ChildProcess;
  let base: string;
  let output = '';
  let serverPid: number;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'clipmarket-npm-start-'));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    // A developer's shell, not Vitest's: with Vitest's NODE_ENV=test, Vite would build the web app for
    // development, whose server renderer then fails in the production server.
    const shell = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST')),
    );
    start = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts/start.mjs')], {
      cwd: REPO_ROOT,
      env: {
        ...shell,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SEED_CLIPS: '40',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => start.once('exit', resolve));
    await new Promise<void>((resolve, reject) => {
      const collect = (chunk: Buffer) => {
        output += chunk.toString();
        // start.mjs prints the address once the server's IPC message says it listens.
        if (output.includes('Clipmarket is running at')) resolve();
      };
      start.stdout!.on('data', collect);
      start.stderr!.on('data', collect);
      void exited.then((code) => reject(new Error(`npm start exited with ${code}:\n${output}`)));
    });
    const [child, ...others] = childPids(start.pid!);
    expect(others).toEqual([]);
    serverPid = child!;
  }, 900_000);

  afterAll(async () => {
    if (start && start.exitCode === null && start.signalCode === null) {
      const exited = new Promise((resolve) => start.once('exit', resolve));
      start.kill('SIGTERM');
      await exited;
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('runs the server as compiled JavaScript, with no TypeScript loader and no source condition', () => {
    const [node, ...args] = commandLine(serverPid);
    expect(node).toBe(process.execPath);
    // A .env beside package.json is read when there is one (.env.example says so); nothing else is added.
    expect(args).toEqual([
      '--enable-source-maps',
      '--env-file-if-exists=.env',
      path.join(REPO_ROOT, 'apps/api/dist/main.js'),
    ]);
    expect(existsSync(args.at(-1)!)).toBe(true);
    // Nothing handed down to it would load tsx either.
    const environment = readFileSync(`/proc/${serverPid}/environ`, 'utf8').split('\0');
    const nodeOptions = environment.find((entry) => entry.startsWith('NODE_OPTIONS=')) ?? '';
    expect(nodeOptions).not.toMatch(/tsx|conditions/);
  });

  it('answers the health check, a search of the seeded clips, a page and a poster from the compiled server', async () => {
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });

    // The migrations are in the bundle, not read from a folder: the tables exist and the clips were seeded.
    const search = await fetch(`${base}/api/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ q: '' }),
    });
    expect(search.status).toBe(200);
    const clips = ((await search.json()) as { data: { jmId: string }[] }).data;
    expect(clips.length).toBeGreaterThan(0);

    // The built web app, drawn on the server (ADR 17): the root holds the page, not an empty div.
    const page = await fetch(`${base}/licensing`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('<div id="root">');
    expect(html).not.toContain('<div id="root"></div>');

    // The committed library (apps/api/media), found from the bundle's own folder.
    const poster = await fetch(`${base}/media/posters/clip-01.webp`);
    expect(poster.status).toBe(200);
    expect(poster.headers.get('content-type')).toBe('image/webp');
  });
});
