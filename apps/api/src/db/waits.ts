import { AsyncLocalStorage } from 'node:async_hooks';

/** What the work of one request is waiting on right now (database connections and statements). */
export interface Waits {
  readonly current: Set<string>;
  /** The request passed its deadline: its work marked `cancelAtDeadline` starts no further statement. */
  expired?: boolean;
  /** Cancels each statement of that work running now (db/database.ts adds them). */
  readonly cancels?: Set<() => void>;
}

const storage = new AsyncLocalStorage<Waits>();
/** The request whose deadline the current work stops at (set by `cancelAtDeadline`). */
const cancellable = new AsyncLocalStorage<Waits>();

/** Thrown for a statement of work whose request passed its deadline; PostgreSQL's code for a cancel (57014). */
export class DeadlinePassedError extends Error {
  readonly code = '57014';
  constructor() {
    super('canceling statement: the request passed its deadline');
  }
}

/**
 * Runs `work` so that its database statements stop when the request passes its deadline (issue 28, item 10):
 * a statement running then is cancelled on a PostgreSQL server, and no further one starts (on PGlite too).
 * For read-only work whose answer is useless once the request has answered 503 (a search); outside a request,
 * `work` simply runs.
 */
export function cancelAtDeadline<T>(work: () => Promise<T>): Promise<T> {
  const waits = storage.getStore();
  return waits ? cancellable.run(waits, work) : work();
}

/** The request the current work stops with, when it runs under `cancelAtDeadline`. */
export function deadlineScope(): Waits | undefined {
  return cancellable.getStore();
}

/** The request passed its deadline: its cancellable work stops (lifecycle.ts calls this). */
export function expireWaits(waits: Waits): void {
  waits.expired = true;
  for (const cancel of waits.cancels ?? []) cancel();
  waits.cancels?.clear();
}

/** Runs `work` (and everything it starts) as one request's work, so its waits can be told later. */
export function withWaits<T>(waits: Waits, work: () => T): T {
  return storage.run(waits, work);
}

/** Marks the current request as waiting on `what` until `promise` settles. */
export function waitingOn<T>(what: string, promise: Promise<T>): Promise<T> {
  const waits = storage.getStore();
  if (!waits) return promise;
  waits.current.add(what);
  const done = () => waits.current.delete(what);
  promise.then(done, done);
  return promise;
}
