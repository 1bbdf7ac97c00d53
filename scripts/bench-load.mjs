/**
 * `npm run bench:load`: the load benchmark of issue 11 (item 10).
 *
 * Starts the product as an operator would (`node scripts/start.mjs`: the web app's production build, then the
 * server) with NODE_ENV=production on loopback, on a free port and a fresh temporary data folder (PGlite, the
 * default library of generated clips). Registers a buyer through the API (production has no demo accounts),
 * then runs autocannon against:
 *
 * - `GET /api/public/videos`, `POST /api/search` (a few queries in turn), an authenticated list read (a
 *   playlist's clips with the bearer token), and three server-rendered pages (issue 30 item 2, ADR 70): the home
 *   page for a visitor who is not signed in (the kept page), a clip page for such a visitor with another clip
 *   each time (rendered every time: the clips come from the sitemap, and the server's `x-render-cache` answers
 *   are counted to show it), and a search page for the signed-in buyer (its session cookie; rendered for them
 *   every time), each for DURATION seconds;
 * - a mixed soak of SOAK seconds: reads, and writes (add a clip to a growing playlist, create a playlist, add
 *   clips to it in bulk, delete it).
 *
 * It records req/s, p50/p99 latency and errors (non-2xx answers and socket errors, timeouts included) per
 * scenario, and the server process's resident memory (VmRSS of the node process running the compiled server,
 * apps/api/dist/main.js, not of the script that started it) at the start and the end of the soak; checks the
 * targets (no error; RSS growth over the soak under 10 %; the pages' throughput and p99 of issue 30 item 2,
 * PAGE_TARGETS); and writes the "## Load" section of docs/benchmarks.md (other sections are left alone).
 *
 *   npm run bench:load                 20 s per scenario, 10 connections, a 3-minute soak; writes the section
 *   npm run bench:load -- --quick      5 s per scenario and a 30 s soak; prints only (add --write to write)
 *   options: --duration <s> --soak <s> --connections <n> --no-write --write --keep-log
 *            --limits <max/seconds or off>: the per-client limits (default: raised out of reach, still counted)
 *
 * `--search` runs the search throughput scenario instead (issue 15, item 5; ADR 41): the production start on a
 * PostgreSQL server, `POST /api/search` under a Zipf-distributed stream of thousands of distinct searches, with 1
 * and N server processes (WEB_CONCURRENCY), the search cache on and off; writes "## Search throughput".
 *
 *   npm run bench:load -- --search --pg postgres://postgres@127.0.0.1:5432/postgres
 *   options: --clips <n> (100000) --connections <n> (50) --duration <s> (60) --warmup <s> (10)
 *            --workers <n or list> (2: compares 1 and 2) --queries <n> (5000) --zipf <s> (1) --no-uncached
 *            --reseed --quick (10 s runs, prints only) --no-write --write
 *            --cores-per-process <c>: each run's server gets c CPU cores per process (a Linux control group;
 *            root), and the runs go to "## Search throughput per core" instead: how throughput grows with the
 *            cores a cluster is given, on a machine whose own 2 cores also run autocannon and PostgreSQL
 *
 * The library goes into the database `clipmarket_load_<clips>` on that server, seeded by a production start with
 * SEED_CLIPS when it is new, reused by later runs.
 *
 * Exits non-zero when a target is missed.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { SMTPServer } from 'smtp-server';
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
/** Issue 30 item 2, per server process: req/s at least, and p99 at most where one is set (ms). */
const PAGE_TARGETS = {
  home: { rps: 2_000, p99: 50 },
  uncachedClip: { rps: 300, p99: 100 },
  signedInSearch: { rps: 150 },
};
/** Playlists the soak adds clips to (each holds at most 1,000: they are filled in turn). */
const GROWTH_LISTS = 20;
const SEARCHES = ['dog', 'storm chaser tornado', 'skateboard fail', 'cat', '', 'zzzzqqq'];
/**
 * The per-client limits of the bench's servers (RATE_LIMIT_GLOBAL, _SEARCH, _FEEDS; ADR 59): its traffic comes
 * from one address, far past what the defaults let one network do, so they are raised out of reach (counted as
 * on any server, never refused); `--limits off` runs without them, `--limits <max/seconds>` sets them.
 */
const LIMITS = arg('limits') ?? '1000000000/60';

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

/** A process's children (Linux /proc). */
function childrenOf(pid) {
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

/** The server: the child of scripts/start.mjs that runs the compiled server (ADR 37). */
function serverPidOf(startPid) {
  for (const child of childrenOf(startPid)) {
    try {
      if (readFileSync(`/proc/${child}/cmdline`, 'utf8').includes('apps/api/dist/main.js')) return child;
    } catch {
      // gone
    }
  }
  return null;
}

/**
 * A CPU quota for a server (`--cores-per-process`): a Linux control group of its own whose processes together get
 * `cores` CPU cores' worth of time in every 10 ms (cgroup v2 `cpu.max`, or v1 `cpu.cfs_quota_us`), as a container
 * with a CPU limit gets. The period is 10 ms rather than the kernel's default 100 ms, so a process that used its
 * share waits a few milliseconds for the next period, not up to a tenth of a second. Needs root.
 */
function cpuQuota(cores) {
  if (!(cores > 0)) throw new Error(`--cores-per-process takes a number of cores above 0, such as 0.25`);
  const period = 10_000;
  const quota = Math.round(cores * period);
  const v2 = existsSync('/sys/fs/cgroup/cgroup.controllers');
  const name = `clipmarket-bench-${process.pid}-${Date.now()}`;
  const dir = v2 ? `/sys/fs/cgroup/${name}` : `/sys/fs/cgroup/cpu/${name}`;
  try {
    mkdirSync(dir);
    if (v2) writeFileSync(path.join(dir, 'cpu.max'), `${quota} ${period}`);
    else {
      writeFileSync(path.join(dir, 'cpu.cfs_period_us'), String(period));
      writeFileSync(path.join(dir, 'cpu.cfs_quota_us'), String(quota));
    }
  } catch (error) {
    throw new Error(
      `--cores-per-process needs a writable CPU control group (root, cgroup v2 with the cpu controller or ` +
        `v1's cpu hierarchy): ${error.message}`,
    );
  }
  const stat = () =>
    Object.fromEntries(
      readFileSync(path.join(dir, 'cpu.stat'), 'utf8')
        .trim()
        .split('\n')
        .map((line) => line.split(' '))
        .map(([key, value]) => [key, Number(value)]),
    );
  return {
    cores,
    add(pid) {
      writeFileSync(path.join(dir, 'cgroup.procs'), String(pid));
    },
    holds(pid) {
      return readFileSync(path.join(dir, 'cgroup.procs'), 'utf8').split('\n').includes(String(pid));
    },
    /** Periods in which the group used its whole share and waited (`nr_throttled`), and periods in all. */
    throttling() {
      const s = stat();
      return { throttled: s.nr_throttled, periods: s.nr_periods };
    },
    /** Removes the group; its processes have ended by then (a group with a process in it cannot be removed). */
    remove() {
      try {
        rmdirSync(dir);
      } catch (error) {
        log(`could not remove the control group ${dir}: ${error.message}`);
      }
    },
  };
}

/**
 * The production start (`scripts/start.mjs`, NODE_ENV=production) on loopback and a free port: on a fresh PGlite
 * folder with SEED_CLIPS generated clips, or on `databaseUrl` (a PostgreSQL database) with `seedClips` generated
 * into it when its library is empty, as `workers` server processes (WEB_CONCURRENCY), with `env` on top.
 */
async function startProduction({
  databaseUrl = '',
  seedClips = SEED_CLIPS,
  workers = 1,
  env: extra = {},
  quota = null,
} = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'clipmarket-bench-load-'));
  const logFile = path.join(dir, 'server.log');
  const port = await freePort();
  const out = openSync(logFile, 'a');
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    // No payment provider here: the test shop, chosen knowingly as production requires.
    SANDBOX_STOREFRONT: 'true',
    COMPANY_EMAIL_DOMAINS: 'clipmarket.com',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: path.join(dir, 'data'),
    DATABASE_URL: databaseUrl,
    SEED_CLIPS: String(seedClips),
    WEB_CONCURRENCY: String(workers),
    // Production requires the address buyers reach it at (mails link there); nothing is mailed here.
    PUBLIC_BASE_URL: 'https://clipmarket.example',
    RATE_LIMIT_GLOBAL: LIMITS,
    RATE_LIMIT_SEARCH: LIMITS,
    RATE_LIMIT_FEEDS: LIMITS,
    // Registration is finished by a mailed link (ADR 57): the bench's own SMTP server on loopback takes the mail.
    SMTP_URL: mail.url,
    SMTP_ALLOW_PLAINTEXT: 'true',
    ...extra,
  };
  log(`starting the production build on 127.0.0.1:${port} (log: ${logFile})…`);
  const start = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env,
    stdio: ['ignore', out, out],
  });
  // Into the control group before it starts the server, whose processes are then in it from their first step.
  quota?.add(start.pid);
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 600_000;
  for (;;) {
    if (start.exitCode !== null) {
      const text = readFileSync(logFile, 'utf8');
      throw new Error(`the production start exited with ${start.exitCode}:\n${text.slice(-4000)}`);
    }
    try {
      // Several processes: the first one listening answers the health check; wait for all of them.
      const all =
        workers === 1 || readFileSync(logFile, 'utf8').includes(`${workers} server processes listening`);
      if (all && (await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not start within 10 minutes');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const pid = serverPidOf(start.pid);
  if (!pid) throw new Error('could not find the server process (the node child of scripts/start.mjs)');
  if (quota) {
    const outside = [pid, ...childrenOf(pid)].filter((p) => !quota.holds(p));
    if (outside.length) {
      start.kill('SIGTERM');
      throw new Error(`server processes ${outside.join(', ')} are outside the CPU quota`);
    }
  }
  return {
    base,
    pid,
    /** The server's processes: the one start.mjs started and, with WEB_CONCURRENCY > 1, its workers. */
    pids: () => [pid, ...childrenOf(pid)],
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

/**
 * An SMTP server on loopback that keeps what it is sent, for the one mail the bench needs: the link that finishes
 * its buyer's registration (production has no development outbox). Plain SMTP on loopback, no password.
 */
function startMailCatcher() {
  const received = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.server.address();
      resolve({
        url: `smtp://127.0.0.1:${port}`,
        received,
        close: () => new Promise((done) => server.close(done)),
      });
    });
  });
}

const mail = await startMailCatcher();

/** The id of the registration link mailed to `email` (quoted-printable soft breaks undone), waiting up to 60 s. */
async function registrationLinkId(email) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    for (const message of mail.received) {
      const text = message.replace(/=\r?\n/g, '');
      if (!text.includes(email)) continue;
      const match = /\/licensing\/register\/complete\/([A-Za-z0-9_-]{43})/.exec(text);
      if (match) return match[1];
    }
    if (Date.now() > deadline) throw new Error(`no registration mail reached ${email} within 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
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
  await api(base, 'POST', `/api/public/register/${await registrationLinkId(email)}`);
  // The login's session as a bearer token for the API, and as the cookie a browser keeps for the pages.
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  if (!login.ok) throw new Error(`POST /api/login answered ${login.status}: ${await login.text()}`);
  const token = (await login.json()).access_token;
  const cookie = login.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .find((pair) => /^(__Host-)?cm_session=/.test(pair));
  if (!cookie) throw new Error('POST /api/login set no session cookie');

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
  // Every clip's page address, from the sitemap: the uncached clip page scenario asks for each once.
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const pageClips = [...sitemap.matchAll(/\/licensing\/view\/([^<]+)<\/loc>/g)].map((match) => match[1]);
  if (pageClips.length < 1000) throw new Error(`the sitemap lists only ${pageClips.length} clips`);
  return { token, cookie, clipIds, pageClips, readList, growth };
}

const pick = (items) => items[Math.floor(Math.random() * items.length)];

/** Keeps a few non-2xx answers of a scenario to show what went wrong. */
function sampler(samples) {
  return (status, body) => {
    if ((status < 200 || status >= 300) && samples.length < 5)
      samples.push(`${status} ${String(body).slice(0, 300)}`);
  };
}

/** Counts the answers of a page scenario by where the server says the page came from (`x-render-cache`). */
function renderOutcomes() {
  const counts = {};
  return {
    counts,
    onResponse: (_status, _body, _context, headers) => {
      const outcome = headers?.['x-render-cache'] ?? headers?.['X-Render-Cache'] ?? 'none';
      counts[outcome] = (counts[outcome] ?? 0) + 1;
    },
  };
}

function scenarios(base, { token, cookie, clipIds, pageClips, readList }) {
  const auth = { authorization: `Bearer ${token}` };
  const json = { 'content-type': 'application/json' };
  const browser = { 'accept-encoding': 'br, gzip' };
  // Another clip for every request, warm-up included, so no clip page is asked for twice (10,000 clips last
  // about 30 s at 300 req/s; a clip asked for again shows as a `hit` in the counts).
  let nextClip = 0;
  const clipPages = renderOutcomes();
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
      label: 'GET /licensing, not signed in (the kept page)',
      requests: [{ method: 'GET', path: '/licensing', headers: browser }],
      target: PAGE_TARGETS.home,
    },
    {
      label: 'GET a clip page, not signed in, another clip each time (rendered every time)',
      requests: [
        {
          method: 'GET',
          headers: browser,
          setupRequest: (request) => ({
            ...request,
            path: `/licensing/view/${encodeURIComponent(pageClips[nextClip++ % pageClips.length])}`,
          }),
          onResponse: clipPages.onResponse,
        },
      ],
      target: PAGE_TARGETS.uncachedClip,
      outcomes: clipPages.counts,
    },
    {
      label: `GET /licensing/search?q=… signed in (${SEARCHES.length} queries in turn, rendered for the buyer)`,
      requests: SEARCHES.map((q) => ({
        method: 'GET',
        path: `/licensing/search?q=${encodeURIComponent(q)}`,
        headers: { ...browser, cookie },
      })),
      target: PAGE_TARGETS.signedInSearch,
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

function row(label, { result, samples }, duration, { target = null, outcomes = null } = {}) {
  return {
    label,
    target,
    outcomes: outcomes ? { ...outcomes } : null,
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
  const pageRows = rows.filter((r) => r.target);
  const pageHeld = (r) => r.rps >= r.target.rps && (r.target.p99 === undefined || r.p99 <= r.target.p99);
  const held = {
    errors: errors <= TARGETS.errors,
    rss: growth < TARGETS.rssGrowthPercent,
    pages: pageRows.every(pageHeld),
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
    ...pageRows.map(
      (r) =>
        `- ${r.label}: at least ${r.target.rps.toLocaleString('en')} req/s` +
        (r.target.p99 === undefined ? '' : ` with p99 at most ${r.target.p99} ms`) +
        `: ${pageHeld(r) ? 'held' : 'missed'} (${r.rps.toFixed(0)} req/s, p99 ${r.p99} ms).`,
    ),
  ];
  for (const r of rows.filter((r) => r.outcomes)) {
    const counts = Object.entries(r.outcomes)
      .map(([outcome, count]) => `${outcome} ${count}`)
      .join(', ');
    text.push('', `Where the pages of "${r.label}" came from (x-render-cache, warm-up included): ${counts}.`);
  }
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
      `${WARMUP} s warm-up. The pages are asked for as a browser asks (\`Accept-Encoding: br, gzip\`): the home page ` +
      'by a visitor who is not signed in (the page the server keeps, ADR 70), a clip page by such a visitor with ' +
      "another clip of the sitemap each time (so each is rendered: the server's `x-render-cache` answers are " +
      'counted below), and a search page by the signed-in buyer with their session cookie (rendered for them ' +
      `each time). Then, after ${SOAK_WARMUP} s of the same mix as a warm-up, a ${SOAK / 60}-minute soak ` +
      'where every connection repeats: a feed page, a search, ' +
      "`/licensing`, a playlist's clips, the user's playlists (reads), and one clip added to a growing playlist, " +
      'a playlist created, five clips added to it at once, and deleted (writes). Errors are non-2xx answers and ' +
      'socket errors (timeouts included). Targets: no error, server RSS growth over the soak under 10 %, and ' +
      'those of issue 30 item 2 for the pages (home at least 2,000 req/s with p99 at most 50 ms, an uncached ' +
      'clip page at least 300 req/s with p99 at most 100 ms, the signed-in search page at least 150 req/s). ' +
      (LIMITS === 'off'
        ? 'The per-client limits (ADR 59) were off. '
        : `The per-client limits (ADR 59) were set to ${LIMITS} (RATE_LIMIT_GLOBAL, _SEARCH, _FEEDS): every ` +
          'request counted as on any server, none refused (all the traffic comes from one address). ') +
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

// ---------------------------------------------------------------------------------------------------------
// `--search`: search throughput over HTTP (issue 15, item 5; ADR 41) on a PostgreSQL server.

/** The search scenario's settings: `npm run bench:load -- --search --pg <url> [...]`. */
const SEARCH = {
  pg: arg('pg') ?? process.env.BENCH_PG_URL,
  clips: Number(arg('clips') ?? 100_000),
  connections: Number(arg('connections') ?? 50),
  duration: Number(arg('duration') ?? (QUICK ? 10 : 60)),
  warmup: Number(arg('warmup') ?? (QUICK ? 3 : 10)),
  /** `--workers 2` compares 1 and 2 processes; `--workers 1,2,4` runs each. */
  workers: (() => {
    const list = String(arg('workers') ?? '2')
      .split(',')
      .map(Number);
    return list.length === 1 ? [...new Set([1, list[0]])] : list;
  })(),
  queries: Number(arg('queries') ?? 5_000),
  zipf: Number(arg('zipf') ?? 1),
  uncached: !flag('no-uncached'),
  reseed: flag('reseed'),
  /** With `--cores-per-process c`, each run's server processes get c CPU cores each, no more (`cpuQuota`). */
  coresPerProcess: arg('cores-per-process') === undefined ? null : Number(arg('cores-per-process')),
};
const SEARCH_TARGETS = { rps: 1_000, p99: 100 };

/** A small seeded generator (mulberry32), so every run draws the same queries in the same order. */
function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Words the full-text index leaves out (as in apps/api/src/search/bench-mix.ts). */
const STOP_WORDS = new Set(
  (
    'the a an in on at of and to for with by is as this that these those it its his her their our your my ' +
    'was were be been are from into after before over under up down out off again then once here there when ' +
    'where why how all any both each few more most other some such no not only own same so than too very can ' +
    'will just now what which who whom while about against between through during above below'
  ).split(' '),
);

/**
 * The library's database on the server at `serverUrl`: `clipmarket_load_<clips>`, created when missing and
 * filled by the product's own seed (a production start with SEED_CLIPS), or reused when an earlier run filled it.
 */
async function searchDatabase(serverUrl, clips) {
  const pg = (await import('pg')).default;
  const name = `clipmarket_load_${clips}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount > 0;
    if (exists && SEARCH.reseed) {
      log(`--reseed: dropping ${name}`);
      await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
    }
    if (!exists || SEARCH.reseed) await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const held = async () => {
    const table = await client.query("SELECT to_regclass('clips') AS t");
    return table.rows[0].t ? Number((await client.query('SELECT count(*) AS n FROM clips')).rows[0].n) : 0;
  };
  try {
    let count = await held();
    if (count !== 0 && count !== clips)
      throw new Error(
        `${name} holds ${count} clips, not ${clips} (an interrupted seed?): run again with --reseed to start it over`,
      );
    let seededIn = null;
    if (count === 0) {
      log(
        `seeding ${clips.toLocaleString('en')} clips into ${name} through a production start (SEED_CLIPS)…`,
      );
      const began = Date.now();
      // The seed's bulk load, index builds and ANALYZE of 100,000 clips can take longer than the default 10 s
      // statement timeout on a busy machine; this start only seeds.
      const seeding = await startProduction({
        databaseUrl: url.toString(),
        seedClips: clips,
        env: { DB_STATEMENT_TIMEOUT_MS: '1800000', LOG_LEVEL: 'warn' },
      });
      await seeding.stop();
      seeding.cleanup();
      seededIn = (Date.now() - began) / 1000;
      count = await held();
      if (count !== clips) throw new Error(`the seeding start left ${count} clips, not ${clips}`);
    } else {
      log(`reusing ${name}: ${count.toLocaleString('en')} clips`);
    }
    // The ranking reads its word statistics from ANALYZE (ADR 38): make sure there are some.
    const stats = await client.query(
      "SELECT 1 FROM pg_stats WHERE tablename = 'clips' AND attname = 'search_vector' AND most_common_elems IS NOT NULL",
    );
    if (stats.rowCount === 0) {
      log('no word statistics on the search column: ANALYZE clips…');
      await client.query('SET statement_timeout = 0');
      await client.query('ANALYZE clips');
    }
    return { url: url.toString(), name, seededIn, client };
  } catch (error) {
    await client.end();
    throw error;
  }
}

/**
 * `--queries` distinct search requests built from the library's own titles (the words the generator put in
 * them), in a fixed random order: one word, two words, a quoted pair, words with a filter, a page 2, a filter
 * alone. Rank r is then drawn with probability ∝ 1 / r^zipf (Zipf's law, which search logs follow roughly).
 */
async function searchQuerySet(client) {
  const random = seeded(20261127);
  const { rows } = await client.query(
    'SELECT publishing_title, category, is_vertical, is_hd FROM clips ORDER BY md5(jm_id) LIMIT 50000',
  );
  const words = (title) =>
    (title ?? '')
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((word) => word.length > 2 && !STOP_WORDS.has(word));
  const pick = (list) => list[Math.floor(random() * list.length)];
  const bodies = new Map();
  for (let tries = 0; bodies.size < SEARCH.queries && tries < SEARCH.queries * 50; tries++) {
    const clip = pick(rows);
    const titleWords = words(clip.publishing_title);
    if (titleWords.length < 2) continue;
    const i = Math.floor(random() * (titleWords.length - 1));
    const one = titleWords[i];
    const two = `${titleWords[i]} ${titleWords[i + 1]}`;
    const kind = random();
    let body;
    if (kind < 0.4) body = { q: one };
    else if (kind < 0.65) body = { q: two };
    else if (kind < 0.72) body = { q: `"${two}"` };
    else if (kind < 0.82) body = { q: one, categories: [clip.category] };
    else if (kind < 0.87) body = { q: one, orientation: [clip.is_vertical ? 'Vertical' : 'Horizontal'] };
    else if (kind < 0.92) body = { q: two, resolution: clip.is_hd ? 'HD' : 'All' };
    else if (kind < 0.97) body = { q: one, page: 2 };
    else body = { q: '', categories: [clip.category], smartSort: pick(['recent', 'downloaded']) };
    const text = JSON.stringify(body);
    if (!bodies.has(text)) bodies.set(text, body);
  }
  const list = [...bodies.keys()];
  // Which query is popular is independent of its kind: shuffle before ranking.
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [list[i], list[j]] = [list[j], list[i]];
  }
  const weights = list.map((_, rank) => 1 / (rank + 1) ** SEARCH.zipf);
  const total = weights.reduce((sum, w) => sum + w, 0);
  const cumulative = [];
  let sum = 0;
  for (const w of weights) cumulative.push((sum += w / total));
  const draw = seeded(7);
  const next = () => {
    const x = draw();
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return list[lo];
  };
  const top = (n) => cumulative[Math.min(n, cumulative.length) - 1];
  return { bodies: list, next, shareOfTop: { 1: top(1), 10: top(10), 100: top(100), 1000: top(1000) } };
}

/** One measured run: the server with `workers` processes, its cache on or off, under the query stream. */
async function searchRun(database, queries, { workers, cached }) {
  const quota = SEARCH.coresPerProcess ? cpuQuota(SEARCH.coresPerProcess * workers) : null;
  let server;
  try {
    server = await startProduction({
      databaseUrl: database.url,
      seedClips: 0,
      workers,
      env: cached ? {} : { SEARCH_CACHE_MB: '0' },
      quota,
    });
  } catch (error) {
    quota?.remove();
    throw error;
  }
  try {
    const requests = [
      {
        method: 'POST',
        path: '/api/search',
        // As the web app's fetch sends it from a browser: answers come compressed.
        headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br' },
        setupRequest: (request) => ({ ...request, body: queries.next() }),
      },
    ];
    const outcomes = { hit: 0, joined: 0, shared: 0, miss: 0 };
    const counting = requests.map((request) => ({
      ...request,
      onResponse: (status, _body, _context, headers) => {
        const outcome = headers?.['x-search-cache'];
        if (outcome in outcomes) outcomes[outcome]++;
      },
    }));
    log(
      `${workers} process${workers > 1 ? 'es' : ''}, cache ${cached ? 'on' : 'off'}: ${SEARCH.warmup} s warm-up…`,
    );
    await cannon(server.base, {
      requests: counting,
      duration: SEARCH.warmup,
      connections: SEARCH.connections,
    });
    for (const key of Object.keys(outcomes)) outcomes[key] = 0;
    const loadBefore = os.loadavg()[0];
    const pids = server.pids();
    const cpuBefore = pids.map(cpuSeconds);
    const throttlingBefore = quota?.throttling();
    const started = Date.now();
    const measured = await cannon(server.base, {
      requests: counting,
      duration: SEARCH.duration,
      connections: SEARCH.connections,
    });
    const seconds = (Date.now() - started) / 1000;
    const cpu = pids.reduce((sum, pid, i) => sum + ((cpuSeconds(pid) ?? 0) - (cpuBefore[i] ?? 0)), 0);
    const loadAfter = os.loadavg()[0];
    const answered = outcomes.hit + outcomes.joined + outcomes.shared + outcomes.miss;
    const r = {
      ...row(
        `${workers} process${workers > 1 ? 'es' : ''}, cache ${cached ? 'on' : 'off'}`,
        measured,
        SEARCH.duration,
      ),
      workers,
      cached,
      p90: measured.result.latency.p90,
      max: measured.result.latency.max,
      hitRate: cached && answered ? outcomes.hit / answered : null,
      joinedRate: cached && answered ? outcomes.joined / answered : null,
      sharedRate: cached && answered ? outcomes.shared / answered : null,
      cpuPercent: (cpu / seconds) * 100,
      load: `${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)}`,
      cores: quota?.cores ?? null,
      throttledShare: (() => {
        if (!quota) return null;
        const after = quota.throttling();
        const periods = after.periods - throttlingBefore.periods;
        return periods ? (after.throttled - throttlingBefore.throttled) / periods : 0;
      })(),
    };
    const stopped = await server.stop();
    r.stopped = stopped;
    r.serverErrors = readFileSync(server.logFile, 'utf8')
      .split('\n')
      .filter((line) => /"level":(5\d|60)/.test(line)).length;
    if (r.serverErrors || flag('keep-log')) {
      const kept = path.join(
        os.tmpdir(),
        `clipmarket-bench-search-${workers}-${cached ? 'on' : 'off'}-${Date.now()}.log`,
      );
      copyFileSync(server.logFile, kept);
      log(`server log kept at ${kept}`);
    }
    log(
      `${r.label}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.non2xx} non-2xx, ` +
        `${r.socketErrors} socket errors` +
        (r.hitRate === null ? '' : `, hit rate ${(r.hitRate * 100).toFixed(1)} %`) +
        `, server CPU ${r.cpuPercent.toFixed(0)} %` +
        (r.cores === null ? '' : ` of ${(r.cores * 100).toFixed(0)} % allowed`) +
        `, load ${r.load}`,
    );
    return r;
  } finally {
    await server.stop();
    server.cleanup();
    quota?.remove();
  }
}

function searchReport(rows) {
  const pct = (x) => (x === null ? '–' : `${(x * 100).toFixed(1)} %`);
  const quota = rows.some((r) => r.cores !== null);
  const lines = [
    `| processes${quota ? ' | cores allowed' : ''} | cache | req/s | p50 ms | p90 ms | p99 ms | max ms | non-2xx | socket errors | hit rate | joined | shared | server CPU${quota ? ' | periods throttled' : ''} | load (1 min) |`,
    `|---:${quota ? '|---:' : ''}|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:${quota ? '|---:' : ''}|---|`,
  ];
  for (const r of rows)
    lines.push(
      `| ${r.workers}${quota ? ` | ${r.cores}` : ''} | ${r.cached ? 'on' : 'off'} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p90} | ${r.p99} | ${r.max} | ` +
        `${r.non2xx} | ${r.socketErrors}${r.timeouts ? ` (${r.timeouts} timeouts)` : ''} | ${pct(r.hitRate)} | ` +
        `${pct(r.joinedRate)} | ${pct(r.sharedRate)} | ${r.cpuPercent.toFixed(0)} %${quota ? ` | ${pct(r.throttledShare)}` : ''} | ${r.load} |`,
    );
  // The targets are for the server given the whole machine; a run under a CPU quota measures how it scales.
  const cachedRows = quota ? [] : rows.filter((r) => r.cached);
  const held = cachedRows.map((r) => ({
    r,
    ok: r.rps >= SEARCH_TARGETS.rps && r.p99 < SEARCH_TARGETS.p99 && r.non2xx + r.socketErrors === 0,
  }));
  const one = (cached) => rows.find((r) => r.workers === 1 && r.cached === cached);
  /** Each run of several processes beside the run of one with the cache the same. */
  const scaling = rows
    .filter((r) => r.workers > 1 && one(r.cached))
    .map((r) => ({ r, base: one(r.cached), ratio: (r.rps / one(r.cached).rps).toFixed(2) }));
  const errors = rows.filter((r) => r.non2xx + r.socketErrors > 0);
  const text = [
    ...lines,
    '',
    ...(quota
      ? [
          `- Errors: ${errors.length ? errors.map((r) => r.label).join('; ') : 'none'}.`,
          ...scaling.map(
            ({ r, base, ratio }) =>
              `- Cache ${r.cached ? 'on' : 'off'}: ${r.workers} processes with ${r.cores} cores ` +
              `${ratio}× one process with ${base.cores} ` +
              `(${r.rps.toFixed(0)} against ${base.rps.toFixed(0)} req/s; ${r.workers}× the cores).`,
          ),
        ]
      : []),
    ...held.map(
      ({ r, ok }) =>
        `- ${r.label}: ${SEARCH_TARGETS.rps.toLocaleString('en')} req/s or more with p99 under ${SEARCH_TARGETS.p99} ms ` +
        `and no error: ${ok ? 'held' : 'missed'} (${r.rps.toFixed(0)} req/s, p99 ${r.p99} ms).`,
    ),
    ...(scaling.length && !quota
      ? [
          `- Scaling: ${scaling
            .map(({ r, ratio }) => `${r.workers} processes ${ratio}× one (cache ${r.cached ? 'on' : 'off'})`)
            .join('; ')}.`,
        ]
      : []),
    '',
    `Each run stopped with SIGTERM: exit codes ${rows.map((r) => r.stopped.code).join(', ')}; ` +
      `errors logged by the server (level 50 or above): ${rows.map((r) => r.serverErrors).join(', ')}.`,
  ];
  const failing = rows.filter((r) => r.samples.length);
  for (const r of failing) {
    text.push('', `Non-2xx answers of "${r.label}": ${JSON.stringify(r.statuses)}; first ones:`, '');
    for (const sample of r.samples) text.push(`- \`${sample.replace(/`/g, "'")}\``);
  }
  return { text: text.join('\n'), held: held.every(({ ok }) => ok) && errors.length === 0 };
}

/** What the hit rate depends on, for whoever reads the figures. */
const SEARCH_NOTE =
  'The hit rate rises with the throughput: a run sees each of the most asked searches many times whatever its ' +
  'speed, but the rarer ones, most of the 5,000, once or twice, and their first time is a miss; at 130 req/s a ' +
  '60 s run is about 8,000 requests, at 1,000 req/s about 60,000, over which the same first misses weigh ' +
  'seven times less. The cache holds all 5,000 answers (about 3 kB each, ADR 53), so each search misses once ' +
  "in a run. With more processes, a process that lacks an answer gets it from the cluster's primary (shared) " +
  'when another process computed it, so a search is computed about once for all of them.';

/** How to read the section per core. */
const QUOTA_NOTE =
  'A throttled process waits for its next period, so the warm-up must be long enough for the cache to hold ' +
  'what the measured minute asks (at 0.25 of a core one process computes fewer than 100 searches a second; ' +
  '`--warmup 150` was enough for a hit rate of 100 %): the rows with the cache on then measure answers from ' +
  'the cache, and those with it off the full search, each bound by the CPU allowed. Throttled in nearly every ' +
  'period, the server used all it was allowed and no more, so the ratio of the rows is how its throughput ' +
  'follows its cores, while the database (cache off) still has cores to spare.';

function writeSearchDoc(body, database, queries) {
  const file = path.join(root, 'docs/benchmarks.md');
  const doc = readFileSync(file, 'utf8');
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const share = (n) => `${(queries.shareOfTop[n] * 100).toFixed(0)} %`;
  const quota = SEARCH.coresPerProcess;
  const heading = quota ? '## Search throughput per core' : '## Search throughput';
  const section = [
    heading,
    '',
    ...(quota
      ? [
          'How the throughput grows with the cores the server is given. This machine has 2 cores, and autocannon ' +
            'and PostgreSQL need most of one, so one process against two here cannot show it (above: two ' +
            'processes share the same 2 cores with the load and the database). Here each run instead puts the ' +
            `server's processes in a Linux control group allowed ${quota} of a core per process ` +
            `(\`--cores-per-process ${quota}\`: one process ${quota} core, two processes ${quota * 2} together), ` +
            'the way a container with a CPU limit runs, so that what the server may use doubles with its ' +
            'processes while the load and the database keep the rest of the machine. Periods throttled: the ' +
            "share of the group's 10 ms periods in which it used its whole allowance and waited. The other " +
            'settings are those of the section above.',
          '',
        ]
      : []),
    `Written by \`npm run bench:load -- --search --pg <url>${quota ? ` --cores-per-process ${quota} --warmup ${SEARCH.warmup}` : ''}\` on ${new Date().toISOString().slice(0, 10)}: ` +
      `${os.cpus().length} cores (${cpu}), ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, Node ${process.version}; ` +
      'the PostgreSQL 15 server and autocannon on the same machine, sharing its cores with the server. The ' +
      'production start (`scripts/start.mjs`, `NODE_ENV=production`, its default request logging) on loopback, ' +
      `on the database \`${database.name}\` holding ${SEARCH.clips.toLocaleString('en')} generated clips ` +
      (database.seededIn
        ? `(seeded by a production start with SEED_CLIPS in ${database.seededIn.toFixed(0)} s). `
        : '(seeded by an earlier run). ') +
      `Each row: a fresh start with WEB_CONCURRENCY processes, ${SEARCH.warmup} s of the same load as a warm-up, ` +
      `then ${SEARCH.duration} s of \`POST /api/search\` over ${SEARCH.connections} keep-alive connections, ` +
      'with `Accept-Encoding: gzip, deflate, br` as a browser sends it. ' +
      `The requests: ${queries.bodies.length.toLocaleString('en')} distinct searches made from the library's own ` +
      'titles (one word 40 %, two words 25 %, a quoted pair 7 %, a word with a category, orientation or ' +
      "resolution filter 20 %, page 2 5 %, a category alone with a sort 3 %), drawn by Zipf's law with " +
      `exponent ${SEARCH.zipf} (the most asked search is ${share(1)} of them, the 10 most asked ${share(10)}, ` +
      `the 100 most asked ${share(100)}, the 1,000 most asked ${share(1000)}). "cache off" is SEARCH_CACHE_MB=0: ` +
      'every search runs its SQL. Hit rate: answers the server marked `x-search-cache: hit`; joined: answers ' +
      'that waited for the same search another request was running; shared: answers another server process had ' +
      'computed (ADR 53). Server CPU: every server process, in % of ' +
      'one core. Load average: when the run began and ended (other work on the machine shares its cores, and ' +
      'the figures move with it).',
    '',
    body,
    '',
    quota ? QUOTA_NOTE : SEARCH_NOTE,
  ].join('\n');
  const start = doc.indexOf(`\n${heading}\n`);
  let next = doc;
  if (start >= 0) {
    let end = doc.indexOf('\n## ', start + 1);
    if (end < 0) end = doc.length;
    next = `${doc.slice(0, start)}\n${section}\n${doc.slice(end)}`;
  } else {
    // After the "## Load" section, or after "## Search throughput" for the section per core.
    const load = doc.indexOf(quota ? '\n## Search throughput\n' : '\n## Load');
    let end = load >= 0 ? doc.indexOf('\n## ', load + 1) : -1;
    if (end < 0) end = doc.length;
    next = `${doc.slice(0, end)}\n\n${section}\n${doc.slice(end)}`;
  }
  writeFileSync(file, `${next.replace(/\n{3,}/g, '\n\n').trimEnd()}\n`);
  log(`wrote ${path.relative(root, file)} (${heading})`);
}

async function searchThroughput() {
  if (!SEARCH.pg) {
    console.error(
      '--search needs a PostgreSQL server: --pg postgres://user@host:port/postgres (or BENCH_PG_URL)',
    );
    return false;
  }
  const database = await searchDatabase(SEARCH.pg, SEARCH.clips);
  try {
    const queries = await searchQuerySet(database.client);
    log(
      `${queries.bodies.length} distinct searches, Zipf ${SEARCH.zipf}: the 10 most asked are ` +
        `${(queries.shareOfTop[10] * 100).toFixed(0)} % of requests, the 1,000 most asked ` +
        `${(queries.shareOfTop[1000] * 100).toFixed(0)} %`,
    );
    const rows = [];
    for (const cached of SEARCH.uncached ? [true, false] : [true])
      for (const workers of SEARCH.workers)
        rows.push(await searchRun(database, queries, { workers, cached }));
    const { text, held } = searchReport(rows);
    console.log(`\n${text}\n`);
    if (WRITE) writeSearchDoc(text, database, queries);
    else log('not written to docs/benchmarks.md (--quick or --no-write; add --write to write)');
    return held;
  } finally {
    await database.client.end();
  }
}

if (flag('search')) {
  let held = false;
  try {
    held = await searchThroughput();
  } catch (error) {
    console.error(error);
  }
  process.exit(held ? 0 : 1);
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
    const r = row(scenario.label, measured, DURATION, scenario);
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
  failed = !held.errors || !held.rss || !held.pages;
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
