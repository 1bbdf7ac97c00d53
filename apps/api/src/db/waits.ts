import { AsyncLocalStorage } from 'node:async_hooks';

/** What the work of one request is waiting on right now (database connections and statements). */
export interface Waits {
  readonly current: Set<string>;
}

const storage = new AsyncLocalStorage<Waits>();

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
