import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { FULFILMENT_LIMITS, FULFILMENT_MESSAGES, formatJvId } from '@clipmarket/core';
import type { FastifyBaseLogger } from 'fastify';
import { httpError } from '../http/errors';
import {
  COMP_FONT_NAME,
  FfmpegError,
  locateFfmpeg,
  probeFfmpeg,
  runFfmpeg,
  WATERMARK_FONT,
} from '../media/ffmpeg';
import type { MediaStat, MediaStore } from '../media/store';

/**
 * Comps (issue 32, item 5; ADR 83): a clip's watermarked preview, cut to the clip's own length, with its JV#
 * burned in, made by ffmpeg on the first request and kept in the files store, so every later download of it
 * is a file read. At most `concurrency` ffmpeg processes run at once, `queueMax` more wait, each user has at
 * most `perUser` comps being made, and a run past `timeoutMs` is killed.
 */

/**
 * The look of a comp (its text, where it sits, the encoding). Part of every comp's key: changing how comps
 * look means raising it, and every clip's comp is made again on its next request.
 */
export const COMP_VERSION = 1;

/** The comp's own line under the JV#, so a comp in an edit says what it is. */
export const COMP_NOTE = 'comp, not licensed';

/** Comp rendering defaults (ADR 83); the app's `comps` option overrides them. */
export const COMP_DEFAULTS = {
  /** ffmpeg processes at once (a 2-core machine: one comp keeps a core busy for about half a second). */
  concurrency: 2,
  /** Comps waiting for a free process; one more answers 503 with Retry-After. */
  queueMax: 8,
  /** Comps of one user being made or waiting at once; one more answers 429. */
  perUser: 2,
  /** A run is killed after this (ms); a 20-second comp takes well under a second on an idle machine. */
  timeoutMs: 30_000,
  /** Seconds a buyer told "busy" is asked to wait (Retry-After). */
  retryAfterSeconds: 30,
} as const;

export interface CompOptions {
  /**
   * ffmpeg's path; null: none (the endpoint answers 503 and the clip page offers no comp).
   * @default FFMPEG_PATH (`loadCompConfig`), else the npm package's binary
   */
  ffmpeg?: string | null;
  /** @default COMP_DEFAULTS.concurrency */
  concurrency?: number;
  /** @default COMP_DEFAULTS.queueMax */
  queueMax?: number;
  /** @default COMP_DEFAULTS.perUser */
  perUser?: number;
  /** @default COMP_DEFAULTS.timeoutMs */
  timeoutMs?: number;
  /** Told when a comp waits for a free process and when its ffmpeg run starts (tests follow the runs). */
  onEvent?: (event: { kind: 'queued' | 'started'; key: string }) => void;
}

/** The comps' setting: `FFMPEG_PATH`, an ffmpeg to run instead of the npm package's (compose.ts reads it). */
export function loadCompConfig(env: NodeJS.ProcessEnv = process.env): Pick<CompOptions, 'ffmpeg'> {
  const configured = env.FFMPEG_PATH?.trim();
  return configured ? { ffmpeg: configured } : {};
}

declare module '../app-options' {
  interface AppOptions {
    /** Comps (downloads/comp-maker.ts): the video tool and the limits; tests give no ffmpeg or small limits. */
    comps?: CompOptions;
  }
}

/** What a comp is made from: the clip, its footage's preview, and the comp's length. */
export interface CompSource {
  jmId: string;
  /** The footage number (`07`). */
  footage: string;
  /** The preview's library key (`previews/clip-07.mp4`). */
  previewKey: string;
  /** The preview's size in bytes: a footage made again gets new comps without a version change. */
  previewSize: number;
  /** The comp's length, whole seconds. */
  seconds: number;
}

/**
 * A comp's key in the files store: the look's version, the footage (its number and its preview's size) and the
 * clip with its length. Two clips of one footage get their own comps (each has its own JV#).
 */
export function compKey(source: CompSource): string {
  return `comps/v${COMP_VERSION}/clip-${source.footage}-${source.previewSize}/${source.jmId}-${source.seconds}s.mp4`;
}

/**
 * A comp's length: the span the clip page plays (the `#t=0,N` of its preview address), else the clip's duration
 * up to the preview cap, at least a second.
 */
export function compSeconds(clip: { previewUrl: string | null; duration: number }): number {
  const fragment = clip.previewUrl ? /#t=[\d.]*,(\d+(?:\.\d+)?)$/.exec(clip.previewUrl) : null;
  const seconds = fragment ? Number(fragment[1]) : clip.duration;
  return Math.max(1, Math.min(Math.round(seconds), FULFILMENT_LIMITS.previewCapSeconds));
}

/**
 * ffmpeg's arguments for a comp, run in a folder holding the preview (`preview.mp4`), the font and the two
 * texts: the preview's first `seconds`, at most 640 pixels wide, the JV# large at the top left with
 * `COMP_NOTE` under it, H.264 in an MP4 whose index comes first (it plays while it downloads), no sound.
 * The texts are read from files, so no character of theirs is ever parsed as filter syntax.
 */
export function compArgs(source: CompSource): string[] {
  const text = (file: string, size: string, y: string, border: number) =>
    `drawtext=fontfile=${COMP_FONT_NAME}:textfile=${file}:expansion=none:fontsize=${size}:fontcolor=white@0.9:` +
    `borderw=${border}:bordercolor=black@0.6:x=h/24:y=${y}`;
  return [
    '-i',
    'preview.mp4',
    '-t',
    String(source.seconds),
    '-an',
    '-sn',
    '-dn',
    '-map_metadata',
    '-1',
    '-vf',
    [
      "scale='min(640,iw)':-2",
      text('jv.txt', 'h/11', 'h/24', 2),
      text('note.txt', 'h/24', 'h/24+h/11+h/60', 1),
    ].join(','),
    '-c:v',
    'libx264',
    '-preset',
    'superfast',
    '-crf',
    '34',
    '-pix_fmt',
    'yuv420p',
    '-threads',
    '2',
    '-movflags',
    '+faststart',
    '-metadata',
    `title=${formatJvId(source.jmId)} (${COMP_NOTE})`,
    '-f',
    'mp4',
    'comp.mp4',
  ];
}

export type CompMaker = ReturnType<typeof createCompMaker>;

/**
 * The comps of one server: whether it can make them, and a clip's comp from the cache or made now. Several
 * requests for one comp share one run; a run goes on when the buyer who asked has left, so the comp is there
 * for the next request.
 */
export function createCompMaker({
  library,
  files,
  options = {},
  log,
}: {
  library: MediaStore;
  files: MediaStore;
  options?: CompOptions;
  log: FastifyBaseLogger;
}) {
  const concurrency = options.concurrency ?? COMP_DEFAULTS.concurrency;
  const queueMax = options.queueMax ?? COMP_DEFAULTS.queueMax;
  const perUser = options.perUser ?? COMP_DEFAULTS.perUser;
  const timeoutMs = options.timeoutMs ?? COMP_DEFAULTS.timeoutMs;

  let tool: Promise<string | null> | null = null;
  /** ffmpeg's path once it was found working, else null; looked for once per server. */
  function ffmpeg(): Promise<string | null> {
    tool ??= (async () => {
      const found = options.ffmpeg === undefined ? await locateFfmpeg() : options.ffmpeg;
      const probe = await probeFfmpeg(found);
      if (!probe.ok) {
        log.warn({ reason: probe.reason }, 'comps are off: no working ffmpeg');
        return null;
      }
      return found;
    })();
    return tool;
  }

  let running = 0;
  const waiting: Array<() => void> = [];
  const inFlight = new Map<string, Promise<MediaStat>>();
  const pending = new Map<string, number>();

  /** A free process slot, waited for in turn; 503 when the queue is full. */
  async function slot(key: string): Promise<() => void> {
    if (running >= concurrency) {
      if (waiting.length >= queueMax) {
        throw httpError(503, FULFILMENT_MESSAGES.compBusy, {
          headers: { 'retry-after': String(COMP_DEFAULTS.retryAfterSeconds) },
        });
      }
      const turn = new Promise<void>((resolve) => waiting.push(resolve));
      options.onEvent?.({ kind: 'queued', key });
      await turn;
    } else {
      running++;
    }
    return () => {
      const next = waiting.shift();
      if (next) next();
      else running--;
    };
  }

  async function render(binary: string, source: CompSource, key: string): Promise<MediaStat> {
    const dir = await mkdtemp(path.join(tmpdir(), 'clipmarket-comp-'));
    try {
      await pipeline(await library.read(source.previewKey), createWriteStream(path.join(dir, 'preview.mp4')));
      await copyFile(WATERMARK_FONT, path.join(dir, COMP_FONT_NAME));
      await writeFile(path.join(dir, 'jv.txt'), formatJvId(source.jmId));
      await writeFile(path.join(dir, 'note.txt'), COMP_NOTE);
      options.onEvent?.({ kind: 'started', key });
      const started = Date.now();
      await runFfmpeg(binary, compArgs(source), { cwd: dir, timeoutMs });
      await files.write(key, createReadStream(path.join(dir, 'comp.mp4')), 'video/mp4');
      const stat = await files.stat(key);
      if (!stat) throw new Error(`The comp ${key} was written but is not there`);
      log.info({ key, ms: Date.now() - started, bytes: stat.size }, 'comp made');
      return stat;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  return {
    /** Whether this server makes comps (a working ffmpeg and the watermark's font). */
    async available(): Promise<boolean> {
      return (await ffmpeg()) !== null;
    },

    /**
     * The comp's key and its size and date: read from the files store when it was made before, else made now
     * for `userId`. 503 without a working ffmpeg, when every process is busy and the queue is full, or when
     * the run fails or runs out of time; 429 when the user already has `perUser` comps being made.
     */
    async comp(userId: string, source: CompSource): Promise<{ key: string; stat: MediaStat }> {
      const key = compKey(source);
      const kept = await files.stat(key);
      if (kept) return { key, stat: kept };
      const binary = await ffmpeg();
      if (!binary) throw httpError(503, FULFILMENT_MESSAGES.compUnavailable);

      let made = inFlight.get(key);
      if (!made) {
        const mine = pending.get(userId) ?? 0;
        if (mine >= perUser) throw httpError(429, FULFILMENT_MESSAGES.compPending);
        pending.set(userId, mine + 1);
        made = (async () => {
          const release = await slot(key);
          try {
            // Made meanwhile by a request that started before this one looked.
            return (await files.stat(key)) ?? (await render(binary, source, key));
          } catch (error) {
            if (!(error instanceof FfmpegError)) throw error;
            log.error({ err: error, key, stderr: error.detail.stderr }, 'a comp could not be made');
            throw httpError(503, FULFILMENT_MESSAGES.compFailed);
          } finally {
            release();
          }
        })();
        inFlight.set(key, made);
        const done = () => {
          inFlight.delete(key);
          const left = (pending.get(userId) ?? 1) - 1;
          if (left > 0) pending.set(userId, left);
          else pending.delete(userId);
        };
        made.then(done, done);
      }
      return { key, stat: await made };
    },
  };
}
