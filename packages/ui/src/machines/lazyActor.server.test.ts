import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createActor, setup, type ActorRefFrom } from 'xstate';
import { createLazyActor, useLazySelector, type LazyActor } from './lazyActor';

const door = setup({ types: { events: {} as { type: 'open' } } }).createMachine({
  initial: 'shut',
  states: { shut: { on: { open: 'open' } }, open: {} },
});
type Door = ActorRefFrom<typeof door>;

function DoorState({ host }: { host: LazyActor<string, Door> }) {
  const state = useLazySelector(host, (current) =>
    current.snapshot ? String(current.snapshot.value) : 'unknown',
  );
  return createElement('p', null, state);
}

// The web app renders pages on the server and hydrates them (ADR 17): a host that started while the page's code
// loaded must still hydrate with what the server drew.
describe('useLazySelector on the server and in hydration', () => {
  it('reads the state the host was made with, not the one its actor has reached since', () => {
    const host = createLazyActor<string, Door>({ load: async () => 'module' });
    const actor = createActor(door).start();
    host.attach(actor);
    host.send({ type: 'open' });
    expect(host.getState().snapshot?.value).toBe('open');

    const html = renderToString(createElement(DoorState, { host }));

    expect(html).toBe('<p>unknown</p>');
  });
});
