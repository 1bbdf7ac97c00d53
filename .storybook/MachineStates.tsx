import type { AnyStateMachine } from 'xstate';

// The parts of XState's StateNode this table reads. StateNode's own type takes the machine's generics, which
// a docs block showing any machine cannot name.
interface NodeView {
  key: string;
  id: string;
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  description?: string;
  initial?: { target: readonly NodeView[] };
  states: Record<string, NodeView>;
  transitions: Map<string, readonly TransitionView[]>;
  always?: readonly TransitionView[];
  invoke: readonly { id: string; src: unknown }[];
  entry: readonly unknown[];
}
interface TransitionView {
  target?: readonly NodeView[];
  guard?: unknown;
}

const nameOf = (value: unknown): string | undefined =>
  typeof value === 'string'
    ? value
    : typeof value === 'object' && value !== null && 'type' in value
      ? String((value as { type: unknown }).type)
      : undefined;

/** A transition's trigger in words: events by name, XState's internal done, error and delay events by meaning. */
function triggerOf(eventType: string, node: NodeView): string {
  const actor = (id: string) => {
    const invoked = node.invoke.find((i) => i.id === id);
    return (invoked && nameOf(invoked.src)) ?? 'the call';
  };
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (done) return `${actor(done[1]!)} succeeds`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (error) return `${actor(error[1]!)} fails`;
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (after) return `after ${after[1]}`;
  if (eventType.startsWith('xstate.done.state.')) return 'its inner states finish';
  return eventType;
}

function guardOf(transition: TransitionView): string {
  if (!transition.guard) return '';
  return ` if ${nameOf(transition.guard) ?? 'its condition holds'}`;
}

/** A state's path below the machine, as `parent.child`. */
function pathOf(node: NodeView, machineId: string): string {
  return node.id.startsWith(`${machineId}.`) ? node.id.slice(machineId.length + 1) : node.id;
}

interface Row {
  node: NodeView;
  depth: number;
  initial: boolean;
}

function rowsOf(node: NodeView, depth: number, rows: Row[]): Row[] {
  const initial = node.initial?.target[0];
  for (const child of Object.values(node.states)) {
    rows.push({ node: child, depth, initial: child === initial });
    rowsOf(child, depth + 1, rows);
  }
  return rows;
}

const cell = { padding: '6px 10px', borderBottom: '1px solid #e6e6e6', verticalAlign: 'top' } as const;

/**
 * The states of an XState machine as a table, read from the machine itself: each state (nested ones
 * indented), what runs there (entry actions, invoked actors) and where each event, finished call or delay
 * takes it. Generated, so it cannot drift from the code.
 */
export function MachineStates({ machine }: { machine: AnyStateMachine }) {
  const root = machine.root as unknown as NodeView;
  const rows = rowsOf(root, 0, []);
  const anywhere = [...root.transitions.entries()];
  const line = (node: NodeView, [event, transitions]: [string, readonly TransitionView[]]) =>
    transitions.map((t, i) => (
      <li key={`${event}-${i}`}>
        <code>{triggerOf(event, node)}</code>
        {guardOf(t)} →{' '}
        {t.target?.length ? t.target.map((s) => <code key={s.id}>{pathOf(s, machine.id)}</code>) : 'stays'}
      </li>
    ));
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: 14 }}>
      <thead>
        <tr>
          <th style={{ ...cell, textAlign: 'left' }}>State</th>
          <th style={{ ...cell, textAlign: 'left' }}>What runs there</th>
          <th style={{ ...cell, textAlign: 'left' }}>Goes to</th>
        </tr>
      </thead>
      <tbody>
        {anywhere.length > 0 && (
          <tr>
            <td style={cell}>
              <em>any state</em>
            </td>
            <td style={cell} />
            <td style={cell}>
              <ul style={{ margin: 0, paddingLeft: 18 }}>{anywhere.flatMap((entry) => line(root, entry))}</ul>
            </td>
          </tr>
        )}
        {rows.map(({ node, depth, initial }) => {
          const runs = [
            ...node.entry.map(nameOf).filter((name) => name && !name.startsWith('xstate.')),
            ...node.invoke.map((i) => nameOf(i.src)).filter(Boolean),
          ];
          const always = (node.always ?? []).map((t, i) => (
            <li key={`always-${i}`}>
              at once{guardOf(t)} →{' '}
              {t.target?.map((s) => (
                <code key={s.id}>{pathOf(s, machine.id)}</code>
              ))}
            </li>
          ));
          return (
            <tr key={node.id} data-state-row={pathOf(node, machine.id)}>
              <td style={{ ...cell, paddingLeft: 10 + depth * 20 }}>
                <code>{node.key}</code>
                {initial && ' (initial)'}
                {node.type === 'final' && ' (final)'}
                {node.type === 'parallel' && ' (parallel)'}
                {node.description && <div>{node.description}</div>}
              </td>
              <td style={cell}>{runs.length ? runs.map((name) => <code key={name}>{name} </code>) : null}</td>
              <td style={cell}>
                <ul style={{ margin: 0, paddingLeft: 18 }}>
                  {[...node.transitions.entries()].flatMap((entry) => line(node, entry))}
                  {always}
                </ul>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
