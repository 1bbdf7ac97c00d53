import {
  DELAYS,
  canShowFeedback,
  isEngaged,
  isExitIntent,
  recordFeedbackShown,
  type FeedbackRecord,
  type PointerExit,
  type SessionHistory,
} from '@clipmarket/core';
import { and, assign, fromCallback, setup, spawnChild } from 'xstate';
import { actorToProvide } from '../shared';

/**
 * The search-feedback modal (spec sections 4 and 9). Its triggers are armed 5 s after start: 300000 ms
 * without activity, the pointer leaving through the top within 200 px of either side (exit intent) once the
 * visitor has engaged (core's `isEngaged` over the session history, spec section 9: someone about to leave
 * after one glance is not asked whether the search found it), or the tab's visibility changing. It opens at most once per browser session and 3 times a day across sessions
 * (`canShowFeedback`), never on the login or register pages; it shows a question, then thanks after a thumb,
 * and closes for good.
 */

export type FeedbackThumb = 'up' | 'down';

/** What the browser remembers: the day's record (local storage) and this session's flag (session storage). */
export interface FeedbackMemory {
  record: FeedbackRecord | null;
  sessionShown: boolean;
}

export interface FeedbackModalContext extends FeedbackMemory {
  /** The current location's path; the modal never opens on the login or register pages. */
  path: string;
  /** What the visitor has done this browser session; exit intent opens the modal only once engaged. */
  history: SessionHistory;
  thumb: FeedbackThumb | null;
}

export interface FeedbackModalInput {
  path: string;
  /** What the visitor has done this browser session so far (`EMPTY_SESSION_HISTORY` for nothing yet). */
  history: SessionHistory;
}

export type FeedbackModalEvent =
  | { type: 'feedback.route'; path: string }
  /** The visitor searched, paged or viewed a clip: the session's counts now. */
  | { type: 'feedback.history'; history: SessionHistory }
  /** The user did something: the idle clock starts again. */
  | { type: 'feedback.activity' }
  /** The pointer left the page at this point. */
  | ({ type: 'feedback.pointerLeave' } & PointerExit)
  | { type: 'feedback.visibility' }
  | { type: 'feedback.thumb'; thumb: FeedbackThumb }
  /** The close icon or the Close button. */
  | { type: 'feedback.close' };

/**
 * The modal's status, mirroring the machine's state names. The modal itself shows `question` and `thanks`;
 * before it opens the machine is `loading`, `arming` (the first 5 s) or `listening`.
 */
export type FeedbackModalStatus = 'loading' | 'arming' | 'listening' | 'question' | 'thanks' | 'closed';

/** Whether the modal may still open in this session on some page (the page is checked when a trigger fires). */
function mayOpenLater({ record, sessionShown }: FeedbackMemory): boolean {
  return canShowFeedback({ record, sessionShown, path: '', now: new Date() });
}

export const feedbackModalMachine = setup({
  types: {
    context: {} as FeedbackModalContext,
    events: {} as FeedbackModalEvent,
    input: {} as FeedbackModalInput,
  },
  actors: {
    /** Reads the day's record and this session's flag. */
    loadFeedbackMemory: actorToProvide<FeedbackMemory>('loadFeedbackMemory'),
    /** Writes the new record and marks the session. */
    saveFeedbackShown: actorToProvide<unknown, { record: FeedbackRecord }>('saveFeedbackShown'),
    /** Sends the thumb to analytics. */
    submitFeedback: actorToProvide<unknown, { thumb: FeedbackThumb; path: string }>('submitFeedback'),
    /**
     * Listens to the page and sends `feedback.activity`, `feedback.pointerLeave` and `feedback.visibility`;
     * `watchFeedbackTriggers` does it for a browser document.
     */
    watchTriggers: fromCallback<FeedbackModalEvent>(() => {
      throw new Error(
        'The "watchTriggers" actor was not provided: pass watchFeedbackTriggers with machine.provide({ actors: { watchTriggers } }).',
      );
    }),
  },
  delays: {
    feedbackListenersDelay: DELAYS.feedbackListenersDelayMs,
    feedbackIdle: DELAYS.feedbackIdleMs,
  },
  guards: {
    mayOpenLater: (_, memory: FeedbackMemory) => mayOpenLater(memory),
    canShow: ({ context }) =>
      canShowFeedback({
        record: context.record,
        sessionShown: context.sessionShown,
        path: context.path,
        now: new Date(),
      }),
    isExitIntent: ({ event }) => event.type === 'feedback.pointerLeave' && isExitIntent(event),
    isEngaged: ({ context }) => isEngaged(context.history),
  },
  actions: {
    remember: assign((_, memory: FeedbackMemory) => memory),
    setPath: assign({
      path: ({ context, event }) => (event.type === 'feedback.route' ? event.path : context.path),
    }),
    setHistory: assign({
      history: ({ context, event }) => (event.type === 'feedback.history' ? event.history : context.history),
    }),
    markShown: assign(({ context }) => ({
      record: recordFeedbackShown(context.record, new Date()),
      sessionShown: true,
    })),
    saveShown: spawnChild('saveFeedbackShown', { input: ({ context }) => ({ record: context.record! }) }),
    setThumb: assign({
      thumb: ({ context, event }) => (event.type === 'feedback.thumb' ? event.thumb : context.thumb),
    }),
    submitThumb: spawnChild('submitFeedback', {
      input: ({ context }) => ({ thumb: context.thumb!, path: context.path }),
    }),
  },
}).createMachine({
  id: 'feedbackModal',
  context: ({ input }) => ({
    path: input.path,
    history: input.history,
    record: null,
    sessionShown: false,
    thumb: null,
  }),
  initial: 'loading',
  on: {
    'feedback.route': { actions: 'setPath' },
    'feedback.history': { actions: 'setHistory' },
  },
  states: {
    loading: {
      invoke: {
        src: 'loadFeedbackMemory',
        onDone: [
          {
            guard: { type: 'mayOpenLater', params: ({ event }) => event.output },
            target: 'arming',
            actions: { type: 'remember', params: ({ event }) => event.output },
          },
          { target: 'closed', actions: { type: 'remember', params: ({ event }) => event.output } },
        ],
        // Storage unreadable: treat the browser as new; the session flag in context still stops a second show.
        onError: 'arming',
      },
    },
    /** The first 5 s: nothing opens the modal yet. */
    arming: {
      after: { feedbackListenersDelay: 'listening' },
    },
    listening: {
      invoke: { src: 'watchTriggers' },
      initial: 'active',
      on: {
        'feedback.pointerLeave': { guard: and(['isExitIntent', 'isEngaged']), target: 'opening' },
        'feedback.visibility': { target: 'opening' },
      },
      states: {
        active: {
          after: { feedbackIdle: '#feedbackModal.opening' },
          // Re-entering this child alone restarts the idle clock and keeps the page listeners on.
          on: { 'feedback.activity': { target: 'active', reenter: true } },
        },
      },
    },
    /** A trigger fired: open unless this page or today's count forbids it. Never rests here. */
    opening: {
      always: [{ guard: 'canShow', target: 'question' }, { target: 'listening' }],
    },
    question: {
      entry: ['markShown', 'saveShown'],
      on: {
        'feedback.thumb': { target: 'thanks', actions: 'setThumb' },
        'feedback.close': 'closed',
      },
    },
    thanks: {
      entry: 'submitThumb',
      on: { 'feedback.close': 'closed' },
    },
    /** Once per browser session: closed for good. */
    closed: { type: 'final' },
  },
});

/** How often activity resets the idle clock at most; a pointer sends dozens of moves a second. */
const ACTIVITY_THROTTLE_MS = 1_000;
const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'scroll', 'touchstart', 'wheel'] as const;

/**
 * `watchTriggers` for a browser document: activity (throttled to once a second), the pointer leaving the
 * window (`mouseout` with no element to go to), and `visibilitychange`.
 */
export const watchFeedbackTriggers = fromCallback<FeedbackModalEvent>(({ sendBack }) => {
  let lastActivity = 0;
  const activity = () => {
    const now = Date.now();
    if (now - lastActivity < ACTIVITY_THROTTLE_MS) return;
    lastActivity = now;
    sendBack({ type: 'feedback.activity' });
  };
  const leave = (event: MouseEvent) => {
    if (event.relatedTarget !== null) return;
    sendBack({
      type: 'feedback.pointerLeave',
      clientX: event.clientX,
      clientY: event.clientY,
      viewportWidth: window.innerWidth,
    });
  };
  const visibility = () => sendBack({ type: 'feedback.visibility' });

  for (const name of ACTIVITY_EVENTS)
    window.addEventListener(name, activity, { passive: true, capture: true });
  document.addEventListener('mouseout', leave);
  document.addEventListener('visibilitychange', visibility);
  return () => {
    for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, activity, { capture: true });
    document.removeEventListener('mouseout', leave);
    document.removeEventListener('visibilitychange', visibility);
  };
});
