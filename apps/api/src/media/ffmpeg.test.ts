// Running ffmpeg for comps (ADR 83): a run that hangs is killed at its time limit, a failed run says what
// ffmpeg said, a binary that is not there is reported, not thrown past the caller; and the check of a
// working ffmpeg tells the npm package's build from a missing one. Stand-ins are small shell scripts.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FfmpegError, locateFfmpeg, probeFfmpeg, runFfmpeg, WATERMARK_FONT } from './ffmpeg';

let dir: string;

/** A stand-in "ffmpeg": a shell script with this body. */
function standIn(name: string, body: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, `#!/bin/sh\n${body}\n`, { mode: 0o755 });
  return file;
}

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'clipmarket-ffmpeg-test-'));
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('running ffmpeg', () => {
  it('kills a run that passes its time limit, and says so', async () => {
    const hangs = standIn('hangs', 'exec sleep 60');
    const error = await runFfmpeg(hangs, [], { cwd: dir, timeoutMs: 300 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FfmpegError);
    expect((error as FfmpegError).detail).toMatchObject({ timedOut: true, signal: 'SIGKILL' });
    expect((error as FfmpegError).message).toBe('ffmpeg ran past 300 ms and was killed');
  });

  it('rejects a run that fails with what ffmpeg wrote to its error output', async () => {
    const fails = standIn('fails', 'echo "preview.mp4: Invalid data found" >&2; exit 1');
    const error = await runFfmpeg(fails, [], { cwd: dir, timeoutMs: 10_000 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FfmpegError);
    expect((error as FfmpegError).detail).toMatchObject({
      code: 1,
      timedOut: false,
      stderr: 'preview.mp4: Invalid data found',
    });
  });

  it('passes the arguments as they are, never through a shell, in the folder given', async () => {
    const echo = standIn('echo', 'pwd > args.txt; for a in "$@"; do echo "$a" >> args.txt; done');
    await runFfmpeg(echo, ['-metadata', 'title=JV#1 $(touch pwned) ; x'], { cwd: dir, timeoutMs: 10_000 });
    const lines = readFileSync(path.join(dir, 'args.txt'), 'utf8').trim().split('\n');
    expect(lines[0]).toBe(dir);
    expect(lines.slice(-2)).toEqual(['-metadata', 'title=JV#1 $(touch pwned) ; x']);
    expect(existsSync(path.join(dir, 'pwned'))).toBe(false);
  });

  it('reports a binary that is not there as a failed run', async () => {
    const error = await runFfmpeg(path.join(dir, 'missing'), [], { cwd: dir, timeoutMs: 10_000 }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(FfmpegError);
    expect((error as FfmpegError).message).toMatch(/^ffmpeg could not be started: /);
  });
});

describe('the check for a working ffmpeg', () => {
  it('passes the npm package’s build: it draws the font’s text onto H.264 frames in an MP4', async () => {
    const found = await locateFfmpeg();
    expect(found).toMatch(/@ffmpeg-installer/);
    expect(await probeFfmpeg(found)).toEqual({ ok: true });
  });

  it('fails with the reason for no binary, a missing font, and a binary that cannot draw text', async () => {
    expect(await probeFfmpeg(null)).toEqual({
      ok: false,
      reason: expect.stringContaining('no ffmpeg binary'),
    });
    expect(await probeFfmpeg(await locateFfmpeg(), { fontFile: path.join(dir, 'no-font.ttf') })).toEqual({
      ok: false,
      reason: expect.stringContaining("the watermark's font is missing"),
    });
    const noDrawtext = standIn('no-drawtext', 'echo "No such filter: \'drawtext\'" >&2; exit 1');
    expect(await probeFfmpeg(noDrawtext, { fontFile: WATERMARK_FONT })).toEqual({
      ok: false,
      reason: expect.stringContaining("No such filter: 'drawtext'"),
    });
  });
});
