// Test support for the machine tests: paths generated from a machine with XState's own graph utilities
// (`xstate/graph`, the successor of `@xstate/graph`), and a driver that walks a real actor along them. Not
// exported from the package.
import {
  fromPromise,
  initialTransition,
  type AnyActorRef,
  transition,
  type AnyEventObject,
  type AnyStateMachine,
  type SnapshotFrom,
} from 'xstate';
import { getShortestPaths, getStateNodes, type StatePath } from 'xstate/graph';

/** A generated path: each step is an event and the snapshot the machine reaches with it; the first is init. */
export type MachinePath<TMachine extends AnyStateMachine> = StatePath<SnapshotFrom<TMachine>, AnyEventObject>;

const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';
const AFTER = 'xstate.after.';
const INIT = 'xstate.init';

/** Events as text, errors by class, message and own fields, so two different failures are two events. */
export function serializeEvent(event: AnyEventObject): string {
  return JSON.stringify(event, (_key, value: unknown) =>
    value instanceof Error ? { [value.name]: value.message, ...value } : value,
  );
}

/** The id XState gives the one invocation of `src` in `machine`, e.g. '0.auth.pending.validating'. */
export function invocationOf(machine: AnyStateMachine, src: string): string {
  const ids = getStateNodes(machine.root).flatMap((node) =>
    node.invoke.filter((invoke) => invoke.src === src).map((invoke) => invoke.id),
  );
  if (ids.length !== 1) throw new Error(`Expected one invocation of "${src}", found ${ids.length}.`);
  return ids[0]!;
}

/**
 * The events a test may take, each with the words its name uses: the user's events, and the answers of the
 * machine's calls and the expiry of its delays, which XState models as events too.
 */
export class PathEvents<TMachine extends AnyStateMachine> {
  readonly all: AnyEventObject[] = [];
  readonly #labels = new Map<string, string>();

  constructor(readonly machine: TMachine) {
    // Every delay the machine has, named after the delay.
    for (const node of getStateNodes(machine.root)) {
      for (const delayed of node.after) {
        if (!this.all.some((event) => event.type === delayed.eventType)) {
          this.add(`${String(delayed.delay)} passes`, { type: delayed.eventType });
        }
      }
    }
  }

  /** An event the user (or the app) sends; an event already known (a delay) is only named anew. */
  add(label: string, event: AnyEventObject): this {
    const serialized = serializeEvent(event);
    if (!this.#labels.has(serialized)) this.all.push(event);
    this.#labels.set(serialized, label);
    return this;
  }

  /** Names the expiry of the named delay (in every state that has it). */
  after(label: string, delay: string): this {
    for (const event of this.all) {
      if (event.type.startsWith(`${AFTER}${delay}.`)) this.#labels.set(serializeEvent(event), label);
    }
    return this;
  }

  /** The call `src` answers with `output`. */
  done(label: string, src: string, output?: unknown): this {
    return this.add(label, { type: `${DONE}${invocationOf(this.machine, src)}`, output });
  }

  /** The call `src` fails with `error`. */
  error(label: string, src: string, error: unknown): this {
    return this.add(label, { type: `${ERROR}${invocationOf(this.machine, src)}`, error });
  }

  label(event: AnyEventObject): string {
    return this.#labels.get(serializeEvent(event)) ?? event.type;
  }

  /** The path as a sentence: its events in words, then the state it reaches. */
  describe(path: MachinePath<TMachine>): string {
    const events = path.steps.slice(1).map((step) => this.label(step.event));
    return `${events.length > 0 ? events.join(' → ') : 'nothing happens'} ⇒ ${stateName(path.state)}`;
  }
}

/** 'pending.validating' for `{ pending: 'validating' }`. */
export function stateName(snapshot: { value: unknown }): string {
  const name = (value: unknown): string =>
    typeof value === 'string'
      ? value
      : Object.entries(value as Record<string, unknown>)
          .map(([key, child]) => `${key}.${name(child)}`)
          .join(',');
  return name(snapshot.value);
}

export interface PathOptions<TMachine extends AnyStateMachine> {
  events: PathEvents<TMachine>;
  input?: unknown;
  /** What makes two snapshots the same state for the traversal; by default the value and the whole context. */
  serializeState?: (snapshot: SnapshotFrom<TMachine>) => string;
  /** Leaves an event out in some states, to keep the number of paths bounded. */
  filterEvents?: (snapshot: SnapshotFrom<TMachine>, event: AnyEventObject) => boolean;
}

/** The events that do something in this snapshot: an event the state ignores adds no path. */
function eventsIn<TMachine extends AnyStateMachine>(
  snapshot: SnapshotFrom<TMachine>,
  options: PathOptions<TMachine>,
) {
  // A machine that reached its final state takes no more events.
  if ((snapshot as { status: string }).status !== 'active') return [];
  return options.events.all.filter(
    (event) =>
      (snapshot as { can: (e: AnyEventObject) => boolean }).can(event) &&
      (options.filterEvents?.(snapshot, event) ?? true),
  );
}

/** The path a sequence of events takes from the start, each snapshot computed by the machine itself. */
function pathOf<TMachine extends AnyStateMachine>(
  machine: TMachine,
  input: unknown,
  events: readonly AnyEventObject[],
): MachinePath<TMachine> {
  let [state] = initialTransition(machine, input as never) as [SnapshotFrom<TMachine>, unknown];
  const steps: MachinePath<TMachine>['steps'] = [{ event: { type: INIT }, state }];
  for (const event of events) {
    [state] = transition(machine, state as never, event as never) as [SnapshotFrom<TMachine>, unknown];
    steps.push({ event, state });
  }
  return { state, steps, weight: events.length };
}

/**
 * One path per transition of the machine (transition coverage): for every state the traversal reaches (as
 * `serializeState` tells them apart) and every event that does something there, the shortest path to that state
 * (`getShortestPaths`) followed by that event. A path that is the start of a longer one is dropped, since walking
 * the longer one checks every step of the shorter.
 */
export function transitionPaths<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: PathOptions<TMachine>,
): MachinePath<TMachine>[] {
  const serializeState =
    options.serializeState ??
    (({ value, context }: { value: unknown; context: unknown }) => JSON.stringify({ value, context }));
  const shortest = getShortestPaths(machine, {
    input: options.input,
    serializeState,
    serializeEvent,
    events: (snapshot: SnapshotFrom<TMachine>) => eventsIn(snapshot, options),
  } as never);
  const sequences = shortest.flatMap((head) => {
    // The traversal keeps one snapshot per state; walk the events again for the snapshot this path really ends in.
    const prefix = head.steps.slice(1).map((step) => step.event as AnyEventObject);
    const end = pathOf(machine, options.input, prefix).state;
    return eventsIn(end, options).map((event) => [...prefix, event]);
  });
  const keys = sequences.map((sequence) => sequence.map(serializeEvent));
  return sequences
    .filter((_sequence, index) => {
      const mine = keys[index]!;
      return !keys.some(
        (other, otherIndex) =>
          otherIndex !== index &&
          other.length > mine.length &&
          mine.every((serialized, at) => other[at] === serialized),
      );
    })
    .map((sequence) => pathOf(machine, options.input, sequence));
}

/** A call the test answers by hand. */
export interface RunningCall {
  src: string;
  input: unknown;
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

/** The actors a machine takes in `provide`. */
export type ProvidedActors<TMachine extends AnyStateMachine> = NonNullable<
  NonNullable<Parameters<TMachine['provide']>[0]>['actors']
>;

/**
 * Promise actors for `machine`'s calls `names` that neither answer nor fail until the test says so: `running`
 * holds the calls in flight by invocation id (a call leaves it when answered or when its state is left), `log`
 * every call made.
 */
export function callsByHand<TMachine extends AnyStateMachine, const TNames extends string>(
  _machine: TMachine,
  names: readonly TNames[],
) {
  const running = new Map<string, RunningCall>();
  const log: { src: TNames; input: unknown }[] = [];
  const actors = Object.fromEntries(
    names.map((src) => [
      src,
      fromPromise<unknown, unknown>(
        ({ input, self, signal }) =>
          new Promise((resolve, reject) => {
            log.push({ src, input });
            const id = self.id;
            const settle =
              (answer: (value: unknown) => void) =>
              (value: unknown): void => {
                running.delete(id);
                answer(value);
              };
            running.set(id, { src, input, resolve: settle(resolve), reject: settle(reject) });
            signal.addEventListener('abort', () => running.delete(id));
          }),
      ),
    ]),
  ) as ProvidedActors<TMachine>;
  /** The names of the calls in flight, sorted. */
  const inFlight = () => [...running.values()].map((call) => call.src).sort();
  return { actors, running, log, inFlight };
}

/** Lets the promise callbacks of an answered call run, so the machine has taken the answer. */
export async function settle(): Promise<void> {
  for (let tick = 0; tick < 10; tick += 1) await Promise.resolve();
}

export interface PathDriver {
  /** The real actor the path is walked with. */
  actor: AnyActorRef;
  running: Map<string, RunningCall>;
  /** Moves the fake clock on. */
  advance: (ms: number) => unknown;
  /** The spec's value in ms of each of the machine's named delays. */
  delays?: Readonly<Record<string, number>>;
}

/**
 * Makes one step of a generated path happen to the real actor: a user event is sent, a call's answer or failure
 * is given to the call in flight (which must be running), and a delay passes on the fake clock.
 */
export async function perform(event: AnyEventObject, driver: PathDriver): Promise<void> {
  const { type } = event;
  if (type === INIT) return settle();
  if (type.startsWith(DONE) || type.startsWith(ERROR)) {
    const id = type.slice(type.startsWith(DONE) ? DONE.length : ERROR.length);
    const call = driver.running.get(id);
    if (!call) throw new Error(`The path expects the call ${id} to be running, but it is not.`);
    if (type.startsWith(DONE)) call.resolve((event as { output?: unknown }).output);
    else call.reject((event as { error?: unknown }).error);
  } else if (type.startsWith(AFTER)) {
    const delay = type.slice(AFTER.length).split('.')[0]!;
    const ms = Number.isNaN(Number(delay)) ? driver.delays?.[delay] : Number(delay);
    if (ms === undefined) throw new Error(`Unknown delay ${delay}.`);
    driver.advance(ms);
  } else {
    driver.actor.send(event);
  }
  await settle();
}
