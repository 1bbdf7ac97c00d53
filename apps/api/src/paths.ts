import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The folder of the nearest package.json at or above `from`. Found by walking up rather than by a fixed
 * number of `..`, because the same module runs at two depths: from its TypeScript source (`src/…/x.ts`, each
 * module its own `import.meta`) and bundled into the compiled server (`dist/main.js`, where every module's
 * `import.meta` is the bundle's): ADR 37.
 */
export function packageRoot(from: string): string {
  let dir = from;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json at or above ${from}`);
    dir = parent;
  }
  return dir;
}

/** `apps/api`: the server's package, whose checkout the files below are read from. */
export const API_ROOT = packageRoot(import.meta.dirname);

/** The library folder of a checkout: the committed footage (`masters/`, `previews/`, `posters/`). */
export const LIBRARY_DIR = path.join(API_ROOT, 'media');

/** The built web app (`apps/web/dist`); its server renderer is beside it (`apps/web/dist-server`). */
export const WEB_DIST = path.join(API_ROOT, '..', 'web', 'dist');
