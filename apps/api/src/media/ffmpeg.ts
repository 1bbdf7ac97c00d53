import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_ROOT } from '../paths';

/**
 * The video tool the server runs to make comps (ADR 83): ffmpeg, as a separate process with a time limit.
 * By default the static build that the npm package `@ffmpeg-installer/ffmpeg` installs for this platform (no
 * download at install time, nothing for an operator to install); `FFMPEG_PATH` names another one.
 */

/** The font of the text burned into comps: DejaVu Sans Bold cut to ASCII (its licence beside it). */
export const WATERMARK_FONT = path.join(API_ROOT, 'assets', 'fonts', 'DejaVuSans-Bold-Latin.ttf');

/**
 * The font's name in a run's own folder. A run copies the font in and names it relatively: a filter graph would
 * need a colon, quote, comma or backslash of an absolute path escaped (a Windows drive letter has one).
 */
export const COMP_FONT_NAME = 'font.ttf';

/** Bytes of ffmpeg's own error output kept for the log of a failed run. */
const STDERR_KEPT = 4096;

/** A run of ffmpeg that failed: its exit code or signal, whether it ran out of time, and what it said. */
export class FfmpegError extends Error {
  constructor(
    message: string,
    readonly detail: {
      code: number | null;
      signal: NodeJS.Signals | null;
      timedOut: boolean;
      stderr: string;
    },
  ) {
    super(message);
    this.name = 'FfmpegError';
  }
}

/**
 * The npm package's ffmpeg for this platform, or null when there is none (the package throws on a platform
 * it has no build for, or when its binary is gone).
 */
export async function locateFfmpeg(): Promise<string | null> {
  try {
    const installer = (await import('@ffmpeg-installer/ffmpeg')).default;
    return existsSync(installer.path) ? installer.path : null;
  } catch {
    return null;
  }
}

/**
 * Runs ffmpeg with `args` (never through a shell) in `cwd`, and resolves when it exits with 0. It is killed
 * (SIGKILL) once `timeoutMs` have passed, and rejects with `FfmpegError` on any other outcome, including a
 * binary that cannot be started.
 */
export function runFfmpeg(
  ffmpeg: string,
  args: readonly string[],
  { cwd, timeoutMs }: { cwd: string; timeoutMs: number },
): Promise<void> {
  return new Promise((resolve, reject) => {
    let stderr = '';
    let timedOut = false;
    let settled = false;
    const child = spawn(ffmpeg, ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', ...args], {
      cwd,
      stdio: ['ignore', 'ignore', 'pipe'],
      windowsHide: true,
    });
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    const finish = (error: FfmpegError | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) reject(error);
      else resolve();
    };
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_KEPT);
    });
    child.on('error', (error) => {
      finish(
        new FfmpegError(`ffmpeg could not be started: ${error.message}`, {
          code: null,
          signal: null,
          timedOut: false,
          stderr,
        }),
      );
    });
    child.on('close', (code, signal) => {
      if (code === 0 && !timedOut) return finish(null);
      const why = timedOut ? `ran past ${timeoutMs} ms and was killed` : `exited with ${code ?? signal}`;
      finish(new FfmpegError(`ffmpeg ${why}`, { code, signal, timedOut, stderr: stderr.trim() }));
    });
  });
}

/**
 * Whether `ffmpeg` can make a comp here: it starts, and draws text in the watermark's font onto a few H.264
 * frames in an MP4 (the features a comp needs: drawtext with a font file, libx264, the mp4 muxer). Answers
 * the reason when it cannot.
 */
export async function probeFfmpeg(
  ffmpeg: string | null,
  { fontFile = WATERMARK_FONT, timeoutMs = 10_000 }: { fontFile?: string; timeoutMs?: number } = {},
): Promise<{ ok: true } | { ok: false; reason: string }> {
  if (!ffmpeg) return { ok: false, reason: 'no ffmpeg binary for this platform (set FFMPEG_PATH)' };
  if (!existsSync(fontFile)) return { ok: false, reason: `the watermark's font is missing: ${fontFile}` };
  const dir = await mkdtemp(path.join(tmpdir(), 'clipmarket-ffmpeg-probe-'));
  try {
    await copyFile(fontFile, path.join(dir, COMP_FONT_NAME));
    await writeFile(path.join(dir, 'text.txt'), 'JV#0');
    await runFfmpeg(
      ffmpeg,
      [
        '-f',
        'lavfi',
        '-i',
        'color=c=gray:s=64x36:r=5:d=0.4',
        '-vf',
        `drawtext=fontfile=${COMP_FONT_NAME}:textfile=text.txt:expansion=none:fontsize=12`,
        '-c:v',
        'libx264',
        '-pix_fmt',
        'yuv420p',
        '-f',
        'mp4',
        'probe.mp4',
      ],
      { cwd: dir, timeoutMs },
    );
    return { ok: true };
  } catch (error) {
    const detail = error instanceof FfmpegError ? ` ${error.detail.stderr}`.trimEnd() : '';
    return { ok: false, reason: `${(error as Error).message}${detail}` };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
