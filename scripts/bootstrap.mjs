// What `npm start` and `npm test` need before anything else, on a fresh machine (issue 35 item 0). Runs on the
// machine's own Node (20 or later), because on a fresh clone the project's Node 24 is not installed yet: it
// imports nothing but Node's own modules.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const projectNode = path.join(root, 'node_modules', '.bin', 'node');

/**
 * Whether the packages are installed as locked: npm writes `node_modules/.package-lock.json` at every install,
 * so a lock file newer than it (a pull, a checkout) means the install is stale.
 */
export function packagesInstalled(dir = root) {
  const hidden = path.join(dir, 'node_modules', '.package-lock.json');
  if (!existsSync(hidden) || !existsSync(path.join(dir, 'node_modules', '.bin', 'node'))) return false;
  return statSync(hidden).mtimeMs >= statSync(path.join(dir, 'package-lock.json')).mtimeMs;
}

/**
 * Installs the packages exactly as locked (`npm ci`) when they are missing or stale, then makes sure this script
 * runs on the project's Node 24 (the `node` package): if it does not, it runs again there and this process ends
 * with its exit code. Call it first thing, before importing any npm package.
 */
export function bootstrap() {
  if (!packagesInstalled()) {
    console.info('Installing the npm packages as package-lock.json locks them (npm ci)…');
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const result = spawnSync(npm, ['ci', '--no-audit', '--no-fund'], {
      cwd: root,
      stdio: 'inherit',
      // No tool downloads a browser: the tests use Debian's Chromium (toolchain.md).
      env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
    });
    if (result.status !== 0) {
      console.error('npm ci failed; see its output above.');
      process.exit(result.status ?? 1);
    }
  }
  if (Number(process.versions.node.split('.')[0]) >= 24) return;
  const script = process.argv[1];
  const again = spawnSync(projectNode, [script, ...process.argv.slice(2)], { stdio: 'inherit' });
  process.exit(again.status ?? 1);
}
