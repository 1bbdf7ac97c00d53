import { OVERLAY_TEXT } from '@clipmarket/core';
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, use, useEffect, useMemo, useRef, type FocusEvent, type ReactNode } from 'react';
import { Snackbar } from './Snackbar';
import * as styles from './Snackbar.styles';
import {
  snackbarQueueMachine,
  type SnackbarAction,
  type SnackbarItem,
  type SnackbarRegionStatus,
  type SnackbarTimerStatus,
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

const SnackbarContext = createContext<SnackbarApi | null>(null);

function reloadPage() {
  window.location.reload();
}

/** Holds the one snackbar queue and renders its one region, fixed top centre (bottom on a phone), for any flow to raise. */
export function SnackbarProvider({ children, onReload = reloadPage }: SnackbarProviderProps) {
  const actor = useActorRef(snackbarQueueMachine);
  const status = useSelector(actor, (snapshot): SnackbarRegionStatus => {
    if (snapshot.matches('showing')) return 'showing';
    if (snapshot.matches('hiding')) return 'hiding';
    return 'idle';
  });
  const timer = useSelector(actor, (snapshot): SnackbarTimerStatus =>
    snapshot.matches({ showing: 'paused' }) ? 'paused' : 'running',
  );
  const current = useSelector(actor, (snapshot) => snapshot.context.current);

  const nextId = useRef(0);
  const api = useMemo<SnackbarApi>(
    () => ({
      enqueue: (item) => {
        nextId.current += 1;
        const id = `snackbar-${nextId.current}`;
        actor.send({ type: 'snackbar.enqueue', item: { ...item, id } });
        return id;
      },
      dismiss: (id) => actor.send({ type: 'snackbar.dismiss', id }),
    }),
    [actor],
  );

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
    actor.send({ type: 'snackbar.focus.enter' });
  }

  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    if (event.currentTarget.contains(event.relatedTarget)) return;
    actor.send({ type: 'snackbar.focus.leave' });
  }

  function handleAction(action: SnackbarAction) {
    if (action.kind === 'reload') onReload();
    actor.send({ type: 'snackbar.dismiss' });
  }

  const snackbar =
    current === null ? null : (
      <Snackbar
        key={current.id}
        message={current.message}
        severity={current.severity}
        action={current.action}
        onAction={handleAction}
        onClose={() => actor.send({ type: 'snackbar.dismiss' })}
        status={status === 'hiding' ? 'hiding' : 'showing'}
        closeLabel={OVERLAY_TEXT.close}
        data-timer={timer}
        onMouseEnter={() => actor.send({ type: 'snackbar.pointer.enter' })}
        onMouseLeave={() => actor.send({ type: 'snackbar.pointer.leave' })}
        onFocus={handleFocus}
        onBlur={handleBlur}
      />
    );
  const assertive = current?.severity === 'error';

  return (
    <SnackbarContext value={api}>
      {children}
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
