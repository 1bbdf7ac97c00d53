import { DELAYS, MESSAGES } from '@clipmarket/core';
import { createActor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SNACKBAR_EXIT_MS, snackbarQueueMachine } from './snackbarQueueMachine';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function start() {
  const actor = createActor(snackbarQueueMachine);
  actor.start();
  return actor;
}

describe('snackbarQueueMachine', () => {
  it('starts idle with an empty queue', () => {
    const actor = start();

    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.current).toBeNull();
    actor.stop();
  });

  it('shows the first item at once and keeps the rest waiting', () => {
    const actor = start();

    actor.send({ type: 'snackbar.enqueue', item: { id: 'a', message: 'A' } });
    actor.send({ type: 'snackbar.enqueue', item: { id: 'b', message: 'B' } });

    expect(actor.getSnapshot().matches({ showing: 'running' })).toBe(true);
    expect(actor.getSnapshot().context.current?.id).toBe('a');
    expect(actor.getSnapshot().context.queue.map((item) => item.id)).toEqual(['b']);
    actor.stop();
  });

  it('puts away the snackbars of a page when the app moves to another, showing or waiting', () => {
    const actor = start();
    actor.send({ type: 'snackbar.enqueue', item: { id: 'added', message: MESSAGES.videoAddedToCart } });
    actor.send({ type: 'snackbar.enqueue', item: { id: 'copied', message: 'Link copied', scope: 'page' } });
    actor.send({ type: 'snackbar.enqueue', item: { id: 'gone', message: 'Playlist gone', scope: 'app' } });

    actor.send({ type: 'snackbar.page.leave' });

    expect(actor.getSnapshot().value).toBe('hiding');
    expect(actor.getSnapshot().context.queue.map((item) => item.id)).toEqual(['gone']);
    vi.advanceTimersByTime(SNACKBAR_EXIT_MS);
    expect(actor.getSnapshot().context.current?.id).toBe('gone');
    actor.stop();
  });

  it('keeps a snackbar of the app showing when the app moves to another page', () => {
    const actor = start();
    actor.send({ type: 'snackbar.enqueue', item: { id: 'placed', message: 'Order placed', scope: 'app' } });
    actor.send({ type: 'snackbar.enqueue', item: { id: 'copied', message: 'Link copied' } });

    actor.send({ type: 'snackbar.page.leave' });

    expect(actor.getSnapshot().matches({ showing: 'running' })).toBe(true);
    expect(actor.getSnapshot().context.current?.id).toBe('placed');
    expect(actor.getSnapshot().context.queue).toEqual([]);
    actor.stop();
  });

  it('hides on the snackbar delay and then shows the next item', () => {
    const actor = start();
    actor.send({ type: 'snackbar.enqueue', item: { id: 'a', message: 'A' } });
    actor.send({ type: 'snackbar.enqueue', item: { id: 'b', message: 'B' } });

    vi.advanceTimersByTime(DELAYS.snackbarAutoHideMs - 1);
    expect(actor.getSnapshot().value).toEqual({ showing: 'running' });
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('hiding');
    vi.advanceTimersByTime(SNACKBAR_EXIT_MS);

    expect(actor.getSnapshot().context.current?.id).toBe('b');
    expect(actor.getSnapshot().context.queue).toEqual([]);
    actor.stop();
  });

  it('pauses while hovered or focused, and only resumes when both are released', () => {
    const actor = start();
    actor.send({ type: 'snackbar.enqueue', item: { id: 'a', message: 'A' } });

    actor.send({ type: 'snackbar.pointer.enter' });
    actor.send({ type: 'snackbar.focus.enter' });
    actor.send({ type: 'snackbar.pointer.leave' });
    vi.advanceTimersByTime(DELAYS.snackbarAutoHideMs * 2);
    expect(actor.getSnapshot().value).toEqual({ showing: 'paused' });

    actor.send({ type: 'snackbar.focus.leave' });
    expect(actor.getSnapshot().value).toEqual({ showing: 'running' });
    vi.advanceTimersByTime(DELAYS.snackbarAutoHideMs);
    expect(actor.getSnapshot().value).toBe('hiding');
    actor.stop();
  });

  it('starts the next item unpaused even if the previous one left while hovered', () => {
    const actor = start();
    actor.send({ type: 'snackbar.enqueue', item: { id: 'a', message: 'A' } });
    actor.send({ type: 'snackbar.enqueue', item: { id: 'b', message: 'B' } });
    actor.send({ type: 'snackbar.pointer.enter' });

    actor.send({ type: 'snackbar.dismiss' });
    vi.advanceTimersByTime(SNACKBAR_EXIT_MS);

    expect(actor.getSnapshot().context.current?.id).toBe('b');
    expect(actor.getSnapshot().value).toEqual({ showing: 'running' });
    actor.stop();
  });

  it('ignores a dismiss for an id it does not hold', () => {
    const actor = start();
    actor.send({ type: 'snackbar.enqueue', item: { id: 'a', message: 'A' } });

    actor.send({ type: 'snackbar.dismiss', id: 'zzz' });

    expect(actor.getSnapshot().value).toEqual({ showing: 'running' });
    actor.stop();
  });

  it('queues items raised while one is hiding', () => {
    const actor = start();
    actor.send({ type: 'snackbar.enqueue', item: { id: 'a', message: 'A' } });
    actor.send({ type: 'snackbar.dismiss', id: 'a' });
    actor.send({ type: 'snackbar.enqueue', item: { id: 'b', message: 'B' } });

    expect(actor.getSnapshot().value).toBe('hiding');
    expect(actor.getSnapshot().context.current?.id).toBe('a');
    vi.advanceTimersByTime(SNACKBAR_EXIT_MS);
    expect(actor.getSnapshot().context.current?.id).toBe('b');
    actor.stop();
  });
});
