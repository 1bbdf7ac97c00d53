import { describe, expect, it, vi } from 'vitest';
import { assign, createActor, setup, type ActorRefFrom } from 'xstate';
import { createLazyActor } from './lazyActor';

/** A counter machine: what a hosted machine is to the host (events in, snapshots out). */
const counter = setup({
  types: { context: {} as { seen: string[] }, events: {} as { type: 'note'; text: string } },
}).createMachine({
  context: { seen: [] },
  on: { note: { actions: assign({ seen: ({ context, event }) => [...context.seen, event.text] }) } },
});
type Counter = ActorRefFrom<typeof counter>;

/** A load the test lets through (or fails) by hand. */
function heldLoad() {
  const loads: { resolve: (module: string) => void; reject: (error: unknown) => void }[] = [];
  const load = vi.fn(() => new Promise<string>((resolve, reject) => loads.push({ resolve, reject })));
  return { load, loads };
}

/** What the loaded module's runner does: starts an actor and attaches it. */
function run(host: ReturnType<typeof createLazyActor<string, Counter>>) {
  const actor = createActor(counter).start();
  const detach = host.attach(actor);
  return { actor, detach };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createLazyActor', () => {
  it('loads nothing until the first event, and loads once however many events wait', async () => {
    const { load, loads } = heldLoad();
    const host = createLazyActor<string, Counter>({ load });
    expect(host.getState().status).toBe('idle');
    expect(load).not.toHaveBeenCalled();

    host.send({ type: 'note', text: 'a' });
    host.send({ type: 'note', text: 'b' });

    expect(load).toHaveBeenCalledTimes(1);
    expect(host.getState().status).toBe('loading');
    loads[0]?.resolve('module');
    await settle();
    expect(host.getState().module).toBe('module');
  });

  it('sends the waiting events in order once the runner attaches its actor, and the next ones at once', async () => {
    const { load, loads } = heldLoad();
    const host = createLazyActor<string, Counter>({ load });
    host.send({ type: 'note', text: 'first' });
    host.send({ type: 'note', text: 'second' });
    loads[0]?.resolve('module');
    await settle();

    const { actor } = run(host);
    host.send({ type: 'note', text: 'third' });

    expect(actor.getSnapshot().context.seen).toEqual(['first', 'second', 'third']);
    expect(host.getState()).toMatchObject({ status: 'running', actor, snapshot: actor.getSnapshot() });
  });

  it('tells its listeners of every snapshot of the running actor', async () => {
    const { load, loads } = heldLoad();
    const host = createLazyActor<string, Counter>({ load });
    host.load();
    loads[0]?.resolve('module');
    await settle();
    run(host);
    const seen: string[][] = [];
    host.subscribe(() => seen.push(host.getState().snapshot?.context.seen ?? []));

    host.send({ type: 'note', text: 'a' });

    expect(seen).toEqual([['a']]);
  });

  it('drops the waiting events when the load fails, lists them as lost, and loads again on the next event', async () => {
    const { load, loads } = heldLoad();
    const onLoadError = vi.fn();
    const host = createLazyActor<string, Counter>({ load, onLoadError });
    host.send({ type: 'note', text: 'lost' });
    loads[0]?.reject(new TypeError('Failed to fetch dynamically imported module'));
    await settle();

    expect(host.getState()).toMatchObject({
      status: 'failed',
      failures: 1,
      lost: [{ type: 'note', text: 'lost' }],
    });
    expect(onLoadError).toHaveBeenCalledTimes(1);

    host.send({ type: 'note', text: 'kept' });
    expect(load).toHaveBeenCalledTimes(2);
    loads[1]?.resolve('module');
    await settle();
    const { actor } = run(host);
    expect(actor.getSnapshot().context.seen).toEqual(['kept']);
    expect(host.getState().lost).toEqual([]);
  });

  it('keeps the waiting events through a failed load when asked to, for the next load to send', async () => {
    const { load, loads } = heldLoad();
    const host = createLazyActor<string, Counter>({ load, keepOnLoadError: true });
    host.send({ type: 'note', text: 'first' });
    loads[0]?.reject(new Error('offline'));
    await settle();
    expect(host.getState().lost).toEqual([]);

    host.send({ type: 'note', text: 'second' });
    loads[1]?.resolve('module');
    await settle();

    expect(run(host).actor.getSnapshot().context.seen).toEqual(['first', 'second']);
  });

  it('keeps an event without loading when asked to wait', () => {
    const { load } = heldLoad();
    const host = createLazyActor<string, Counter>({ load });

    host.wait({ type: 'note', text: 'later' });

    expect(load).not.toHaveBeenCalled();
    expect(run(host).actor.getSnapshot().context.seen).toEqual(['later']);
  });

  it('forgets what a failed load lost', async () => {
    const { load, loads } = heldLoad();
    const host = createLazyActor<string, Counter>({ load });
    host.send({ type: 'note', text: 'lost' });
    loads[0]?.reject(new Error('offline'));
    await settle();

    host.forgetLost();

    expect(host.getState()).toMatchObject({ status: 'failed', lost: [] });
  });

  it('lets events wait for the next runner once its runner detaches, and ignores the old actor', async () => {
    const { load, loads } = heldLoad();
    const host = createLazyActor<string, Counter>({ load });
    host.load();
    loads[0]?.resolve('module');
    await settle();
    const first = run(host);

    first.detach();
    first.actor.send({ type: 'note', text: 'old' });
    host.send({ type: 'note', text: 'for the new one' });

    expect(host.getState()).toMatchObject({ status: 'loading', actor: undefined, snapshot: undefined });
    expect(load).toHaveBeenCalledTimes(1);
    const second = run(host);
    expect(second.actor.getSnapshot().context.seen).toEqual(['for the new one']);
  });

  it('takes the same actor back after a reconnect (Strict Mode), with its state', async () => {
    const { load, loads } = heldLoad();
    const host = createLazyActor<string, Counter>({ load });
    host.load();
    loads[0]?.resolve('module');
    await settle();
    const { actor, detach } = run(host);
    host.send({ type: 'note', text: 'a' });

    detach();
    host.attach(actor);

    expect(host.getState().snapshot?.context.seen).toEqual(['a']);
  });

  it('keeps the state it was made with for a hydrating page, whatever ran since', async () => {
    const { load, loads } = heldLoad();
    const host = createLazyActor<string, Counter>({ load });
    const initial = host.getState();
    host.load();
    loads[0]?.resolve('module');
    await settle();
    run(host);

    expect(host.getState().status).toBe('running');
    expect(host.getInitialState()).toBe(initial);
    expect(initial).toMatchObject({ status: 'idle', snapshot: undefined });
  });
});
