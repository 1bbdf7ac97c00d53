import { DELAYS, FEEDBACK, type FeedbackRecord } from '@clipmarket/core';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

function start(memory: FeedbackMemory | Error = fresh, path = '/licensing/search') {
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
  const actor = createActor(machine, { input: { path } });
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
 * Every path from start to rest, hand-listed because `@xstate/graph` is not installed here: what the browser
 * remembers, the page, the trigger after arming, and the user's answer.
 */
describe('feedbackModalMachine paths', () => {
  type Trigger = 'leftCorner' | 'rightCorner' | 'middle' | 'visibility' | 'idle' | 'none';
  // prettier-ignore
  const paths: {
    name: string;
    memory: FeedbackMemory;
    path: string;
    trigger: Trigger;
    answer: 'thumb' | 'close' | null;
    rest: string;
  }[] = [
    { name: 'fresh, exit left, thumb, close', memory: fresh, path: '/licensing/search', trigger: 'leftCorner', answer: 'thumb', rest: 'closed' },
    { name: 'fresh, exit right, close', memory: fresh, path: '/licensing/search', trigger: 'rightCorner', answer: 'close', rest: 'closed' },
    { name: 'fresh, exit middle', memory: fresh, path: '/licensing/search', trigger: 'middle', answer: null, rest: 'listening' },
    { name: 'fresh, tab hidden', memory: fresh, path: '/licensing', trigger: 'visibility', answer: null, rest: 'question' },
    { name: 'fresh, idle, thumb', memory: fresh, path: '/licensing', trigger: 'idle', answer: 'thumb', rest: 'thanks' },
    { name: 'fresh, nothing happens', memory: fresh, path: '/licensing', trigger: 'none', answer: null, rest: 'listening' },
    { name: 'login page, exit left', memory: fresh, path: '/licensing/login', trigger: 'leftCorner', answer: null, rest: 'listening' },
    { name: 'register page, idle', memory: fresh, path: '/licensing/register', trigger: 'idle', answer: null, rest: 'listening' },
    { name: 'second of today, tab hidden', memory: { record: { day: TODAY, count: 0 }, sessionShown: false }, path: '/licensing', trigger: 'visibility', answer: null, rest: 'question' },
    { name: 'third of today, tab hidden', memory: { record: { day: TODAY, count: 1 }, sessionShown: false }, path: '/licensing', trigger: 'visibility', answer: null, rest: 'question' },
    { name: 'fourth of today', memory: { record: { day: TODAY, count: 2 }, sessionShown: false }, path: '/licensing', trigger: 'visibility', answer: null, rest: 'closed' },
    { name: 'shown this session', memory: { record: null, sessionShown: true }, path: '/licensing', trigger: 'visibility', answer: null, rest: 'closed' },
  ];

  it.each(paths)('$name rests in $rest', async ({ memory, path, trigger, answer, rest }) => {
    const { actor } = start(memory, path);
    await waitFor(actor, (s) => !s.matches('loading'));
    vi.advanceTimersByTime(DELAYS.feedbackListenersDelayMs);

    if (trigger === 'leftCorner') leaveAt(actor, 0);
    if (trigger === 'rightCorner') leaveAt(actor, WIDTH - 1);
    if (trigger === 'middle') leaveAt(actor, WIDTH / 2);
    if (trigger === 'visibility') actor.send({ type: 'feedback.visibility' });
    if (trigger === 'idle') vi.advanceTimersByTime(DELAYS.feedbackIdleMs);
    if (answer === 'thumb') actor.send({ type: 'feedback.thumb', thumb: 'up' });
    if (answer === 'close') actor.send({ type: 'feedback.close' });
    if (answer === 'thumb' && rest === 'closed') actor.send({ type: 'feedback.close' });

    expect(actor.getSnapshot().matches(rest as 'closed')).toBe(true);
    actor.stop();
  });
});
