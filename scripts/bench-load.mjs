/**
 * `npm run bench:load`: the load benchmark of issue 11 (item 10).
 *
 * Starts the product as an operator would (`node scripts/start.mjs`: the web app's production build, then the
 * server) with NODE_ENV=production on loopback, on a free port and a fresh temporary data folder (PGlite, the
 * default library of generated clips). Registers a buyer through the API (production has no demo accounts),
 * then runs autocannon against:
 *
 * - `GET /api/public/videos`, `POST /api/search` (a few queries in turn), `GET /licensing` (the server-rendered
 *   page) and an authenticated list read (a playlist's clips with the bearer token), each for DURATION seconds;
 * - a mixed soak of SOAK seconds: reads, and writes (add a clip to a growing playlist, create a playlist, add
 *   clips to it in bulk, delete it).
 *
 * It records req/s, p50/p99 latency and errors (non-2xx answers and socket errors, timeouts included) per
 * scenario, and the server process's resident memory (VmRSS of the node process running the compiled server,
 * apps/api/dist/main.js, not of the script that started it) at the start and the end of the soak; checks the
 * targets (no error; RSS growth over the soak under 10 %); and writes the "## Load" section of
 * docs/benchmarks.md (other sections are left alone).
 *
 *   npm run bench:load                 20 s per scenario, 10 connections, a 3-minute soak; writes the section
 *   npm run bench:load -- --quick      5 s per scenario and a 30 s soak; prints only (add --write to write)
 *   options: --duration <s> --soak <s> --connections <n> --no-write --write --keep-log
 *
 * Exits non-zero when a target is missed.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, rssKb } from './product-server.mjs';

const root = path.resolve(import.meta.dirname, '..');

function arg(name) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const flag = (name) => process.argv.includes(`--${name}`);

const QUICK = flag('quick');
const DURATION = Number(arg('duration') ?? (QUICK ? 5 : 20));
const SOAK = Number(arg('soak') ?? (QUICK ? 30 : 180));
const CONNECTIONS = Number(arg('connections') ?? 10);
const WARMUP = QUICK ? 1 : 3;
/**
 * The soak's own warm-up, not measured: the server's memory grows to its working size in the first minute of
 * load (V8's heap settles, PGlite's pages are read in); growth after that is what a leak would show.
 */
const SOAK_WARMUP = Number(arg('soak-warmup') ?? (QUICK ? 10 : 60));
const WRITE = flag('write') || (!QUICK && !flag('no-write'));
const SEED_CLIPS = 10_000;
const TARGETS = { errors: 0, rssGrowthPercent: 10 };
/** Playlists the soak adds clips to (each holds at most 1,000: they are filled in turn). */
const GROWTH_LISTS = 20;
const SEARCHES = ['dog', 'storm chaser tornado', 'skateboard fail', 'cat', '', 'zzzzqqq'];

/** What the server's memory is made of (measured on 2026-11-25). */
const MEMORY_NOTE =
  'Memory, measured once with a 6-minute soak and a forced garbage collection every 30 s (a preloaded module ' +
  'logging `process.memoryUsage()` in the server): the live JavaScript heap stayed at 63 to 65 MB from start to ' +
  "end with 15,000 writes acknowledged, and PGlite's WebAssembly memory at about 250 MB; RSS settled at about " +
  "830 to 840 MB after the first minute of load. Between collections V8's heap swings by up to 150 MB, so one " +
  'RSS reading at the start and one at the end carry a few per cent of noise either way; the warm-up before ' +
  "the soak keeps the first minute's growth to working size out of the comparison.";

const log = (...parts) => console.log(new Date().toISOString().slice(11, 19), ...parts);

/** CPU seconds a process has used (user + system; Linux /proc, 100 ticks a second). */
function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** The server: the child of scripts/start.mjs that runs the compiled server (ADR 37). */
function serverPidOf(startPid) {
  let children = [];
  try {
    children = readFileSync(`/proc/${startPid}/task/${startPid}/children`, 'utf8').trim().split(/\s+/);
  } catch {
    return null;
  }
  for (const child of children.filter(Boolean).map(Number)) {
    try {
      if (readFileSync(`/proc/${child}/cmdline`, 'utf8').includes('apps/api/dist/main.js')) return child;
    } catch {
      // gone
    }
  }
  return null;
}

async function startProduction() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'clipmarket-bench-load-'));
  const logFile = path.join(dir, 'server.log');
  const port = await freePort();
  const out = openSync(logFile, 'a');
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    // No payment provider here: the test shop, chosen knowingly as production requires.
    SANDBOX_STOREFRONT: 'true',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: path.join(dir, 'data'),
    DATABASE_URL: '',
    SEED_CLIPS: String(SEED_CLIPS),
    // Production requires the address buyers reach it at (mails link there); nothing is mailed here.
    PUBLIC_BASE_URL: 'https://clipmarket.example',
  };
  log(`starting the production build on 127.0.0.1:${port} (log: ${logFile})…`);
  const start = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env,
    stdio: ['ignore', out, out],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 600_000;
  for (;;) {
    if (start.exitCode !== null) {
      const text = readFileSync(logFile, 'utf8');
      throw new Error(`the production start exited with ${start.exitCode}:\n${text.slice(-4000)}`);
    }
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not start within 10 minutes');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const pid = serverPidOf(start.pid);
  if (!pid) throw new Error('could not find the server process (the node child of scripts/start.mjs)');
  return {
    base,
    pid,
    logFile,
    /** SIGTERM (scripts/start.mjs passes it on to the server); answers the exit code and how long it took. */
    async stop() {
      const began = Date.now();
      if (start.exitCode === null && start.signalCode === null) {
        const exited = new Promise((resolve) => start.once('exit', resolve));
        start.kill('SIGTERM');
        await exited;
      }
      return { code: start.exitCode, ms: Date.now() - began };
    },
    cleanup() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function api(base, method, pathname, { token, body } = {}) {
  const response = await fetch(base + pathname, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok)
    throw new Error(`${method} ${pathname} answered ${response.status}: ${text.slice(0, 500)}`);
  return text ? JSON.parse(text) : null;
}

/** A buyer account, its clips to use and its playlists, made through the API as a client would. */
async function prepare(base) {
  const email = `bench-${randomBytes(6).toString('hex')}@example.com`;
  const password = `bench ${randomBytes(12).toString('hex')}`;
  await api(base, 'POST', '/api/public/register', {
    body: {
      email,
      password,
      firstName: 'Bench',
      lastName: 'Buyer',
      company: 'Bench Co',
      termsAccepted: true,
    },
  });
  const session = await api(base, 'POST', '/api/login', { body: { username: email, password } });
  const token = session.access_token;

  const clipIds = [];
  for (let offset = 0; offset < 1000; offset += 100) {
    const page = await api(base, 'GET', `/api/public/videos?max=100&offset=${offset}`);
    clipIds.push(...page.data.map((clip) => clip.jmId));
  }
  if (clipIds.length < 100) throw new Error(`the feed answered only ${clipIds.length} clips`);

  const { uuid: readList } = await api(base, 'POST', '/api/user/licensing/lists', {
    token,
    body: { name: 'Bench read list' },
  });
  await api(base, 'POST', `/api/user/licensing/lists/${readList}/videos`, {
    token,
    body: { jmIds: clipIds.slice(0, 50) },
  });
  const growth = [];
  for (let i = 0; i < GROWTH_LISTS; i++) {
    const { uuid } = await api(base, 'POST', '/api/user/licensing/lists', {
      token,
      body: { name: `Bench growing list ${i}` },
    });
    growth.push({ uuid, total: 0 });
  }
  return { token, clipIds, readList, growth };
}

const pick = (items) => items[Math.floor(Math.random() * items.length)];

/** Keeps a few non-2xx answers of a scenario to show what went wrong. */
function sampler(samples) {
  return (status, body) => {
    if ((status < 200 || status >= 300) && samples.length < 5)
      samples.push(`${status} ${String(body).slice(0, 300)}`);
  };
}

function scenarios(base, { token, clipIds, readList }) {
  const auth = { authorization: `Bearer ${token}` };
  const json = { 'content-type': 'application/json' };
  return [
    {
      label: 'GET /api/public/videos',
      requests: [{ method: 'GET', path: '/api/public/videos' }],
    },
    {
      label: `POST /api/search (${SEARCHES.length} queries in turn)`,
      requests: SEARCHES.map((q) => ({
        method: 'POST',
        path: '/api/search',
        headers: json,
        body: JSON.stringify({ q }),
      })),
    },
    {
      label: 'GET /licensing (server-rendered)',
      requests: [{ method: 'GET', path: '/licensing', headers: { 'accept-encoding': 'br, gzip' } }],
    },
    {
      label: "GET a playlist's 50 clips (bearer)",
      requests: [
        { method: 'GET', path: `/api/public/user/licensing/lists/${readList}/videos?max=50`, headers: auth },
      ],
    },
  ].map((scenario) => ({ ...scenario, clipIds }));
}

/** The soak's sequence, repeated by every connection: 5 reads and 4 writes. */
function soakRequests({ token, clipIds, readList, growth }) {
  const auth = { authorization: `Bearer ${token}` };
  const authJson = { ...auth, 'content-type': 'application/json' };
  let growthTurn = 0;
  let listNumber = 0;
  let searchTurn = 0;
  const stats = { writes: 0 };
  const counted = (onResponse) => (status, body, context) => {
    if (status >= 200 && status < 300 && context.write !== false) stats.writes++;
    onResponse?.(status, body, context);
  };
  const requests = [
    {
      method: 'GET',
      setupRequest: (request) => ({
        ...request,
        path: `/api/public/videos?max=20&offset=${20 * Math.floor(Math.random() * 50)}`,
      }),
    },
    {
      method: 'POST',
      path: '/api/search',
      headers: { 'content-type': 'application/json' },
      setupRequest: (request) => ({
        ...request,
        body: JSON.stringify({ q: SEARCHES[searchTurn++ % SEARCHES.length] }),
      }),
    },
    { method: 'GET', path: '/licensing', headers: { 'accept-encoding': 'br, gzip' } },
    { method: 'GET', path: `/api/public/user/licensing/lists/${readList}/videos?max=50`, headers: auth },
    {
      // Write: one more clip in a growing playlist (the playlists fill in turn, up to 1,000 clips each).
      method: 'POST',
      headers: auth,
      setupRequest: (request, context) => {
        const open = growth.filter((list) => list.total < 990);
        context.write = open.length > 0;
        if (open.length === 0) return { ...request, method: 'GET', path: '/api/health' };
        const list = open[growthTurn++ % open.length];
        context.growth = list;
        return { ...request, path: `/api/user/licensing/lists/${list.uuid}/videos/${pick(clipIds)}` };
      },
      onResponse: counted((status, body, context) => {
        if (status === 200 && context.growth) context.growth.total = JSON.parse(body).total;
        context.write = undefined;
      }),
    },
    {
      // Write: a new playlist…
      method: 'POST',
      path: '/api/user/licensing/lists',
      headers: authJson,
      setupRequest: (request) => ({
        ...request,
        body: JSON.stringify({ name: `Soak ${process.pid} ${listNumber++}` }),
      }),
      onResponse: counted((status, body, context) => {
        if (status === 201) context.uuid = JSON.parse(body).uuid;
      }),
    },
    {
      // …five clips added to it at once…
      method: 'POST',
      headers: authJson,
      setupRequest: (request, context) =>
        context.uuid && {
          ...request,
          path: `/api/user/licensing/lists/${context.uuid}/videos`,
          body: JSON.stringify({ jmIds: Array.from({ length: 5 }, () => pick(clipIds)) }),
        },
      onResponse: counted(),
    },
    { method: 'GET', path: '/api/user/licensing/lists?max=20', headers: auth },
    {
      // …and deleted (a user keeps at most 200 playlists).
      method: 'DELETE',
      headers: auth,
      setupRequest: (request, context) =>
        context.uuid && { ...request, path: `/api/user/licensing/lists/${context.uuid}` },
      onResponse: counted(),
    },
  ];
  return { requests, stats };
}

async function cannon(base, { requests, duration, connections = CONNECTIONS }) {
  const samples = [];
  const onResponse = sampler(samples);
  const withSampling = requests.map((request) => ({
    ...request,
    onResponse: (status, body, context, headers) => {
      onResponse(status, body);
      request.onResponse?.(status, body, context, headers);
    },
  }));
  const result = await autocannon({ url: base, connections, duration, requests: withSampling });
  return { result, samples };
}

function row(label, { result, samples }, duration) {
  return {
    label,
    connections: result.connections,
    seconds: duration,
    requests: result.latency.totalCount,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    socketErrors: result.errors,
    timeouts: result.timeouts,
    statuses: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, count]),
    ),
    samples,
  };
}

const mb = (kb) => (kb / 1024).toFixed(0);

function report(rows, soak, machine) {
  const lines = [
    '| scenario | connections | seconds | requests | req/s | p50 ms | p99 ms | non-2xx | socket errors |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.label} | ${r.connections} | ${r.seconds} | ${r.requests} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ` +
        `${r.non2xx} | ${r.socketErrors}${r.timeouts ? ` (${r.timeouts} timeouts)` : ''} |`,
    );
  }
  const errors = rows.reduce((sum, r) => sum + r.non2xx + r.socketErrors, 0);
  const growth = ((soak.rssEnd - soak.rssStart) / soak.rssStart) * 100;
  const held = {
    errors: errors <= TARGETS.errors,
    rss: growth < TARGETS.rssGrowthPercent,
  };
  const text = [
    ...lines,
    '',
    `Server memory (VmRSS of the node process running the server) over the soak: ${mb(soak.rssStart)} MB at the start ` +
      `(after the ${SOAK_WARMUP} s warm-up), ${mb(soak.rssEnd)} MB at the end (${growth >= 0 ? '+' : ''}${growth.toFixed(1)} %), ` +
      `${mb(soak.rssPeak)} MB at most; every 30 s: ${soak.rssSeries.map(mb).join(', ')} MB. Before the first ` +
      `scenario: ${mb(soak.rssBoot)} MB. The server used ${soak.cpuPercent.toFixed(0)} % of one core during the ` +
      `soak, which had ${soak.writes} writes acknowledged; the growing playlists hold ${soak.growthClips} clips at the end.`,
    '',
    `- 0 errors: ${held.errors ? 'held' : `missed (${errors})`}.`,
    `- RSS growth under ${TARGETS.rssGrowthPercent} % over the soak: ${held.rss ? 'held' : 'missed'} (${growth.toFixed(1)} %).`,
  ];
  const failing = rows.filter((r) => r.samples.length);
  for (const r of failing) {
    text.push('', `Non-2xx answers of "${r.label}": ${JSON.stringify(r.statuses)}; first ones:`, '');
    for (const sample of r.samples) text.push(`- \`${sample.replace(/`/g, "'")}\``);
  }
  text.push(
    '',
    `Stopped with SIGTERM after the soak: exit code ${machine.stopped.code} after ${machine.stopped.ms} ms. ` +
      `The server logged ${machine.serverErrors} errors (level 50 or above).`,
  );
  return { text: text.join('\n'), held };
}

function writeDoc(body, machine) {
  const file = path.join(root, 'docs/benchmarks.md');
  let doc;
  try {
    doc = readFileSync(file, 'utf8');
  } catch {
    doc = '# Benchmarks\n';
  }
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const section = [
    '## Load',
    '',
    `Written by \`npm run bench:load\` on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} cores (${cpu}), ` +
      `${Math.round(os.totalmem() / 2 ** 30)} GB RAM, Node ${process.version}, autocannon on the same machine. ` +
      'The production start (`scripts/start.mjs` with `NODE_ENV=production`, its default request logging) on ' +
      `loopback, on a fresh embedded database (PGlite) with ${SEED_CLIPS.toLocaleString('en')} generated clips and ` +
      `a buyer registered through the API. Each scenario ran ${DURATION} s with ${CONNECTIONS} connections after a ` +
      `${WARMUP} s warm-up; then, after ${SOAK_WARMUP} s of the same mix as a warm-up, a ${SOAK / 60}-minute soak ` +
      'where every connection repeats: a feed page, a search, ' +
      "`/licensing`, a playlist's clips, the user's playlists (reads), and one clip added to a growing playlist, " +
      'a playlist created, five clips added to it at once, and deleted (writes). Errors are non-2xx answers and ' +
      'socket errors (timeouts included). Targets: no error, server RSS growth over the soak under 10 %. ' +
      `Load average (1 min) when the run began: ${machine.loadAverage}, when it ended: ${os.loadavg()[0].toFixed(1)} ` +
      '(other work on the machine shares its cores, and the figures move with it).',
    '',
    body,
    '',
    MEMORY_NOTE,
  ].join('\n');
  const start = doc.indexOf('\n## Load');
  if (start >= 0) {
    let next = doc.indexOf('\n## ', start + 1);
    if (next < 0) next = doc.length;
    doc = `${doc.slice(0, start)}\n${section}\n${doc.slice(next)}`;
  } else {
    doc = `${doc.trimEnd()}\n\n${section}\n`;
  }
  writeFileSync(file, `${doc.trimEnd()}\n`);
  log(`wrote ${path.relative(root, file)}`);
}

const machine = { loadAverage: os.loadavg()[0].toFixed(1) };
const server = await startProduction();
let failed = false;
try {
  log(`server pid ${server.pid}, RSS ${mb(rssKb(server.pid))} MB`);
  const rssBoot = rssKb(server.pid);
  const setup = await prepare(server.base);
  const rows = [];
  for (const scenario of scenarios(server.base, setup)) {
    await cannon(server.base, { requests: scenario.requests, duration: WARMUP });
    const measured = await cannon(server.base, { requests: scenario.requests, duration: DURATION });
    const r = row(scenario.label, measured, DURATION);
    rows.push(r);
    log(
      `${r.label}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, ` +
        `${r.non2xx} non-2xx, ${r.socketErrors} socket errors`,
    );
  }

  const soak = soakRequests(setup);
  log(`soak warm-up: ${SOAK_WARMUP} s (RSS ${mb(rssKb(server.pid))} MB)…`);
  await cannon(server.base, { requests: soak.requests, duration: SOAK_WARMUP });
  soak.stats.writes = 0;
  log(`soak: ${SOAK} s, ${CONNECTIONS} connections…`);
  const rssStart = rssKb(server.pid);
  const cpuStart = cpuSeconds(server.pid);
  let rssPeak = rssStart;
  const rssSeries = [rssStart];
  let tick = 0;
  const sampling = setInterval(() => {
    const now = rssKb(server.pid);
    if (!now) return;
    rssPeak = Math.max(rssPeak, now);
    if (++tick % 30 === 0) rssSeries.push(now);
  }, 1000);
  const started = Date.now();
  const soaked = await cannon(server.base, { requests: soak.requests, duration: SOAK });
  clearInterval(sampling);
  const rssEnd = rssKb(server.pid);
  rssSeries.push(rssEnd);
  const cpuPercent = ((cpuSeconds(server.pid) - cpuStart) / ((Date.now() - started) / 1000)) * 100;
  rssPeak = Math.max(rssPeak, rssEnd);
  const soakRow = row(`mixed soak, 5 reads and 4 writes in turn`, soaked, SOAK);
  rows.push(soakRow);
  const growthClips = setup.growth.reduce((sum, list) => sum + list.total, 0);
  log(
    `${soakRow.label}: ${soakRow.rps.toFixed(0)} req/s, p50 ${soakRow.p50} ms, p99 ${soakRow.p99} ms, ` +
      `${soakRow.non2xx} non-2xx, ${soakRow.socketErrors} socket errors; RSS ${mb(rssStart)} → ${mb(rssEnd)} MB`,
  );

  const stopped = await server.stop();
  const serverErrors = readFileSync(server.logFile, 'utf8')
    .split('\n')
    .filter((line) => /"level":(5\d|60)/.test(line)).length;
  const { text, held } = report(
    rows,
    { rssBoot, rssStart, rssEnd, rssPeak, rssSeries, cpuPercent, writes: soak.stats.writes, growthClips },
    { serverErrors, stopped },
  );
  console.log(`\n${text}\n`);
  if (WRITE) writeDoc(text, machine);
  else log('not written to docs/benchmarks.md (--quick or --no-write; add --write to write)');
  failed = !held.errors || !held.rss;
  if (serverErrors || flag('keep-log')) {
    const kept = path.join(os.tmpdir(), `clipmarket-bench-load-${Date.now()}.log`);
    copyFileSync(server.logFile, kept);
    log(`server log kept at ${kept}`);
  }
} catch (error) {
  failed = true;
  console.error(error);
  try {
    console.error(readFileSync(server.logFile, 'utf8').slice(-4000));
  } catch {
    // no log
  }
} finally {
  await server.stop();
  server.cleanup();
}
process.exit(failed ? 1 : 0);
