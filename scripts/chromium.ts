import { existsSync } from 'node:fs';

/** Debian's Chromium, never a downloaded one: what the benchmarks, screenshots and page tours open. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * What the browser tests open (vitest.config.ts, playwright.config.ts): Debian's headless shell of the same
 * Chromium when it is installed (.ci/run installs it), which draws the same pixels as `chromium --headless`
 * without the browser's window machinery, a third less CPU in the end-to-end tests (ADR 61); else Chromium.
 */
export const TEST_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : CHROMIUM_PATH);

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
