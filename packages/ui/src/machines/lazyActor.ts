import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
// Types only: this module is in the first bundle of the pages that host a machine, and XState is not.
import type { AnyActorRef, EventFrom, SnapshotFrom } from 'xstate';

/**
 * Where a machine hosted on first need stands: `idle` until something needs it, `loading` while its code is on
 * the way (or the code is here and its runner has not started the actor yet), `running`, or `failed` when its
 * code did not come (the next `send` or `load` tries again).
 */
export type LazyActorStatus = 'idle' | 'loading' | 'running' | 'failed';

/** What `useLazySelector` selectors read: the host's status and, once it runs, the actor and its snapshot. */
export interface LazyActorState<TModule, TActor extends AnyActorRef> {
  status: LazyActorStatus;
  /** The loaded module (it renders the runner that starts the actor); undefined until it has come. */
  module: TModule | undefined;
  /** The running actor; undefined until it runs. */
  actor: TActor | undefined;
  /** The running actor's snapshot; undefined until it runs. */
  snapshot: SnapshotFrom<TActor> | undefined;
  /** How many loads have failed so far. */
  failures: number;
  /** The events that were waiting when the last load failed (none when the host keeps them, see `keepOnLoadError`). */
  lost: readonly EventFrom<TActor>[];
}

export interface LazyActorOptions<TModule> {
  /** Loads the module that runs the machine (an `import()`). */
  load: () => Promise<TModule>;
  /**
   * Keep the waiting events when the load fails, to send them after a later load succeeds; otherwise they are
   * dropped and listed in `lost`.
   * @default false
   */
  keepOnLoadError?: boolean;
  /** Told when a load fails (the host goes on: the next `send` or `load` tries again). */
  onLoadError?: (error: unknown) => void;
}

/**
 * One machine hosted before its code has loaded: the state React reads (`useLazySelector`), the commands that
 * wait in order until the actor runs, and the hand-over from the runner that starts it (`attach`). Made by
 * `createLazyActor`; it imports nothing of XState, so the page that holds it stays small.
 */
export interface LazyActor<TModule, TActor extends AnyActorRef> {
  getState: () => LazyActorState<TModule, TActor>;
  /**
   * The state it was made with (idle): what a server render saw, so hydration reads it too and no page
   * hydrates against a machine that started (and signed someone in) while the page's code was loading.
   */
  getInitialState: () => LazyActorState<TModule, TActor>;
  /** Calls `listener` on every change of the state; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
  /** Sends to the running actor; before it runs, keeps the event, in order, and loads the machine. */
  send: (event: EventFrom<TActor>) => void;
  /** Keeps an event for the actor without loading it: it goes with the next load's waiting events. */
  wait: (event: EventFrom<TActor>) => void;
  /** Loads the machine (once) without an event, for a machine that must run at start. */
  load: () => void;
  /** Forgets the events a failed load lost (a user who dismissed the error). */
  forgetLost: () => void;
  /**
   * For the runner in the loaded module, once its actor has started: the waiting events go to it, in order,
   * and the state follows it. Returns the detach, for the runner's unmount; a Strict Mode or `<Activity>`
   * reconnect attaches the same actor again.
   */
  attach: (actor: TActor) => () => void;
}

/** Hosts a machine that loads on first need: see `LazyActor`. */
export function createLazyActor<TModule, TActor extends AnyActorRef>({
  load: loadModule,
  keepOnLoadError = false,
  onLoadError,
}: LazyActorOptions<TModule>): LazyActor<TModule, TActor> {
  type Event = EventFrom<TActor>;
  let state: LazyActorState<TModule, TActor> = {
    status: 'idle',
    module: undefined,
    actor: undefined,
    snapshot: undefined,
    failures: 0,
    lost: [],
  };
  const initial = state;
  let waiting: Event[] = [];
  let loading = false;
  const listeners = new Set<() => void>();

  function update(change: Partial<LazyActorState<TModule, TActor>>) {
    state = { ...state, ...change };
    for (const listener of [...listeners]) listener();
  }

  function load() {
    if (loading || state.module !== undefined) return;
    loading = true;
    update({ status: 'loading' });
    loadModule().then(
      (module) => {
        loading = false;
        update({ module });
      },
      (error: unknown) => {
        loading = false;
        const lost = keepOnLoadError ? [] : waiting;
        if (!keepOnLoadError) waiting = [];
        update({ status: 'failed', failures: state.failures + 1, lost });
        onLoadError?.(error);
      },
    );
  }

  return {
    getState: () => state,
    getInitialState: () => initial,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    send(event) {
      if (state.actor) {
        state.actor.send(event);
        return;
      }
      waiting.push(event);
      load();
    },
    wait(event) {
      if (state.actor) state.actor.send(event);
      else waiting.push(event);
    },
    load,
    forgetLost() {
      if (state.lost.length > 0) update({ lost: [] });
    },
    attach(actor) {
      const subscription = actor.subscribe(() => {
        if (state.actor === actor) update({ snapshot: actor.getSnapshot() });
      });
      update({ status: 'running', actor, snapshot: actor.getSnapshot(), lost: [] });
      for (const event of waiting.splice(0)) actor.send(event);
      return () => {
        subscription.unsubscribe();
        if (state.actor !== actor) return;
        // The runner went (a new user's downloads, a reconnect): commands wait for the next runner.
        update({
          status: state.module === undefined ? 'idle' : 'loading',
          actor: undefined,
          snapshot: undefined,
        });
      };
    },
  };
}

/**
 * Reads a part of a lazily hosted machine and re-renders only when that part changes (`compare`, by default
 * `Object.is`), as `@xstate/react`'s `useSelector` does for a running actor. Before the actor runs, the
 * selector sees `snapshot: undefined` and answers what the page shows until then. A server render and the
 * hydration of its markup read the host's initial state, and the page re-renders with the current one after.
 */
export function useLazySelector<TModule, TActor extends AnyActorRef, T>(
  host: LazyActor<TModule, TActor>,
  selector: (state: LazyActorState<TModule, TActor>) => T,
  compare: (a: T, b: T) => boolean = Object.is,
): T {
  const cache = useRef<{ state: LazyActorState<TModule, TActor>; selector: unknown; value: T } | null>(null);
  const read = useCallback(() => {
    const current = host.getState();
    const cached = cache.current;
    if (cached && cached.state === current && cached.selector === selector) return cached.value;
    const value = selector(current);
    const kept = cached && compare(cached.value, value) ? cached.value : value;
    cache.current = { state: current, selector, value: kept };
    return kept;
  }, [host, selector, compare]);
  const server = useRef<{ selector: unknown; value: T } | null>(null);
  const readInitial = useCallback(() => {
    if (server.current?.selector !== selector) {
      server.current = { selector, value: selector(host.getInitialState()) };
    }
    return server.current.value;
  }, [host, selector]);
  return useSyncExternalStore(host.subscribe, read, readInitial);
}

/** For the runner in a loaded module: hands its started actor to the host, and takes it back on unmount. */
export function useAttachActor<TActor extends AnyActorRef>(
  attach: (actor: TActor) => () => void,
  actor: TActor,
): void {
  // Declared after `useActorRef`'s own effect, so the actor has started when the waiting events reach it.
  useEffect(() => attach(actor), [attach, actor]);
}
