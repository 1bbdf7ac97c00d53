import { PAGES } from '@clipmarket/core';
import type { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ZipArchive } from 'archiver';
import type { Kysely, Transaction } from 'kysely';
import { queueMail } from '../auth/repository';
import type { DB } from '../db/schema';
import { createJobWorker, JobLost, type JobContext, type JobEvent } from '../jobs/worker';
import { mailQueued } from '../mail/worker';
import * as notifications from '../notifications/repository';
import type { MediaStore } from '../media/store';
import { NOT_INCLUDED_FILE, notIncludedText } from './names';
import { DEFAULT_ZIP_LIMITS, planZip, type ZipLimits, type ZipPlan } from './plan';
import { DEFAULT_ZIP_QUOTAS, type ZipQuotas } from './quotas';
import { zipReadyMail, zipReadyNotice } from './ready-mail';
import * as zips from './repository';
import type { ZipContent } from './tables';

/**
 * How far a build has got: clips written into the zip, and its bytes so far (migration 0039); at its start, also
 * the clips it will hold as the plan settled them (the count queued with the job was an estimate).
 */
type ZipProgress = {
  entriesDone: number;
  bytesDone: number;
  includedCount?: number;
  excludedCount?: number;
};

/**
 * The playlist zip jobs' runner (ADR 27), on the server's one job mechanism (jobs/worker.ts, ADR 65). The queue
 * is the `playlist_downloads` table itself: a row IN_PROGRESS is a job to build. A runner claims the oldest due
 * row and takes a lease on it (`locked_until`, a claim token), which it renews while it builds (on a timer and
 * between entries). So:
 *
 * - two processes never build one job at the same time: a claimed row is skipped by the others until its
 *   lease ends, and a runner that fails to renew (its lease ran out, another took the job over) stops at once;
 * - a job whose process died (SIGKILL, a crash) is claimed again when its lease ends, and built from the start;
 * - a cancel (or a change to the playlist's clips) marks the row CANCELED: the runner sees it at its next
 *   renewal, aborts the stream and the store removes the partial output;
 * - a failed build is retried with backoff up to `maxAttempts`, then the job is FAILED;
 * - a job completes once: only the holder of the claim can mark it COMPLETED, and only while IN_PROGRESS.
 *
 * The zip is streamed (archiver, entries stored since MP4 does not compress) from the library store into the
 * files store: memory stays flat whatever the size (see `npm run bench`).
 */

export interface ZipRunnerLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** What the runner did, for tests and logs. */
export type ZipRunnerEvent =
  | { type: 'claimed'; jobId: string; attempt: number }
  | { type: 'entry'; jobId: string; entries: number }
  | { type: 'completed'; jobId: string; bytes: number; included: number; excluded: number }
  | { type: 'canceled'; jobId: string }
  | { type: 'lost'; jobId: string }
  | { type: 'released'; jobId: string }
  | { type: 'retry'; jobId: string; attempt: number; error: string }
  | { type: 'failed'; jobId: string; attempt: number; error: string };

export interface ZipRunnerOptions {
  db: Kysely<DB>;
  /** Masters and previews are read here. */
  library: MediaStore;
  /** Zips are written here (`zips/<job id>.zip`). */
  files: MediaStore;
  /** @default FULFILMENT_LIMITS (500 clips, 2 GiB) */
  limits?: ZipLimits;
  /** How long an unused finished zip is kept (`expiryMs`). @default DEFAULT_ZIP_QUOTAS */
  quotas?: ZipQuotas;
  /** A claimed job is left alone by other runners this long after the last renewal. @default 60 s */
  leaseMs?: number;
  /** How often to look for jobs other processes queued or abandoned. @default 5 s */
  pollIntervalMs?: number;
  /** Waits after the 1st, 2nd… failed attempt; the last repeats. @default 10 s, 1 min, 5 min */
  retryDelaysMs?: readonly number[];
  /** Attempts before a job is FAILED. @default 4 */
  maxAttempts?: number;
  /**
   * The address buyers reach the site at (PUBLIC_BASE_URL): a finished zip queues a mail there that says it is
   * ready, in the transaction that completes it. Without it no mail is sent.
   */
  baseUrl?: string;
  /** Test only: a pause before each entry, so builds last long enough for two processes to contend. @default 0 */
  entryDelayMs?: number;
  /**
   * Test only: awaited before each entry (`index` from 0), so a test can hold a build at a known point to
   * cancel it, change its playlist or kill its process there. A halt (cancel, stop) does not wait for it.
   */
  beforeEntry?: (jobId: string, index: number) => Promise<void>;
  onEvent?: (event: ZipRunnerEvent) => void;
  log?: ZipRunnerLog;
}

export interface ZipRunner {
  /** Starts: builds what is due now, then looks again on timers (which never keep the process alive). */
  start(): void;
  /** A job was queued: look now. */
  kick(): void;
  /** Claims and builds every due job once, one at a time; resolves with the number built or attempted. */
  runDue(): Promise<number>;
  /** Stops: no new claim; a build in flight is abandoned and its job released for the next runner. */
  stop(): Promise<void>;
}

export const DEFAULT_RETRY_DELAYS_MS = [10_000, 60_000, 300_000];

/** The columns the runner reads of a claimed job. */
interface ZipJobRow {
  userId: string;
  playlistUuid: string;
}

interface Claimed extends ZipJobRow {
  id: string;
  attempts: number;
  claimToken: string;
}

/** The zip key of a job in the files store. */
export const zipKey = (jobId: string) => `zips/${jobId}.zip`;

/** Rejects with the signal's reason once it aborts. */
function aborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

/** Appends one entry and waits until the archive has taken all of it (or fails). */
function appendEntry(
  archive: ZipArchive,
  source: Readable | Buffer,
  name: string,
  failed: Promise<never>,
): Promise<void> {
  return Promise.race([
    new Promise<void>((resolve) => {
      archive.once('entry', () => resolve());
      archive.append(source, { name });
    }),
    failed,
  ]);
}

export function createZipRunner(options: ZipRunnerOptions): ZipRunner {
  const {
    db,
    library,
    files,
    limits = DEFAULT_ZIP_LIMITS,
    quotas = DEFAULT_ZIP_QUOTAS,
    leaseMs = 60_000,
    pollIntervalMs = 5_000,
    retryDelaysMs = DEFAULT_RETRY_DELAYS_MS,
    maxAttempts = 4,
    entryDelayMs = 0,
    beforeEntry,
    baseUrl,
    onEvent,
    log,
  } = options;
  const emit = (event: ZipRunnerEvent) => {
    try {
      onEvent?.(event);
    } catch {
      // A listener's failure is not the build's.
    }
  };
  const checkEveryMs = Math.min(1_000, leaseMs / 3);

  /** Streams the zip into the files store; resolves with its size. Aborting `signal` ends it with an error. */
  async function writeZip(
    job: Claimed,
    plan: ZipPlan,
    signal: AbortSignal,
    checkpoint: (progress: ZipProgress, force?: boolean) => Promise<void>,
  ): Promise<number> {
    // The zip writer loads on the first zip, not at every start (ADR 104).
    const { ZipArchive } = await import('archiver');
    const archive = new ZipArchive({ store: true });
    const sources = new Set<Readable>();
    let fail: (error: unknown) => void = () => {};
    const failed = new Promise<never>((_, reject) => {
      fail = reject;
    });
    failed.catch(() => {});
    archive.on('error', (error) => fail(error));
    const abort = () => {
      for (const source of sources) source.destroy();
      archive.destroy(signal.reason instanceof Error ? signal.reason : new Error('zip build aborted'));
    };
    signal.addEventListener('abort', abort, { once: true });
    const halted = aborted(signal);
    halted.catch(() => {});
    const writing = files.write(zipKey(job.id), archive, 'application/zip');
    writing.catch((error: unknown) => fail(error));
    let ticker: ReturnType<typeof setInterval> | undefined;
    try {
      let entries = 0;
      // Where the build stands, written with the lease (once a second at most) for the playlist page's bar.
      const progress = (): ZipProgress => ({ entriesDone: entries, bytesDone: archive.pointer() });
      await checkpoint(
        { ...progress(), includedCount: plan.included.length, excludedCount: plan.excluded.length },
        true,
      );
      // A clip's footage can take a while to copy: the bytes so far are written while it does, too.
      ticker = setInterval(() => checkpoint(progress()).catch(() => {}), checkEveryMs);
      ticker.unref();
      for (const entry of plan.included) {
        await checkpoint(progress());
        if (entryDelayMs > 0) await sleep(entryDelayMs, undefined, { signal });
        if (beforeEntry) await Promise.race([beforeEntry(job.id, entries), halted]);
        const source = await library.read(entry.key);
        sources.add(source);
        await appendEntry(archive, source, entry.name, failed);
        sources.delete(source);
        emit({ type: 'entry', jobId: job.id, entries: ++entries });
      }
      if (plan.excluded.length > 0) {
        const text = Buffer.from(notIncludedText(plan.playlistName, plan.excluded), 'utf8');
        await appendEntry(archive, text, NOT_INCLUDED_FILE, failed);
      }
      clearInterval(ticker);
      // The last look before the zip is finished: a cancel up to here is never completed.
      await checkpoint(progress(), true);
      archive.finalize().catch(() => {});
      const { size } = await Promise.race([writing, failed]);
      return size;
    } catch (error) {
      // The store's write ends with the archive's error and removes what it wrote.
      if (!archive.destroyed) archive.destroy(error instanceof Error ? error : new Error(String(error)));
      for (const source of sources) source.destroy();
      await writing.catch(() => {});
      throw error;
    } finally {
      clearInterval(ticker);
      signal.removeEventListener('abort', abort);
    }
  }

  /** The job's row now: whether this runner's claim still holds it, and its status. */
  async function current(job: Claimed) {
    return zips.jobState(db, job.id);
  }

  /** The zip of a job this runner no longer holds: removed unless another runner holds (or completed) it. */
  async function dropOutput(job: Claimed): Promise<void> {
    const row = await current(job);
    const someoneElses =
      row &&
      row.claimToken !== job.claimToken &&
      (row.status === 'IN_PROGRESS' || row.status === 'COMPLETED');
    if (!someoneElses) await files.remove(zipKey(job.id));
    if (row?.status === 'CANCELED' || !row || row.playlistUuid === null)
      emit({ type: 'canceled', jobId: job.id });
    else emit({ type: 'lost', jobId: job.id });
  }

  /**
   * Tells the buyer the zip is ready, with the job's completion: in the header's notifications, on whatever page
   * or device they are (ADR 89), and by mail when the site's address is known.
   */
  async function announceReady(
    trx: Transaction<DB>,
    job: Claimed,
    plan: ZipPlan,
    bytes: number,
  ): Promise<void> {
    await notifications.add(trx, {
      userId: job.userId,
      kind: 'zip-ready',
      title: zipReadyNotice(plan.playlistName),
      href: PAGES.playlist.href({ playlistId: job.playlistUuid }),
    });
    const buyer = baseUrl ? await zips.buyerOf(trx, job.userId) : undefined;
    if (!buyer || !baseUrl) return;
    const mail = zipReadyMail(
      {
        to: buyer.email,
        firstName: buyer.firstName,
        playlistName: plan.playlistName,
        playlistUuid: job.playlistUuid,
        clips: plan.included.length,
        bytes,
        keptUntil: new Date(Date.now() + quotas.expiryMs),
      },
      baseUrl,
    );
    await queueMail(trx, { toAddress: mail.to, subject: mail.subject, textBody: mail.text, kind: mail.kind });
  }

  async function build(job: Claimed, context: JobContext): Promise<void> {
    const { signal } = context;
    // Between entries the job is looked at again (a cancel seen, the lease renewed), at most once a second: a
    // playlist of many short clips then costs no statement per entry. The mechanism renews it on a timer too.
    let checkedAt = 0;
    const checkpoint = async (progress: ZipProgress, force = false) => {
      if (signal.aborted) throw signal.reason;
      if (!force && performance.now() - checkedAt < checkEveryMs) return;
      checkedAt = performance.now();
      await context.renew(progress);
      if (signal.aborted) throw signal.reason;
    };

    try {
      const plan = await planZip(db, library, job.userId, job.playlistUuid, limits);
      if (!plan) throw new JobLost();
      if (plan.included.length === 0) {
        // Licences revoked or footage gone since the job was queued: nothing to build, trying again won't help.
        await context.complete({
          status: 'FAILED',
          lastError: 'no licensed clip with footage to include',
          updatedAt: zips.NOW,
        });
        emit({ type: 'failed', jobId: job.id, attempt: job.attempts, error: 'nothing to include' });
        return;
      }
      const bytes = await writeZip(job, plan, signal, checkpoint);
      const contents: ZipContent[] = plan.included.map(({ jmId, licenceNumber, file }) => ({
        jmId,
        licenceNumber,
        file,
      }));
      const done = await context.complete(
        {
          status: 'COMPLETED',
          fileKey: zipKey(job.id),
          bytes,
          includedCount: plan.included.length,
          excludedCount: plan.excluded.length,
          contents: JSON.stringify(contents),
          completedAt: zips.NOW,
          lastError: null,
          updatedAt: zips.NOW,
        },
        (trx) => announceReady(trx, job, plan, bytes),
      );
      if (done && baseUrl) mailQueued(db);
      if (done) {
        emit({
          type: 'completed',
          jobId: job.id,
          bytes,
          included: plan.included.length,
          excluded: plan.excluded.length,
        });
        log?.info({ jobId: job.id, bytes, clips: plan.included.length }, 'playlist zip built');
      } else {
        // Canceled (or taken over) after the last entry: the zip is not this job's result.
        await dropOutput(job);
      }
    } catch (error) {
      // Canceled, its playlist gone, or taken over by another runner: not a failure; the zip is not its result.
      if (error instanceof JobLost || (signal.aborted && signal.reason instanceof JobLost)) {
        await dropOutput(job);
        return;
      }
      // Cut short by this server stopping (the mechanism gives the job back), or failed (retried).
      throw error;
    }
  }

  /** The mechanism's events as the runner's. */
  function zipEvent(event: JobEvent<ZipJobRow>): void {
    const { job } = event;
    if (event.type === 'claimed') emit({ type: 'claimed', jobId: job.id, attempt: job.attempts });
    else if (event.type === 'released') emit({ type: 'released', jobId: job.id });
    else if (event.type === 'retry' || event.type === 'failed')
      emit({ type: event.type, jobId: job.id, attempt: job.attempts, error: event.reason });
  }

  /**
   * Removes the zips no row needs any more (canceled, failed, dropped by a change to the playlist, or of a
   * deleted playlist), then forgets the rows of deleted playlists.
   */
  async function sweep(): Promise<void> {
    // Finished zips not downloaded for the expiry period go (ADR 60); their entries say they can be built again.
    await zips.expireUnused(db, quotas.expiryMs);
    const stale = await zips.unneededFiles(db);
    for (const row of stale) {
      await files.remove(row.fileKey!);
      await zips.clearFile(db, row.id, row.fileKey);
    }
    await zips.forgetOrphans(db);
  }

  const worker = createJobWorker<ZipJobRow>({
    db,
    name: 'playlist zip',
    queue: zips.ZIP_QUEUE,
    leaseMs,
    pollIntervalMs,
    retryDelaysMs,
    maxAttempts,
    prepare: sweep,
    handler: build,
    failed: (_job, reason) => ({ status: 'FAILED', lastError: reason, updatedAt: zips.NOW }),
    report(event) {
      const { job, reason } = event;
      const fields = { jobId: job.id, attempts: job.attempts, reason };
      if (event.type === 'retry')
        log?.warn({ ...fields, retryInMs: event.delayMs }, 'playlist zip failed; will retry');
      else log?.error(fields, 'playlist zip failed; given up');
    },
    onEvent: zipEvent,
    log,
  });

  return {
    start: worker.start,
    kick: worker.kick,
    runDue: worker.runDue,
    stop: worker.stop,
  };
}
