import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/** The lock file's name inside a PGlite data folder. */
export const LOCK_FILE = 'clipmarket.lock';

/** A second process opened a data folder that another live process holds. */
export class DataDirLockedError extends Error {
  readonly dataDir: string;
  readonly pid: number;
  constructor(dataDir: string, pid: number) {
    super(
      `The data folder ${dataDir} is already in use by another Clipmarket server (process ${pid}). ` +
        'The embedded database (PGlite) allows only one process per data folder. ' +
        `Stop that process (kill ${pid}), or give this one its own folder with DATA_DIR=<another folder>, ` +
        'or point both at a PostgreSQL server with DATABASE_URL. ' +
        `If no such process is running, delete ${path.join(dataDir, LOCK_FILE)}.`,
    );
    this.name = 'DataDirLockedError';
    this.dataDir = dataDir;
    this.pid = pid;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Folders this process holds, so a second open in the same process is refused too. */
const held = new Set<string>();

/**
 * Takes the data folder's lock: a file holding this process's id, created exclusively. A lock left by a
 * process that no longer runs is taken over. Returns the release function (also run at process exit).
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const dir = path.resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, LOCK_FILE);
  if (held.has(dir)) throw new DataDirLockedError(dir, process.pid);

  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(dir, pid);
      }
      // Stale: its process is gone (or it is unreadable). Take it over.
      rmSync(file, { force: true });
      if (attempt === 1) throw new DataDirLockedError(dir, pid);
    }
  }
  held.add(dir);

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    held.delete(dir);
    process.off('exit', release);
    try {
      if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file, { force: true });
    } catch {
      // Already gone.
    }
  };
  process.on('exit', release);
  return release;
}
