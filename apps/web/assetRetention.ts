// The built app's scripts and styles of earlier builds stay served for a while after a deploy (issue 30 item 3):
// a page opened before it still loads the chunks it was built with, and only a page kept open for longer than
// this reloads onto the new build (RouteErrorBoundary). The client build writes into its folder without
// emptying it (vite.config.ts); this removes what no build has written for `ASSET_RETENTION_DAYS`.
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** How long a replaced build's files stay served. */
export const ASSET_RETENTION_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
/** When each file of an earlier build was first left out of a build (a dotfile: the server never serves it). */
export const RETIRED_MANIFEST = '.retired.json';

/**
 * Notes the files of `assetsDir` that this build did not write as retired (from now, the first time), and
 * removes those retired for longer than `maxAgeMs`. Answers the names removed.
 */
export function retireOldAssets(
  assetsDir: string,
  written: ReadonlySet<string>,
  maxAgeMs = ASSET_RETENTION_DAYS * DAY_MS,
  now = Date.now(),
): string[] {
  if (!existsSync(assetsDir)) return [];
  const manifestFile = path.join(assetsDir, RETIRED_MANIFEST);
  let retired: Record<string, number> = {};
  try {
    retired = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, number>;
  } catch {
    // No manifest yet (a first build into this folder), or an unreadable one: every old file starts now.
  }
  const kept: Record<string, number> = {};
  const removed: string[] = [];
  for (const name of readdirSync(assetsDir)) {
    if (name === RETIRED_MANIFEST || written.has(name)) continue;
    const since = retired[name] ?? now;
    if (now - since > maxAgeMs) {
      rmSync(path.join(assetsDir, name), { force: true, recursive: true });
      removed.push(name);
    } else {
      kept[name] = since;
    }
  }
  writeFileSync(manifestFile, `${JSON.stringify(kept, null, 1)}\n`);
  return removed.sort();
}

/** The client build's plugin: after writing, retires the earlier builds' assets (see `retireOldAssets`). */
export function keepRecentAssets(): Plugin {
  return {
    name: 'clipmarket-keep-recent-assets',
    apply: 'build',
    writeBundle(options, bundle) {
      if (!options.dir) return;
      const prefix = 'assets/';
      const written = new Set(
        Object.keys(bundle)
          .filter((file) => file.startsWith(prefix))
          .map((file) => file.slice(prefix.length)),
      );
      retireOldAssets(path.join(options.dir, 'assets'), written);
    },
  };
}
