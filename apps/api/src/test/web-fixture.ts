import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A built web app for a server under test: its `index.html`, and an empty media library beside it. */
export interface WebFixture {
  /** The folder that holds both, as `apps/web` does (`dist-server` goes beside `dist`). */
  dir: string;
  /** As `apps/web/dist`: holds `index.html`. */
  webDist: string;
  mediaDir: string;
  /** Removes both. */
  remove(): void;
}

/** Writes `indexHtml` as a built app's `index.html` in a fresh temporary folder. */
export function webFixture(indexHtml: string): WebFixture {
  const dir = mkdtempSync(path.join(tmpdir(), 'clipmarket-web-'));
  const webDist = path.join(dir, 'dist');
  const mediaDir = path.join(dir, 'media');
  mkdirSync(webDist, { recursive: true });
  mkdirSync(mediaDir, { recursive: true });
  writeFileSync(path.join(webDist, 'index.html'), indexHtml);
  return { dir, webDist, mediaDir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
