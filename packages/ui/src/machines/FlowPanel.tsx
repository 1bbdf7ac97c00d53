import { css } from '@emotion/react';
import { Children, useCallback, useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { AnyStateMachine, StateValue } from 'xstate';
import { Button } from '../components/Button';
import { media, theme } from '../theme';

/*
 * Story-only: the events panel of the flows' interactive stories (Flows/…), never exported from the package, so
 * no app loads it. It lists where a machine is and one button per event the machine's config accepts there; a
 * press does what the app does (a component's callback, a hook's command, a page event), so the real
 * components beside it change. While a modal is open the rest of the page is inert (`showModal()`), so the
 * panel moves into the open `<dialog>`, fixed to the window's corner, and stays usable over the backdrop.
 */

/** An event a designer can send, and how the story sends it. */
export interface FlowEvent {
  /** The machine's event type, as the state table names it, e.g. `playlist.toggle`. */
  type: string;
  /** What this press does, in a few words, e.g. 'the right password'. */
  label: string;
  send: () => void;
}

/** One running machine: an actor of a flow (a flow with a row per playlist has several). */
export interface FlowLine {
  /** Whose machine it is, when a flow runs several (a playlist's name). */
  name?: string;
  /** Where the machine is: its state value, or its top-level state when that is all the app reads. */
  value: StateValue;
  /** Every event the story can send; the panel shows those the machine accepts in `value`. */
  events: readonly FlowEvent[];
  /** What the machine holds that explains its state (the signed-in user, an error). */
  details?: readonly string[];
}

export interface FlowPanelProps {
  /** The machine whose config says which events each state accepts. */
  machine: AnyStateMachine;
  /** The panel's name, e.g. 'Playlist toggle machine'. */
  title: string;
  lines: readonly FlowLine[];
  /** Starts the flow again (a machine in its final state accepts nothing more). */
  onRestart?: () => void;
}

/** A state value as the state table writes it: `pending.loggingIn`. */
export function statePath(value: StateValue): string {
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .map(([key, child]) => (child === undefined || isEmpty(child) ? key : `${key}.${statePath(child)}`))
    .join(', ');
}

const isEmpty = (value: StateValue) => typeof value !== 'string' && Object.keys(value).length === 0;

interface NodeView {
  ownEvents: readonly string[];
  states: Record<string, NodeView>;
}

/**
 * The event types the machine's config accepts in `value`: those of each active state and of its ancestors.
 * Below a state the value does not name (the app reads the top-level state only), every descendant counts.
 * XState's own events (a call's answer, a delay) are not the user's to send.
 */
export function acceptedEvents(machine: AnyStateMachine, value: StateValue): Set<string> {
  const types = new Set<string>();
  const visit = (node: NodeView | undefined, below: StateValue | undefined) => {
    if (!node) return;
    for (const type of node.ownEvents) if (!type.startsWith('xstate.')) types.add(type);
    if (below === undefined) for (const child of Object.values(node.states)) visit(child, undefined);
    else if (typeof below === 'string') visit(node.states[below], undefined);
    else for (const [key, child] of Object.entries(below)) visit(node.states[key], child);
  };
  visit(machine.root as unknown as NodeView, value);
  return types;
}

/** The open modal `<dialog>` on top, if any: the one part of the page that is not inert. */
function useOpenModal(): HTMLDialogElement | null {
  const [modal, setModal] = useState<HTMLDialogElement | null>(null);
  useEffect(() => {
    const find = () =>
      setModal(
        [...document.querySelectorAll<HTMLDialogElement>('dialog[open]')]
          .filter((dialog) => dialog.matches(':modal'))
          .at(-1) ?? null,
      );
    find();
    const observer = new MutationObserver(find);
    observer.observe(document.body, { subtree: true, childList: true, attributeFilter: ['open'] });
    return () => observer.disconnect();
  }, []);
  return modal;
}

/**
 * The interactive story's frame on a docs page: its own (a modal covers only it, its mock server is its own),
 * tall enough for the components and the panel one under the other in half the page's width.
 */
export const INTERACTIVE_DOCS = { story: { inline: false, height: '820px' } } as const;

/** A key that starts a flow again when it changes (`<Flow key={key} />`), and the function that changes it. */
export function useRestart(): [number, () => void] {
  const [key, setKey] = useState(0);
  return [key, useCallback(() => setKey((value) => value + 1), [])];
}

/** The events panel: each machine's state and one button per event it accepts now. */
export function FlowPanel({ machine, title, lines, onRestart }: FlowPanelProps) {
  const modal = useOpenModal();
  const panel = (
    <section aria-label={title} css={[styles.panel, modal ? styles.overModal : null]}>
      <p css={styles.title}>{title}</p>
      {lines.map((line, index) => (
        <FlowPanelLine key={line.name ?? index} machine={machine} line={line} />
      ))}
      {onRestart ? (
        <Button size="sm" variant="ghost" onClick={onRestart}>
          Start again
        </Button>
      ) : null}
    </section>
  );
  return modal ? createPortal(panel, modal) : panel;
}

function FlowPanelLine({ machine, line }: { machine: AnyStateMachine; line: FlowLine }) {
  const path = statePath(line.value);
  const accepted = acceptedEvents(machine, line.value);
  const events = line.events.filter((event) => accepted.has(event.type));
  const label = line.name ? `${line.name}: ${path}` : path;
  return (
    <div css={styles.line} data-flow-state={path}>
      {line.name ? <p css={styles.name}>{line.name}</p> : null}
      <p css={styles.state}>
        State <code css={styles.code}>{path}</code>
      </p>
      {line.details?.map((detail) => (
        <p key={detail} css={styles.detail}>
          {detail}
        </p>
      ))}
      {events.length > 0 ? (
        <div role="group" aria-label={`Events of ${label}`} css={styles.events}>
          {events.map((event) => (
            <Button key={`${event.type} ${event.label}`} size="sm" css={styles.event} onClick={event.send}>
              <code css={styles.code}>{event.type}</code> {event.label}
            </Button>
          ))}
        </div>
      ) : (
        <p css={styles.detail}>Nothing to send: it waits for a call or a delay, or it has finished.</p>
      )}
    </div>
  );
}

/** The panel beside a flow; how a flow's story lays out its components and the panel. */
export function FlowLayout({ children, panel }: { children: ReactNode; panel: ReactNode }) {
  return (
    <div css={styles.layout}>
      <div css={styles.screen}>{children}</div>
      {panel}
    </div>
  );
}

/**
 * The docs pages' layout: the interactive story and the state table side by side where there is room, one under
 * the other where there is not. Plain styles: a docs page has no theme around it.
 */
export function FlowBeside({ children }: { children: ReactNode }) {
  return (
    <div
      style={{
        display: 'grid',
        gap: 24,
        alignItems: 'start',
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 24rem), 1fr))',
      }}
    >
      {/* One cell each: a docs block may render more than one element (the canvas and its toolbar). */}
      {Children.map(children, (child) => (
        <div style={{ minWidth: 0 }}>{child}</div>
      ))}
    </div>
  );
}

const styles = {
  layout: css({
    display: 'grid',
    gap: theme.space[5],
    alignItems: 'start',
    gridTemplateColumns: 'minmax(0, 1fr)',
    [media.md]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(16rem, 20rem)' },
  }),
  screen: css({ display: 'grid', gap: theme.space[4], alignContent: 'start', minWidth: 0 }),
  panel: css({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    minWidth: 0,
    gap: theme.space[3],
    boxSizing: 'border-box',
    padding: theme.space[3],
    border: `1px solid ${theme.color.border}`,
    borderRadius: theme.radius.lg,
    background: theme.color.surfaceSunken,
    color: theme.color.text,
    fontFamily: theme.font.family,
    fontSize: theme.font.sizeSm,
    lineHeight: theme.font.lineHeightBody,
  }),
  // Over a modal: fixed to the window's corner, above the dialog's own content, scrolling if it is long.
  overModal: css({
    position: 'fixed',
    insetBlockStart: theme.space[2],
    insetInlineEnd: theme.space[2],
    zIndex: 1,
    width: 'min(20rem, calc(100vw - 1rem))',
    maxHeight: '45vh',
    overflow: 'auto',
    boxShadow: theme.shadow.lg,
  }),
  title: css({
    margin: 0,
    fontSize: theme.font.sizeXs,
    fontWeight: theme.font.weightBold,
    letterSpacing: '0.04em',
    textTransform: 'uppercase',
    color: theme.color.textMuted,
  }),
  line: css({
    display: 'grid',
    gap: theme.space[2],
    paddingBlockStart: theme.space[2],
    borderBlockStart: `1px solid ${theme.color.border}`,
  }),
  name: css({ margin: 0, fontWeight: theme.font.weightMedium, overflowWrap: 'anywhere' }),
  state: css({ margin: 0 }),
  detail: css({ margin: 0, color: theme.color.textMuted, overflowWrap: 'anywhere' }),
  code: css({
    fontFamily: theme.font.familyMono,
    fontSize: theme.font.sizeXs,
    padding: `0 ${theme.space[1]}`,
    borderRadius: theme.radius.sm,
    background: theme.color.surface,
    color: theme.color.accentHover,
  }),
  events: css({ display: 'flex', flexWrap: 'wrap', gap: theme.space[2] }),
  // The event type first, its words after it; a long pair wraps from the start, as a list reads.
  event: css({
    flexWrap: 'wrap',
    justifyContent: 'flex-start',
    columnGap: theme.space[2],
    rowGap: 0,
    maxWidth: '100%',
    boxSizing: 'border-box',
    textAlign: 'start',
  }),
};
