import { OVERLAY_TEXT } from '@clipmarket/core';
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type FocusEvent,
  type ReactNode,
} from 'react';
// Types only: the snackbar's view, the queue's machine and XState load with `import()` on the first enqueue
// (see loadSnackbarQueue); nothing of them can show before the queue runs.
import type { SnackbarProps } from './Snackbar';
import * as styles from './SnackbarProvider.styles';
import type { SnackbarQueueProps } from './SnackbarQueue';
import type {
  SnackbarAction,
  SnackbarItem,
  SnackbarQueueActor,
  SnackbarQueueEvent,
  SnackbarQueueSnapshot,
  SnackbarRegionStatus,
  SnackbarTimerStatus,
} from './snackbarQueueMachine';

/** What `useSnackbar()` returns. */
export interface SnackbarApi {
  /** Queues a snackbar and returns its id; it shows once every earlier one has hidden. */
  enqueue: (item: SnackbarItem) => string;
  /** Hides the visible snackbar (no id, or its id), or drops a waiting one from the queue (its id). */
  dismiss: (id?: string) => void;
}

export interface SnackbarProviderProps {
  children?: ReactNode;
  /**
   * What the reload action does. Stories and tests pass a spy.
   * @default () => window.location.reload()
   */
  onReload?: () => void;
}

/** What the provider loads on the first enqueue (`SnackbarQueue.tsx`): the queue, and the view that shows it. */
export interface SnackbarQueueModule {
  SnackbarQueue: ComponentType<SnackbarQueueProps>;
  Snackbar: ComponentType<SnackbarProps>;
}

/** Loads the module that runs the queue and renders the snackbar (`SnackbarQueue.tsx`). */
export type LoadSnackbarQueue = () => Promise<SnackbarQueueModule>;

const SnackbarContext = createContext<SnackbarApi | null>(null);

function reloadPage() {
  window.location.reload();
}

// Most visits never raise a snackbar: XState (about 13 kB gzipped) and the snackbar's view and styles stay out
// of the first bundle until one does.
function loadSnackbarQueue() {
  return import('./SnackbarQueue');
}

function subscribeToNothing() {
  return () => {};
}

function regionStatusOf(snapshot: SnackbarQueueSnapshot | null): SnackbarRegionStatus {
  if (snapshot?.matches('showing')) return 'showing';
  if (snapshot?.matches('hiding')) return 'hiding';
  return 'idle';
}

/** Holds the one snackbar queue and renders its one region, fixed top centre (bottom on a phone), for any flow to raise. */
export function SnackbarProvider({ children, onReload = reloadPage }: SnackbarProviderProps) {
  return (
    <SnackbarProviderWithLoader loadQueue={loadSnackbarQueue} onReload={onReload}>
      {children}
    </SnackbarProviderWithLoader>
  );
}

export interface SnackbarProviderWithLoaderProps extends SnackbarProviderProps {
  /** Loads the queue's module on the first `enqueue`. */
  loadQueue: LoadSnackbarQueue;
}

/**
 * `SnackbarProvider` with the loader of its queue injected, so tests can hold the load back or see that it
 * never happens. Not exported from the package: apps use `SnackbarProvider`.
 */
export function SnackbarProviderWithLoader({
  children,
  onReload = reloadPage,
  loadQueue,
}: SnackbarProviderWithLoaderProps) {
  const [loaded, setLoaded] = useState<SnackbarQueueModule | null>(null);
  const [queue, setQueue] = useState<SnackbarQueueActor | null>(null);
  // What enqueue and dismiss send to: events wait in `pending`, in order, until the queue has started.
  const running = useRef<SnackbarQueueActor | null>(null);
  const pending = useRef<SnackbarQueueEvent[]>([]);
  const loading = useRef(false);

  const handleStart = useCallback((started: SnackbarQueueActor) => {
    running.current = started;
    for (const event of pending.current.splice(0)) started.send(event);
    setQueue(started);
  }, []);

  const nextId = useRef(0);
  const api = useMemo<SnackbarApi>(() => {
    function send(event: SnackbarQueueEvent) {
      if (running.current) running.current.send(event);
      else pending.current.push(event);
    }
    function load() {
      if (loading.current) return;
      loading.current = true;
      loadQueue().then(
        (module) => setLoaded({ SnackbarQueue: module.SnackbarQueue, Snackbar: module.Snackbar }),
        (error: unknown) => {
          // Keep what was raised: the next enqueue tries the load again and replays it all.
          loading.current = false;
          console.error('SnackbarProvider could not load its queue.', error);
        },
      );
    }
    return {
      enqueue: (item) => {
        nextId.current += 1;
        const id = `snackbar-${nextId.current}`;
        send({ type: 'snackbar.enqueue', item: { ...item, id } });
        load();
        return id;
      },
      dismiss: (id) => {
        // Nothing running and nothing waiting: there is nothing to dismiss.
        if (running.current === null && pending.current.length === 0) return;
        send({ type: 'snackbar.dismiss', id });
      },
    };
  }, [loadQueue]);

  const subscribe = useMemo(
    () =>
      queue === null
        ? subscribeToNothing
        : (onChange: () => void) => {
            const subscription = queue.subscribe(onChange);
            return () => subscription.unsubscribe();
          },
    [queue],
  );
  // Also the server's snapshot (the app renders pages on the server, ADR 17): no queue runs there, so idle.
  const readSnapshot = () => queue?.getSnapshot() ?? null;
  const snapshot = useSyncExternalStore(subscribe, readSnapshot, readSnapshot);
  const status = regionStatusOf(snapshot);
  const timer: SnackbarTimerStatus = snapshot?.matches({ showing: 'paused' }) ? 'paused' : 'running';
  const current = snapshot?.context.current ?? null;

  // Where focus was before the user tabbed into the snackbar, so closing it does not drop focus on <body>.
  const regionRef = useRef<HTMLDivElement>(null);
  const focusOrigin = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (status !== 'hiding') return;
    const region = regionRef.current;
    const origin = focusOrigin.current;
    focusOrigin.current = null;
    if (region?.contains(document.activeElement) && origin?.isConnected) origin.focus();
  }, [status]);

  function handleFocus(event: FocusEvent<HTMLDivElement>) {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !event.currentTarget.contains(from)) focusOrigin.current = from;
    queue?.send({ type: 'snackbar.focus.enter' });
  }

  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    if (event.currentTarget.contains(event.relatedTarget)) return;
    queue?.send({ type: 'snackbar.focus.leave' });
  }

  function handleAction(action: SnackbarAction) {
    if (action.kind === 'reload') onReload();
    queue?.send({ type: 'snackbar.dismiss' });
  }

  // A current snackbar means the queue runs, so its module, and with it the view, has loaded.
  const Snackbar = loaded?.Snackbar;
  const snackbar =
    current === null || Snackbar === undefined ? null : (
      <Snackbar
        key={current.id}
        message={current.message}
        severity={current.severity}
        action={current.action}
        onAction={handleAction}
        onClose={() => queue?.send({ type: 'snackbar.dismiss' })}
        status={status === 'hiding' ? 'hiding' : 'showing'}
        closeLabel={OVERLAY_TEXT.close}
        data-timer={timer}
        onMouseEnter={() => queue?.send({ type: 'snackbar.pointer.enter' })}
        onMouseLeave={() => queue?.send({ type: 'snackbar.pointer.leave' })}
        onFocus={handleFocus}
        onBlur={handleBlur}
      />
    );
  const assertive = current?.severity === 'error';

  return (
    <SnackbarContext value={api}>
      {children}
      {loaded === null ? null : <loaded.SnackbarQueue onStart={handleStart} />}
      <div ref={regionRef} css={styles.region} data-state={status}>
        {/* Two live containers, always mounted: errors interrupt, everything else waits its turn. */}
        <div role="status" aria-live="polite" css={styles.live}>
          {assertive ? null : snackbar}
        </div>
        <div role="alert" aria-live="assertive" css={styles.live}>
          {assertive ? snackbar : null}
        </div>
      </div>
    </SnackbarContext>
  );
}

/** The snackbar queue of the nearest `SnackbarProvider`. */
export function useSnackbar(): SnackbarApi {
  const api = use(SnackbarContext);
  if (api === null) throw new Error('useSnackbar() needs a <SnackbarProvider> above it.');
  return api;
}
