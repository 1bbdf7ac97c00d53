import {
  DELAYS,
  EMPTY_SESSION_HISTORY,
  FEEDBACK,
  isEngaged,
  recordFeedbackShown,
  type FeedbackRecord,
  type SessionHistory,
} from '@clipmarket/core';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  callsByHand,
  PathEvents,
  perform,
  stateName,
  transitionPaths,
  type MachinePath,
} from '../machinePaths.testing';
import { feedbackModalMachine, type FeedbackMemory, type FeedbackModalEvent } from './feedbackModalMachine';

const TODAY = '2026-11-21';
const NOW = new Date(`${TODAY}T10:00:00Z`);
const WIDTH = 1280;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

const fresh: FeedbackMemory = { record: null, sessionShown: false };
/** A visitor who has run three searches this session (spec section 9: engaged). */
const engaged: SessionHistory = { searches: 3, resultPages: 0, videosViewed: 0, totalEvents: 3 };
/** A visitor who has run two searches: one short of engaged. */
const twoSearches: SessionHistory = { searches: 2, resultPages: 0, videosViewed: 0, totalEvents: 2 };

function start(
  memory: FeedbackMemory | Error = fresh,
  path = '/licensing/search',
  history: SessionHistory = engaged,
) {
  const watching = { started: 0, stopped: 0 };
  const spies = {
    saveFeedbackShown: vi.fn(async (_input: { record: FeedbackRecord }) => undefined),
    submitFeedback: vi.fn(async (_input: { thumb: string; path: string }) => undefined),
  };
  const machine = feedbackModalMachine.provide({
    actors: {
      loadFeedbackMemory: fromPromise(async () => {
        if (memory instanceof Error) throw memory;
        return memory;
      }),
      saveFeedbackShown: fromPromise(({ input }) => spies.saveFeedbackShown(input)),
      submitFeedback: fromPromise(({ input }) => spies.submitFeedback(input)),
      watchTriggers: fromCallback<FeedbackModalEvent>(() => {
        watching.started += 1;
        return () => {
          watching.stopped += 1;
        };
      }),
    },
  });
  const actor = createActor(machine, { input: { path, history } });
  actor.start();
  return { actor, spies, watching };
}

type Actor = ReturnType<typeof start>['actor'];

/** Past loading and the 5 s arming delay. */
async function listening(...args: Parameters<typeof start>) {
  const started = start(...args);
  await waitFor(started.actor, (s) => !s.matches('loading'));
  vi.advanceTimersByTime(DELAYS.feedbackListenersDelayMs);
  return started;
}

const leaveAt = (actor: Actor, clientX: number, clientY = 0) =>
  actor.send({ type: 'feedback.pointerLeave', clientX, clientY, viewportWidth: WIDTH });

describe('feedbackModalMachine arming', () => {
  it('arms its triggers only 5 s after start', async () => {
    const { actor, watching } = start();
    await waitFor(actor, (s) => s.matches('arming'));

    vi.advanceTimersByTime(DELAYS.feedbackListenersDelayMs - 1);
    expect(actor.getSnapshot().value).toBe('arming');
    expect(watching.started).toBe(0);
    vi.advanceTimersByTime(1);

    expect(actor.getSnapshot().matches('listening')).toBe(true);
    expect(watching.started).toBe(1);
    expect(DELAYS.feedbackListenersDelayMs).toBe(5_000);
    actor.stop();
  });

  it('ignores every trigger in the first 5 s', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches('arming'));

    leaveAt(actor, 10);
    actor.send({ type: 'feedback.visibility' });

    expect(actor.getSnapshot().value).toBe('arming');
    actor.stop();
  });

  it('is closed from the start when it was already shown in this session', async () => {
    const { actor, watching } = start({ record: { day: TODAY, count: 0 }, sessionShown: true });

    await waitFor(actor, (s) => s.matches('closed'));
    vi.advanceTimersByTime(DELAYS.feedbackIdleMs * 2);

    expect(actor.getSnapshot().status).toBe('done');
    expect(watching.started).toBe(0);
    actor.stop();
  });

  it('is closed from the start when it was shown 3 times today', async () => {
    const { actor } = start({ record: { day: TODAY, count: FEEDBACK.maxPerDay - 1 }, sessionShown: false });

    await waitFor(actor, (s) => s.matches('closed'));

    expect(actor.getSnapshot().value).toBe('closed');
    actor.stop();
  });

  it('arms again on a new day after 3 shows the day before', async () => {
    const { actor } = start({ record: { day: '2026-11-20', count: 2 }, sessionShown: false });

    await waitFor(actor, (s) => s.matches('arming'));

    expect(actor.getSnapshot().value).toBe('arming');
    actor.stop();
  });

  it('arms when the browser storage cannot be read', async () => {
    const { actor } = start(new Error('storage blocked'));

    await waitFor(actor, (s) => s.matches('arming'));

    expect(actor.getSnapshot().context.sessionShown).toBe(false);
    actor.stop();
  });
});

describe('feedbackModalMachine triggers', () => {
  it('opens on exit intent within 200 px of the left side at the top', async () => {
    const { actor } = await listening();

    leaveAt(actor, FEEDBACK.exitIntentEdgePx);

    expect(actor.getSnapshot().value).toBe('question');
    actor.stop();
  });

  it('opens on exit intent within 200 px of the right side at the top', async () => {
    const { actor } = await listening();

    leaveAt(actor, WIDTH - FEEDBACK.exitIntentEdgePx);

    expect(actor.getSnapshot().value).toBe('question');
    actor.stop();
  });

  it('does not open on exit intent for a visitor who has not engaged yet', async () => {
    const { actor } = await listening(fresh, '/licensing/search', twoSearches);

    leaveAt(actor, 0);
    leaveAt(actor, WIDTH - 1);

    expect(actor.getSnapshot().matches('listening')).toBe(true);
    actor.stop();
  });

  it('opens on exit intent once the visitor has engaged in this session', async () => {
    const { actor } = await listening(fresh, '/licensing/search', EMPTY_SESSION_HISTORY);
    leaveAt(actor, 0);

    actor.send({ type: 'feedback.history', history: engaged });
    leaveAt(actor, 0);

    expect(actor.getSnapshot().value).toBe('question');
    actor.stop();
  });

  it('opens on the tab visibility change and on idle for a visitor who has not engaged', async () => {
    const hidden = await listening(fresh, '/licensing/search', EMPTY_SESSION_HISTORY);
    hidden.actor.send({ type: 'feedback.visibility' });
    expect(hidden.actor.getSnapshot().value).toBe('question');
    hidden.actor.stop();

    const idle = await listening(fresh, '/licensing/search', EMPTY_SESSION_HISTORY);
    vi.advanceTimersByTime(DELAYS.feedbackIdleMs);
    expect(idle.actor.getSnapshot().value).toBe('question');
    idle.actor.stop();
  });

  it('does not open when the pointer leaves through the middle of the top', async () => {
    const { actor } = await listening();

    leaveAt(actor, FEEDBACK.exitIntentEdgePx + 1);
    leaveAt(actor, WIDTH / 2);

    expect(actor.getSnapshot().matches('listening')).toBe(true);
    actor.stop();
  });

  it('does not open when the pointer leaves below the top', async () => {
    const { actor } = await listening();

    leaveAt(actor, 10, 40);

    expect(actor.getSnapshot().matches('listening')).toBe(true);
    actor.stop();
  });

  it('opens when the tab visibility changes', async () => {
    const { actor } = await listening();

    actor.send({ type: 'feedback.visibility' });

    expect(actor.getSnapshot().value).toBe('question');
    actor.stop();
  });

  it('opens after 300000 ms without activity', async () => {
    const { actor } = await listening();

    vi.advanceTimersByTime(DELAYS.feedbackIdleMs - 1);
    expect(actor.getSnapshot().matches('listening')).toBe(true);
    vi.advanceTimersByTime(1);

    expect(actor.getSnapshot().value).toBe('question');
    expect(DELAYS.feedbackIdleMs).toBe(300_000);
    actor.stop();
  });

  it('starts the idle clock again on activity', async () => {
    const { actor, watching } = await listening();

    vi.advanceTimersByTime(DELAYS.feedbackIdleMs - 1);
    actor.send({ type: 'feedback.activity' });
    vi.advanceTimersByTime(DELAYS.feedbackIdleMs - 1);
    expect(actor.getSnapshot().matches('listening')).toBe(true);
    vi.advanceTimersByTime(1);

    expect(actor.getSnapshot().value).toBe('question');
    // The page listeners stayed on through the activity.
    expect(watching.started).toBe(1);
    actor.stop();
  });

  it('stops listening to the page once open', async () => {
    const { actor, watching } = await listening();

    actor.send({ type: 'feedback.visibility' });

    expect(watching.stopped).toBe(1);
    actor.stop();
  });
});

describe('feedbackModalMachine pages and limits', () => {
  it('never opens on the login page', async () => {
    const { actor } = await listening(fresh, '/licensing/login');

    leaveAt(actor, 10);
    actor.send({ type: 'feedback.visibility' });
    vi.advanceTimersByTime(DELAYS.feedbackIdleMs);

    expect(actor.getSnapshot().matches('listening')).toBe(true);
    actor.stop();
  });

  it('never opens on the register page', async () => {
    const { actor } = await listening(fresh, '/licensing/register');

    actor.send({ type: 'feedback.visibility' });

    expect(actor.getSnapshot().matches('listening')).toBe(true);
    actor.stop();
  });

  it('opens once the user has moved on from the login page', async () => {
    const { actor } = await listening(fresh, '/licensing/login');
    actor.send({ type: 'feedback.visibility' });

    actor.send({ type: 'feedback.route', path: '/licensing/search' });
    actor.send({ type: 'feedback.visibility' });

    expect(actor.getSnapshot().value).toBe('question');
    actor.stop();
  });

  it('keeps the idle clock running on the login page, and opens on the next idle elsewhere', async () => {
    const { actor } = await listening(fresh, '/licensing/login');
    vi.advanceTimersByTime(DELAYS.feedbackIdleMs);
    expect(actor.getSnapshot().matches('listening')).toBe(true);

    actor.send({ type: 'feedback.route', path: '/licensing' });
    vi.advanceTimersByTime(DELAYS.feedbackIdleMs);

    expect(actor.getSnapshot().value).toBe('question');
    actor.stop();
  });

  it('marks the session and counts the show when it opens, the first of the day', async () => {
    const { actor, spies } = await listening();

    actor.send({ type: 'feedback.visibility' });

    expect(actor.getSnapshot().context).toMatchObject({
      sessionShown: true,
      record: { day: TODAY, count: 0 },
    });
    expect(spies.saveFeedbackShown).toHaveBeenCalledWith({ record: { day: TODAY, count: 0 } });
    actor.stop();
  });

  it('counts a later show on the same day', async () => {
    const { actor, spies } = await listening({ record: { day: TODAY, count: 1 }, sessionShown: false });

    actor.send({ type: 'feedback.visibility' });

    expect(spies.saveFeedbackShown).toHaveBeenCalledWith({ record: { day: TODAY, count: 2 } });
    actor.stop();
  });
});

describe('feedbackModalMachine question and thanks', () => {
  it('thanks the user after a thumb, sends it, and closes for good', async () => {
    const { actor, spies } = await listening();
    actor.send({ type: 'feedback.visibility' });

    actor.send({ type: 'feedback.thumb', thumb: 'up' });
    expect(actor.getSnapshot().value).toBe('thanks');
    expect(actor.getSnapshot().context.thumb).toBe('up');
    expect(spies.submitFeedback).toHaveBeenCalledWith({ thumb: 'up', path: '/licensing/search' });

    actor.send({ type: 'feedback.close' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().status).toBe('done');
    actor.stop();
  });

  it('closes from the question without sending anything', async () => {
    const { actor, spies } = await listening();
    actor.send({ type: 'feedback.visibility' });

    actor.send({ type: 'feedback.close' });

    expect(actor.getSnapshot().value).toBe('closed');
    expect(spies.submitFeedback).not.toHaveBeenCalled();
    actor.stop();
  });

  it('ignores a second thumb on the thanks step', async () => {
    const { actor, spies } = await listening();
    actor.send({ type: 'feedback.visibility' });
    actor.send({ type: 'feedback.thumb', thumb: 'down' });

    actor.send({ type: 'feedback.thumb', thumb: 'up' });

    expect(actor.getSnapshot().context.thumb).toBe('down');
    expect(spies.submitFeedback).toHaveBeenCalledTimes(1);
    actor.stop();
  });

  it('ignores thumbs and close before it opens', async () => {
    const { actor } = await listening();

    actor.send({ type: 'feedback.thumb', thumb: 'up' });
    actor.send({ type: 'feedback.close' });

    expect(actor.getSnapshot().matches('listening')).toBe(true);
    actor.stop();
  });
});

/**
 * Paths generated from the machine (`xstate/graph`): one per transition, through what the browser remembers, the
 * arming and idle delays, every trigger, the login page and the user's answer. A real actor walks each path on a
 * fake clock, and after every step is where the path says: listening to the page only while armed, opening at
 * most once and never on the login page, saving the show and sending the thumb once each.
 */
describe('feedbackModalMachine generated paths', () => {
  const memories: Record<string, FeedbackMemory> = {
    'the browser remembers nothing': fresh,
    'the modal showed twice today': { record: { day: TODAY, count: 1 }, sessionShown: false },
    'the modal showed 3 times today': {
      record: { day: TODAY, count: FEEDBACK.maxPerDay - 1 },
      sessionShown: false,
    },
    'the modal showed 3 times yesterday': { record: { day: '2026-11-20', count: 2 }, sessionShown: false },
    'the modal showed in this session': { record: null, sessionShown: true },
  };
  const events = new PathEvents(feedbackModalMachine)
    .after('5 s pass', 'feedbackListenersDelay')
    .after('300000 ms pass without activity', 'feedbackIdle')
    .add('the user does something', { type: 'feedback.activity' })
    .add('the user opens the login page', { type: 'feedback.route', path: '/licensing/login' })
    .add('the user opens the search page', { type: 'feedback.route', path: '/licensing/search' })
    .add('the visitor runs a third search', { type: 'feedback.history', history: engaged })
    .add('the pointer leaves at the top left corner', {
      type: 'feedback.pointerLeave',
      clientX: 0,
      clientY: 0,
      viewportWidth: WIDTH,
    })
    .add('the pointer leaves at the top right corner', {
      type: 'feedback.pointerLeave',
      clientX: WIDTH - 1,
      clientY: 0,
      viewportWidth: WIDTH,
    })
    .add('the tab is hidden', { type: 'feedback.visibility' })
    .add('the user gives a thumb up', { type: 'feedback.thumb', thumb: 'up' })
    .add('the user gives a thumb down', { type: 'feedback.thumb', thumb: 'down' })
    .add('the user closes the modal', { type: 'feedback.close' });
  for (const [label, memory] of Object.entries(memories)) events.done(label, 'loadFeedbackMemory', memory);
  events.error('the browser storage cannot be read', 'loadFeedbackMemory', new Error('storage blocked'));

  // The rules read the clock: the paths are generated on the tests' day.
  vi.setSystemTime(NOW);
  const paths = transitionPaths(feedbackModalMachine, {
    events,
    // A visitor who has only just arrived: exit intent waits until they have engaged.
    input: { path: '/licensing/search', history: twoSearches },
    // What the modal does next depends on its state, the page, whether the visitor has engaged and whether a
    // thumb was given; the day's count only decides, once loaded, whether it arms at all.
    serializeState: ({ value, context }) =>
      JSON.stringify([value, context.path, isEngaged(context.history), context.thumb !== null]),
    // The page matters when a trigger fires and when a thumb is sent, and only a change of it; engagement
    // matters while listening, and only once.
    filterEvents: (snapshot, event) =>
      event.type === 'feedback.history'
        ? snapshot.matches('listening') && !isEngaged(snapshot.context.history)
        : event.type !== 'feedback.route' ||
          ((snapshot.matches('listening') || snapshot.matches('question')) &&
            event.path !== snapshot.context.path),
  });
  vi.useRealTimers();

  it('generates a path for every transition', () => {
    const reached = new Set(paths.flatMap((path) => path.steps.map((step) => stateName(step.state))));

    expect([...reached].sort()).toEqual([
      'arming',
      'closed',
      'listening.active',
      'loading',
      'question',
      'thanks',
    ]);
  });

  /** Walks a real actor along the path, checking after every step what the user sees. */
  async function walk(path: MachinePath<typeof feedbackModalMachine>) {
    const calls = callsByHand(feedbackModalMachine, ['loadFeedbackMemory'] as const);
    const listeners = { on: 0 };
    const spies = {
      saveFeedbackShown: vi.fn(async (_input: { record: FeedbackRecord }) => undefined),
      submitFeedback: vi.fn(async (_input: { thumb: string; path: string }) => undefined),
    };
    const machine = feedbackModalMachine.provide({
      actors: {
        ...calls.actors,
        saveFeedbackShown: fromPromise(({ input }) => spies.saveFeedbackShown(input)),
        submitFeedback: fromPromise(({ input }) => spies.submitFeedback(input)),
        watchTriggers: fromCallback<FeedbackModalEvent>(() => {
          listeners.on += 1;
          return () => {
            listeners.on -= 1;
          };
        }),
      },
    });
    const actor = createActor(machine, { input: { path: '/licensing/search', history: twoSearches } });
    actor.start();
    const driver = {
      actor,
      running: calls.running,
      advance: vi.advanceTimersByTime,
      delays: {
        feedbackListenersDelay: DELAYS.feedbackListenersDelayMs,
        feedbackIdle: DELAYS.feedbackIdleMs,
      },
    };
    let remembered: FeedbackMemory = fresh;
    let opened = false;
    let thumb: { thumb: string; path: string } | null = null;
    let page = '/licensing/search';
    let history = twoSearches;

    for (const step of path.steps) {
      await perform(step.event, driver);
      const label = events.label(step.event);
      remembered = memories[label] ?? remembered;
      const event = step.event as FeedbackModalEvent;
      if (event.type === 'feedback.route') page = event.path;
      if (event.type === 'feedback.history') history = event.history;
      if (event.type === 'feedback.thumb' && thumb === null) thumb = { thumb: event.thumb, path: page };
      const snapshot = actor.getSnapshot();
      const state = stateName(snapshot);
      if (event.type === 'feedback.pointerLeave' && state === 'question' && !opened) {
        // Exit intent opens it only for a visitor who has engaged.
        expect(isEngaged(history)).toBe(true);
      }
      if (state === 'question' && !opened) {
        opened = true;
        // It opens on a page other than login or register.
        expect(snapshot.context.path).toBe('/licensing/search');
      }

      expect(state).toBe(stateName(step.state));
      expect(snapshot.context).toEqual(step.state.context);
      // The memory is read while loading; the page is listened to exactly while the triggers are armed.
      expect(calls.inFlight()).toEqual(state === 'loading' ? ['loadFeedbackMemory'] : []);
      expect(listeners.on).toBe(state.startsWith('listening') ? 1 : 0);
      // Once open, the show is counted and saved once; a thumb is sent once, with the page it was given on.
      expect(spies.saveFeedbackShown.mock.calls).toEqual(
        opened ? [[{ record: recordFeedbackShown(remembered.record, NOW) }]] : [],
      );
      expect(snapshot.context.sessionShown).toBe(opened || remembered.sessionShown);
      expect(spies.submitFeedback.mock.calls).toEqual(thumb ? [[thumb]] : []);
      expect(snapshot.status).toBe(state === 'closed' ? 'done' : 'active');
    }
    actor.stop();
  }

  for (const path of paths) it(events.describe(path), () => walk(path));
});
