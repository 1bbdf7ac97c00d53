import { DELAYS } from '@clipmarket/core';
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { motion } from '../../theme';

export type SnackbarSeverity = 'info' | 'success' | 'error' | 'warning';

/** Reload the page, or a link to the checkout (spec section 2). */
export type SnackbarAction = { kind: 'reload' } | { kind: 'view'; href: string; label?: string };

/** What a flow hands to `enqueue`. */
export interface SnackbarItem {
  message: string;
  /** @default 'info' */
  severity?: SnackbarSeverity;
  action?: SnackbarAction;
  /** @default DELAYS.snackbarAutoHideMs (5000) */
  autoHideMs?: number;
  /**
   * `page`: it answers something done on the page it was raised on, and goes when the app moves to another
   * page (`dismissPage`). `app`: it stays, as a notice raised just before the app moves on (a playlist gone, an
   * order placed, a team joined).
   * @default 'page'
   */
  scope?: SnackbarScope;
}

/** Whether a snackbar goes with the page it was raised on, or stays across pages. */
export type SnackbarScope = 'page' | 'app';

export interface QueuedSnackbar extends SnackbarItem {
  id: string;
}

/** The region's finite status, written as `data-state` on its root. */
export type SnackbarRegionStatus = 'idle' | 'showing' | 'hiding';

/** Whether the auto-hide clock runs or waits for the reader (hover or focus inside the snackbar). */
export type SnackbarTimerStatus = 'running' | 'paused';

/** The exit transition's length; read from the motion token so the CSS and the queue agree. */
export const SNACKBAR_EXIT_MS = Number.parseInt(motion.durationBase, 10);

export interface SnackbarQueueContext {
  queue: QueuedSnackbar[];
  current: QueuedSnackbar | null;
  hovered: boolean;
  focused: boolean;
}

export type SnackbarQueueEvent =
  | { type: 'snackbar.enqueue'; item: QueuedSnackbar }
  /** Without an id: the visible snackbar. With the id of a waiting one: it leaves the queue unseen. */
  | { type: 'snackbar.dismiss'; id?: string }
  /** The app moved to another page: the snackbars of the page go, the one showing and those waiting. */
  | { type: 'snackbar.page.leave' }
  | { type: 'snackbar.pointer.enter' }
  | { type: 'snackbar.pointer.leave' }
  | { type: 'snackbar.focus.enter' }
  | { type: 'snackbar.focus.leave' };

/**
 * One queue, one visible snackbar (decisions.md): the next one shows only after the current one has hidden.
 * The auto-hide clock pauses while the reader hovers or focuses the snackbar and restarts in full after,
 * so a user who was reading or tabbing to the action never loses it mid-sentence.
 */
export const snackbarQueueMachine = setup({
  types: {
    context: {} as SnackbarQueueContext,
    events: {} as SnackbarQueueEvent,
  },
  delays: {
    autoHide: ({ context }) => context.current?.autoHideMs ?? DELAYS.snackbarAutoHideMs,
    exitTransition: SNACKBAR_EXIT_MS,
  },
  guards: {
    hasQueued: ({ context }) => context.queue.length > 0,
    isHeld: ({ context }) => context.hovered || context.focused,
    isReleased: ({ context }) => !context.hovered && !context.focused,
    targetsCurrent: ({ context, event }) =>
      event.type === 'snackbar.dismiss' && (event.id === undefined || event.id === context.current?.id),
    currentIsOfThePage: ({ context }) => (context.current?.scope ?? 'page') === 'page',
  },
  actions: {
    enqueue: assign({
      queue: ({ context, event }) =>
        event.type === 'snackbar.enqueue' ? [...context.queue, event.item] : context.queue,
    }),
    dropQueued: assign({
      queue: ({ context, event }) =>
        event.type === 'snackbar.dismiss' && event.id !== undefined
          ? context.queue.filter((item) => item.id !== event.id)
          : context.queue,
    }),
    showNext: assign(({ context }) => ({
      current: context.queue[0] ?? null,
      queue: context.queue.slice(1),
      // A new snackbar starts unheld: the previous one may have left while hovered, without a leave event.
      hovered: false,
      focused: false,
    })),
    dropPageItems: assign({
      queue: ({ context }) => context.queue.filter((item) => item.scope === 'app'),
    }),
    clearCurrent: assign({ current: null }),
    hold: assign(({ event }) =>
      event.type === 'snackbar.pointer.enter' ? { hovered: true } : { focused: true },
    ),
    release: assign(({ event }) =>
      event.type === 'snackbar.pointer.leave' ? { hovered: false } : { focused: false },
    ),
  },
}).createMachine({
  id: 'snackbarQueue',
  context: { queue: [], current: null, hovered: false, focused: false },
  initial: 'idle',
  on: {
    'snackbar.enqueue': { actions: 'enqueue' },
    'snackbar.dismiss': { actions: 'dropQueued' },
    'snackbar.page.leave': { actions: 'dropPageItems' },
  },
  states: {
    idle: {
      always: { guard: 'hasQueued', target: 'showing' },
    },
    showing: {
      entry: 'showNext',
      initial: 'running',
      on: {
        'snackbar.dismiss': [{ guard: 'targetsCurrent', target: 'hiding' }, { actions: 'dropQueued' }],
        'snackbar.page.leave': [
          { guard: 'currentIsOfThePage', target: 'hiding', actions: 'dropPageItems' },
          { actions: 'dropPageItems' },
        ],
        'snackbar.pointer.enter': { actions: 'hold' },
        'snackbar.focus.enter': { actions: 'hold' },
        'snackbar.pointer.leave': { actions: 'release' },
        'snackbar.focus.leave': { actions: 'release' },
      },
      states: {
        running: {
          always: { guard: 'isHeld', target: 'paused' },
          after: { autoHide: '#snackbarQueue.hiding' },
        },
        paused: {
          always: { guard: 'isReleased', target: 'running' },
        },
      },
    },
    hiding: {
      after: { exitTransition: 'idle' },
      exit: 'clearCurrent',
    },
  },
});

/** The running queue, as `SnackbarProvider` holds it once `SnackbarQueue` has started it. */
export type SnackbarQueueActor = ActorRefFrom<typeof snackbarQueueMachine>;

export type SnackbarQueueSnapshot = SnapshotFrom<typeof snackbarQueueMachine>;
