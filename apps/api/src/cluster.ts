import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';

/**
 * Several server processes on one port (WEB_CONCURRENCY > 1, ADR 41), with Node's cluster: this process, the
 * primary, prepares the database once (migrations, the generated library, demo data), then forks the workers,
 * each a whole server (main.ts) sharing the listening port; the primary hands connections to them in turn.
 *
 * - It tells whoever started it (`npm start`'s IPC) that the server is listening once every worker listens.
 * - SIGTERM or SIGINT: each worker is sent SIGTERM and finishes its requests (main.ts `shutdown`); the
 *   primary exits when they all have, with 0 when each did.
 * - A worker that fails before it listens stops the start (the others are stopped, exit code 1): a setting
 *   or a database that makes one fail would make every replacement fail too. A worker that dies later is
 *   replaced, unless more than `RESTARTS_MAX` died within `RESTART_WINDOW_MS`, which stops the server rather
 *   than loop.
 */

/** Worker deaths within `RESTART_WINDOW_MS` past which the primary gives up. */
export const RESTARTS_MAX = 5;
export const RESTART_WINDOW_MS = 60_000;

export interface ClusterOptions {
  /** Server processes to run. */
  workers: number;
  /** The port the workers listen on (reported to the parent). */
  port: number;
  /** Runs once, before any worker starts: migrations and seeding (main.ts `prepareDatabase`). */
  prepare: (log: PrimaryLog) => Promise<void>;
  /** How long workers get to finish their requests after SIGTERM (SHUTDOWN_GRACE_MS). */
  graceMs: number;
  /** LOG_LEVEL: the primary writes the same JSON lines as the workers' pino logger. */
  logLevel: string;
  /** Called with each worker started: what the primary does for it (main.ts: it shares search answers). */
  serve?: (worker: Worker) => void;
}

export interface PrimaryLog {
  info(msg: string): void;
  warn(msg: string): void;
  error(msg: string, error?: unknown): void;
}

const LEVELS: Record<string, number> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
  silent: Infinity,
};

/** The primary's log: JSON lines shaped as pino writes them (level, time, pid, hostname, msg). */
function primaryLog(level: string): PrimaryLog {
  const threshold = LEVELS[level] ?? 30;
  const hostname = os.hostname();
  const write = (value: number, msg: string, error?: unknown) => {
    if (value < threshold) return;
    const err =
      error instanceof Error
        ? { err: { type: error.name, message: error.message, stack: error.stack } }
        : undefined;
    const line = { level: value, time: Date.now(), pid: process.pid, hostname, role: 'primary', msg, ...err };
    process.stdout.write(`${JSON.stringify(line)}\n`);
  };
  return {
    info: (msg) => write(30, msg),
    warn: (msg) => write(40, msg),
    error: (msg, error) => write(50, msg, error),
  };
}

/** Runs the primary until the server stops; never resolves (the process exits). */
export async function runCluster(options: ClusterOptions): Promise<never> {
  const log = primaryLog(options.logLevel);
  const workers = new Map<Worker, { listening: boolean }>();
  let stopping = false;
  let started = false;
  const deaths: number[] = [];
  let failed = false;

  const exitAll = (code: number): Promise<never> => {
    process.exit(code);
  };

  /** SIGTERM to every worker, then exit once all are gone (or kill them after the grace period). */
  async function stop(reason: string, code: number): Promise<never> {
    if (stopping) return new Promise<never>(() => {});
    stopping = true;
    if (code !== 0) failed = true;
    log.info(`stopping ${workers.size} server processes: ${reason}`);
    const gone = [...workers.keys()].map(
      (worker) =>
        new Promise<void>((resolve) => {
          if (worker.isDead()) return resolve();
          worker.once('exit', () => resolve());
          worker.process.kill('SIGTERM');
        }),
    );
    const timer = setTimeout(() => {
      log.warn('server processes still running after the grace period: killing them');
      for (const worker of workers.keys()) if (!worker.isDead()) worker.process.kill('SIGKILL');
      failed = true;
    }, options.graceMs + 5_000);
    timer.unref();
    await Promise.all(gone);
    clearTimeout(timer);
    return exitAll(failed ? 1 : 0);
  }

  function fork(): void {
    const worker = cluster.fork();
    workers.set(worker, { listening: false });
    options.serve?.(worker);
    worker.on('message', (message: { type?: string }) => {
      if (message?.type !== 'listening') return;
      workers.get(worker)!.listening = true;
      if (!started && [...workers.values()].every((state) => state.listening)) {
        started = true;
        log.info(`${workers.size} server processes listening on port ${options.port}`);
        // `npm start` (scripts/start.mjs) waits for this before it prints the app's address.
        process.send?.({ type: 'listening', port: options.port, workers: workers.size });
      }
    });
    worker.on('exit', (code, signal) => {
      const state = workers.get(worker);
      workers.delete(worker);
      if (stopping) {
        // A worker still starting has no handler for the SIGTERM it was sent yet, and simply ends by it.
        if (code !== 0 && signal !== 'SIGTERM') failed = true;
        return;
      }
      const how = signal ? `signal ${signal}` : `code ${code}`;
      if (!state?.listening) {
        void stop(`a server process (pid ${worker.process.pid}) exited with ${how} before listening`, 1);
        return;
      }
      const now = Date.now();
      deaths.push(now);
      while (deaths.length > 0 && deaths[0]! < now - RESTART_WINDOW_MS) deaths.shift();
      if (deaths.length > RESTARTS_MAX) {
        void stop(`${deaths.length} server processes died within ${RESTART_WINDOW_MS / 1000} s`, 1);
        return;
      }
      log.error(`server process ${worker.process.pid} exited with ${how}; starting another`);
      fork();
    });
  }

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => void stop(`${signal} received`, 0));
  }

  try {
    await options.prepare(log);
  } catch (error) {
    log.error('could not prepare the database', error);
    return exitAll(1);
  }
  if (stopping) return new Promise<never>(() => {});
  log.info(`starting ${options.workers} server processes (WEB_CONCURRENCY)`);
  // Messages as structured clones, so the search answers the workers share (search/shared-answers.ts) travel
  // as bytes rather than as JSON arrays of numbers.
  cluster.setupPrimary({ serialization: 'advanced' });
  for (let i = 0; i < options.workers; i++) fork();
  return new Promise<never>(() => {});
}
