import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { RETIRED_MANIFEST, retireOldAssets } from '../apps/web/assetRetention';

const DAY = 24 * 60 * 60 * 1000;
let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function assets(...names: string[]) {
  dir = mkdtempSync(path.join(tmpdir(), 'clipmarket-assets-'));
  const assetsDir = path.join(dir, 'assets');
  mkdirSync(assetsDir);
  for (const name of names) writeFileSync(path.join(assetsDir, name), name);
  return assetsDir;
}

describe("an earlier build's scripts after a deploy", () => {
  it('stay served for the retention time from the deploy that replaced them, then go', () => {
    const assetsDir = assets('PricingPage-old.js', 'index-old.js', 'PricingPage-new.js', 'index-new.js');
    const t0 = Date.UTC(2026, 11, 2);
    const built = new Set(['PricingPage-new.js', 'index-new.js']);

    expect(retireOldAssets(assetsDir, built, 7 * DAY, t0)).toEqual([]);
    expect(existsSync(path.join(assetsDir, 'PricingPage-old.js'))).toBe(true);
    expect(JSON.parse(readFileSync(path.join(assetsDir, RETIRED_MANIFEST), 'utf8'))).toEqual({
      'PricingPage-old.js': t0,
      'index-old.js': t0,
    });

    // A build six days later: the old files keep the day they were first left out.
    expect(retireOldAssets(assetsDir, built, 7 * DAY, t0 + 6 * DAY)).toEqual([]);
    expect(retireOldAssets(assetsDir, built, 7 * DAY, t0 + 8 * DAY)).toEqual([
      'PricingPage-old.js',
      'index-old.js',
    ]);
    expect(existsSync(path.join(assetsDir, 'PricingPage-old.js'))).toBe(false);
    expect(existsSync(path.join(assetsDir, 'PricingPage-new.js'))).toBe(true);
    expect(JSON.parse(readFileSync(path.join(assetsDir, RETIRED_MANIFEST), 'utf8'))).toEqual({});
  });

  it('a file a later build writes again is current again, and its retirement starts over', () => {
    const assetsDir = assets('shared-chunk.js', 'a.js');
    const t0 = Date.UTC(2026, 11, 2);
    retireOldAssets(assetsDir, new Set(['a.js']), 7 * DAY, t0);
    retireOldAssets(assetsDir, new Set(['a.js', 'shared-chunk.js']), 7 * DAY, t0 + 5 * DAY);
    expect(retireOldAssets(assetsDir, new Set(['a.js']), 7 * DAY, t0 + 9 * DAY)).toEqual([]);
    expect(existsSync(path.join(assetsDir, 'shared-chunk.js'))).toBe(true);
  });
});
