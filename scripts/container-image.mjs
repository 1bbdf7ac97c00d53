// `npm test`'s container step (issue 35 item 1): builds the production image from the Dockerfile when a
// container engine runs on this machine, and otherwise says so in one line. The image's build and install are
// scripts/release.mjs, which the end-to-end step has already run against, so a machine without an engine still
// tests what goes into the image.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const engine = ['docker', 'podman'].find(
  (tool) => spawnSync(tool, ['info'], { stdio: 'ignore', timeout: 20_000 }).status === 0,
);
if (!engine) {
  console.info(
    'No container engine runs on this machine (docker info, podman info): the image is not built.',
  );
  process.exit(0);
}
const result = spawnSync(engine, ['build', '--tag', 'clipmarket:test', '.'], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
