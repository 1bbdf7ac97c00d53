import { closeSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
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

/** Clock ticks per second of /proc's times (USER_HZ: 100 on every Linux architecture Node runs on). */
const USER_HZ = 100;
/** Slack for the start time's precision (the boot time is in whole seconds) and clock adjustments. */
const START_SLACK_MS = 2_000;

/**
 * When a process started (ms since the epoch), from Linux's /proc; null where there is no /proc or the
 * process is gone.
 */
export function processStartTime(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (command) state ppid …": the command may hold spaces and parentheses; field 22 is the start time.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[19]);
    const bootLine = /^btime (\d+)$/m.exec(readFileSync('/proc/stat', 'utf8'));
    if (!bootLine || !Number.isFinite(ticks)) return null;
    return Number(bootLine[1]) * 1000 + (ticks * 1000) / USER_HZ;
  } catch {
    return null;
  }
}

/**
 * The lock's process still holds it: a process with its id runs and started before the lock was written. A
 * process that started after the lock was written got a recycled id (common after a crash in a container,
 * whose process ids start at 1 again) and cannot be the server that wrote it.
 */
function holderRuns(pid: number, lockWrittenMs: number): boolean {
  if (!isAlive(pid)) return false;
  const started = processStartTime(pid);
  return started === null || started <= lockWrittenMs + START_SLACK_MS;
}

/** Folders this process holds, so a second open in the same process is refused too. */
const held = new Set<string>();

/**
 * Takes the data folder's lock: a file holding this process's id, created exclusively. A lock left by a
 * process that no longer runs (killed, crashed, or its id now used by a process started after the lock was
 * written) is taken over. Returns the release function (also run at process exit).
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
      const written = statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && holderRuns(pid, written)) {
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
