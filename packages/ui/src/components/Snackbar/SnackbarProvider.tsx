import { OVERLAY_TEXT } from '@clipmarket/core';
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { createLazyActor, useLazySelector, type LazyActorState } from '../../machines/lazyActor';
// Types only: the snackbar's view, the queue's machine and XState load with `import()` on the first enqueue
// (see loadSnackbarQueue); nothing of them can show before the queue runs.
import type { SnackbarProps } from './Snackbar';
import * as styles from './SnackbarProvider.styles';
import type { SnackbarQueueProps } from './SnackbarQueue';
import type {
  SnackbarAction,
  SnackbarItem,
  SnackbarQueueActor,
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
  /**
   * The app has moved to another page: the snackbars raised for the page it left (`scope` 'page', the
   * default) go, the one showing and those waiting; those of scope 'app' stay. The app calls it when its
   * route changes.
   */
  dismissPage: () => void;
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

type QueueState = LazyActorState<SnackbarQueueModule, SnackbarQueueActor>;
const selectModule = (state: QueueState) => state.module;
const selectActor = (state: QueueState) => state.actor;
const selectSnapshot = (state: QueueState) => state.snapshot;

function regionStatusOf(snapshot: SnackbarQueueSnapshot | undefined): SnackbarRegionStatus {
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
  // The queue's machine, hosted before it loads (`createLazyActor`): enqueue and dismiss wait in order until
  // it runs, and a failed load keeps them for the next enqueue to replay.
  const [host] = useState(() =>
    createLazyActor<SnackbarQueueModule, SnackbarQueueActor>({
      load: loadQueue,
      keepOnLoadError: true,
      onLoadError: (error) => console.error('SnackbarProvider could not load its queue.', error),
    }),
  );

  const nextId = useRef(0);
  const api = useMemo<SnackbarApi>(
    () => ({
      enqueue: (item) => {
        nextId.current += 1;
        const id = `snackbar-${nextId.current}`;
        host.send({ type: 'snackbar.enqueue', item: { ...item, id } });
        return id;
      },
      dismiss: (id) => {
        // Nothing asked for yet: there is nothing to dismiss. Otherwise it waits with what was raised.
        if (host.getState().status === 'idle') return;
        host.wait({ type: 'snackbar.dismiss', id });
      },
      dismissPage: () => {
        if (host.getState().status === 'idle') return;
        host.wait({ type: 'snackbar.page.leave' });
      },
    }),
    [host],
  );

  // Also the server's snapshot (the app renders pages on the server, ADR 17): no queue runs there, so idle.
  const loaded = useLazySelector(host, selectModule);
  const snapshot = useLazySelector(host, selectSnapshot);
  const queue = useLazySelector(host, selectActor);
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
    <SnackbarContext.Provider value={api}>
      {children}
      {loaded === undefined ? null : <loaded.SnackbarQueue attach={host.attach} />}
      <div ref={regionRef} css={styles.region} data-state={status}>
        {/* Two live containers, always mounted: errors interrupt, everything else waits its turn. */}
        <div role="status" aria-live="polite" css={styles.live}>
          {assertive ? null : snackbar}
        </div>
        <div role="alert" aria-live="assertive" css={styles.live}>
          {assertive ? snackbar : null}
        </div>
      </div>
    </SnackbarContext.Provider>
  );
}

/** The snackbar queue of the nearest `SnackbarProvider`. */
export function useSnackbar(): SnackbarApi {
  const api = useContext(SnackbarContext);
  if (api === null) throw new Error('useSnackbar() needs a <SnackbarProvider> above it.');
  return api;
}
