import {
  EMPTY_SESSION_HISTORY,
  FEEDBACK,
  OVERLAY_TEXT,
  PAGES,
  isEngaged,
  recordFeedbackShown,
  type FeedbackRecord,
  type SessionHistory,
} from '@clipmarket/core';
import {
  SEARCH_FEEDBACK_TEXT,
  SearchFeedbackModal,
  feedbackModalMachine,
  useFeedbackModal,
  type FeedbackActors,
  type FeedbackMemory,
  type FeedbackThumb,
  type SearchFeedbackModalStatus,
} from '@clipmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { FlowLayout, FlowPanel, INTERACTIVE_DOCS, useRestart, type FlowEvent } from '../FlowPanel';

/*
 * The search feedback modal as the search page runs it: the real SearchFeedbackModal, opened and closed by
 * feedbackModalMachine (`useFeedbackModal`) with the real page listeners (`watchFeedbackTriggers`). It makes no
 * server call (the thumb goes to analytics), so the story's actors keep the browser's memory under keys of
 * each story's own and hand the thumb to a spy. Each story is put in its state by the machine: what the browser
 * remembers, and real page events (the pointer leaving, the tab hidden) that the listeners hear.
 */

/** The thumbs sent to analytics; the tests read them. */
const submitFeedback = fn((_input: { thumb: FeedbackThumb; path: string }) => undefined);

/** Storage keys of one story's own, so the stories of a docs page do not share what they remember. */
const keysOf = (storyId: string) => ({
  record: `clipmarket.story.${storyId}.feedback.record`,
  session: `clipmarket.story.${storyId}.feedback.sessionShown`,
});

function storageActors(storyId: string, loads: boolean) {
  const keys = keysOf(storyId);
  return {
    loadFeedbackMemory: fromPromise<FeedbackMemory>(async () => {
      // A browser whose storage never answers: the machine waits in `loading`.
      if (!loads) await new Promise(() => {});
      const stored = window.localStorage.getItem(keys.record);
      return {
        record: stored ? (JSON.parse(stored) as FeedbackRecord) : null,
        sessionShown: window.sessionStorage.getItem(keys.session) === 'true',
      };
    }),
    saveFeedbackShown: fromPromise<unknown, { record: FeedbackRecord }>(async ({ input }) => {
      window.localStorage.setItem(keys.record, JSON.stringify(input.record));
      window.sessionStorage.setItem(keys.session, 'true');
    }),
  };
}

/** Forgets what one story's browser remembers, or writes what it should remember at the start. */
function remember(storyId: string, memory: { record?: FeedbackRecord | null; sessionShown?: boolean } = {}) {
  const keys = keysOf(storyId);
  if (memory.record) window.localStorage.setItem(keys.record, JSON.stringify(memory.record));
  else window.localStorage.removeItem(keys.record);
  if (memory.sessionShown) window.sessionStorage.setItem(keys.session, 'true');
  else window.sessionStorage.removeItem(keys.session);
}

const afterSearches = (searches: number): SessionHistory => ({
  ...EMPTY_SESSION_HISTORY,
  searches,
  totalEvents: searches,
});

/** The pointer leaving the window at the top, `clientX` px from the left (a mouseout with nowhere to go). */
function leaveWindowAt(clientX: number) {
  document.dispatchEvent(new MouseEvent('mouseout', { clientX, clientY: 0, relatedTarget: null }));
}

const tabHidden = () => document.dispatchEvent(new Event('visibilitychange'));

interface SearchFeedbackProps {
  /** The page the user starts on. */
  path: string;
  /** The 5 s before the triggers arm (`DELAYS.feedbackListenersDelayMs`); shortened here. */
  armMs: number;
  /** The idle trigger (`DELAYS.feedbackIdleMs`, 300000 ms); shortened here. */
  idleMs: number;
  /** Searches the visitor has run this session before the story starts; exit intent needs 3. */
  searches: number;
  /** Whether the browser's storage answers (`false`: the machine stays `loading`). */
  storageLoads?: boolean;
  /** Shows the events panel beside the page (the interactive story). */
  withPanel?: boolean;
}

/** The feedback modal of the search page over its machine. */
function SearchFeedback({
  path: startPath,
  armMs,
  idleMs,
  searches,
  storageLoads = true,
  withPanel = false,
  storyId,
  onRestart,
}: SearchFeedbackProps & { storyId: string; onRestart: () => void }) {
  const [path, setPath] = useState(startPath);
  const [history, setHistory] = useState(() => afterSearches(searches));
  const [sent, setSent] = useState<FeedbackThumb[]>([]);
  const actors = useMemo<FeedbackActors>(
    () => ({
      ...storageActors(storyId, storageLoads),
      submitFeedback: fromPromise<unknown, { thumb: FeedbackThumb; path: string }>(async ({ input }) => {
        submitFeedback(input);
        setSent((thumbs) => [...thumbs, input.thumb]);
      }),
    }),
    [storyId, storageLoads],
  );
  const feedback = useFeedbackModal({ path, history, actors, delays: { armMs, idleMs } });
  const status: SearchFeedbackModalStatus =
    feedback.status === 'question' || feedback.status === 'thanks' ? feedback.status : 'closed';
  // The machine's state as an attribute only: a closed modal shows nothing, and the tests need to know.
  const modal = (
    <div data-feedback-state={feedback.status}>
      <SearchFeedbackModal status={status} onThumb={feedback.sendThumb} onClose={feedback.close} />
    </div>
  );
  if (!withPanel) return modal;

  const loginPage = PAGES.login.href();
  const searchPage = PAGES.search.href();
  const events: FlowEvent[] = [
    path === loginPage
      ? { type: 'feedback.route', label: 'to the search page', send: () => setPath(searchPage) }
      : { type: 'feedback.route', label: 'to the login page', send: () => setPath(loginPage) },
    {
      type: 'feedback.history',
      label: 'one more search',
      send: () => setHistory((before) => afterSearches(before.searches + 1)),
    },
    {
      type: 'feedback.activity',
      label: 'a key pressed',
      send: () => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift' })),
    },
    {
      type: 'feedback.pointerLeave',
      label: 'at the top left',
      send: () => leaveWindowAt(FEEDBACK.exitIntentEdgePx - 10),
    },
    {
      type: 'feedback.pointerLeave',
      label: 'at the top middle',
      send: () => leaveWindowAt(window.innerWidth / 2),
    },
    { type: 'feedback.visibility', label: 'the tab hidden', send: tabHidden },
    { type: 'feedback.thumb', label: SEARCH_FEEDBACK_TEXT.thumbUp, send: () => feedback.sendThumb('up') },
    { type: 'feedback.thumb', label: SEARCH_FEEDBACK_TEXT.thumbDown, send: () => feedback.sendThumb('down') },
    { type: 'feedback.close', label: OVERLAY_TEXT.close, send: feedback.close },
  ];
  const details = [
    `Page: ${path}`,
    `Searches this session: ${history.searches} (${isEngaged(history) ? 'engaged' : 'not engaged yet'})`,
    `Sent to analytics: ${sent.length === 0 ? 'nothing' : sent.join(', ')}`,
  ];
  return (
    <FlowLayout
      panel={
        <FlowPanel
          machine={feedbackModalMachine}
          title="Feedback modal machine"
          lines={[{ value: feedback.status, events, details }]}
          onRestart={() => {
            remember(storyId);
            onRestart();
          }}
        />
      }
    >
      {modal}
    </FlowLayout>
  );
}

/** The flow; "Start again" forgets what the browser remembers and starts a new machine. */
function SearchFeedbackFlow(props: SearchFeedbackProps & { storyId: string }) {
  const [key, restart] = useRestart();
  return <SearchFeedback key={key} {...props} onRestart={restart} />;
}

/** Starts a story from what its browser remembers. */
function remembering(memory: { record?: FeedbackRecord | null; sessionShown?: boolean } = {}) {
  return {
    loaders: [
      async ({ id }: { id: string }) => {
        remember(id, memory);
        submitFeedback.mockClear();
        return {};
      },
    ],
  };
}

const listening = { timeout: 3_000 };

const meta = {
  title: 'Flows/FeedbackModal',
  component: SearchFeedbackFlow,
  args: { path: PAGES.search.href(), armMs: 300, idleMs: 60_000, searches: 3, storyId: '' },
  argTypes: { storyId: { table: { disable: true } } },
  parameters: {
    // The modal is a modal, and the page listeners are the document's: on the docs page each story runs in a
    // frame of its own.
    docs: { story: { inline: false, height: '480px' } },
  },
  render: (args, { id }) => <SearchFeedbackFlow {...args} storyId={id} />,
} satisfies Meta<typeof SearchFeedbackFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The machine's state, as the story writes it beside the modal. */
const stateOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-feedback-state]')?.getAttribute('data-feedback-state');

/** Waits until the triggers are armed. */
const armed = (canvasElement: HTMLElement) =>
  waitFor(() => expect(stateOf(canvasElement)).toBe('listening'), listening);

/**
 * The flow to click through: the triggers arm after 0.3 s here (5 s in the product), and the panel fires them as
 * the page would (the pointer leaving, the tab hidden, the visitor idle for 20 s here) or moves the visitor on.
 * The question and the thanks are the real modal; the panel stays usable over it.
 */
export const Interactive: Story = {
  ...remembering(),
  parameters: { docs: INTERACTIVE_DOCS },
  args: { withPanel: true, idleMs: 20_000 },
  // No visual reference: a flow to click through; each state has its own story and picture.
  tags: ['!visual'],
  play: async ({ canvas, canvasElement }) => {
    await armed(canvasElement);
    await expect(canvas.getByRole('button', { name: 'feedback.visibility the tab hidden' })).toBeVisible();
  },
};

/** What the browser remembers is being read: nothing can open the modal yet, and nothing shows. */
export const Loading: Story = {
  ...remembering(),
  args: { storageLoads: false },
  // No visual reference: nothing shows in this state.
  tags: ['!visual'],
  play: async ({ canvas, canvasElement }) => {
    tabHidden();
    await expect(stateOf(canvasElement)).toBe('loading');
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

/** The first 5 s (held here): the triggers are not armed, so the tab being hidden opens nothing. */
export const Arming: Story = {
  ...remembering(),
  args: { armMs: 60_000 },
  // No visual reference: nothing shows in this state.
  tags: ['!visual'],
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(stateOf(canvasElement)).toBe('arming'));
    tabHidden();
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(stateOf(canvasElement)).toBe('arming');
  },
};

/** Armed: the page listeners wait for a trigger; nothing shows until one fires. */
export const Listening: Story = {
  ...remembering(),
  // No visual reference: nothing shows in this state.
  tags: ['!visual'],
  play: async ({ canvas, canvasElement }) => {
    await armed(canvasElement);
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

/** A trigger fired (the tab hidden): the question, with a thumb up and a thumb down. */
export const Question: Story = {
  ...remembering(),
  play: async ({ canvas, canvasElement }) => {
    await armed(canvasElement);
    tabHidden();
    const dialog = await canvas.findByRole('dialog', { name: SEARCH_FEEDBACK_TEXT.question });
    await expect(dialog).toBeVisible();
    await expect(stateOf(canvasElement)).toBe('question');
  },
};

/** A thumb was pressed: thanks, and the thumb goes to analytics. */
export const Thanks: Story = {
  ...remembering(),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await armed(canvasElement);
    tabHidden();
    const dialog = within(await canvas.findByRole('dialog', { name: SEARCH_FEEDBACK_TEXT.question }));
    await userEvent.click(dialog.getByRole('button', { name: SEARCH_FEEDBACK_TEXT.thumbUp }));
    await expect(await canvas.findByRole('dialog', { name: SEARCH_FEEDBACK_TEXT.thanks })).toBeVisible();
    await expect(submitFeedback).toHaveBeenCalledWith({ thumb: 'up', path: PAGES.search.href() });
  },
};

/** Closed for good (here: already shown in this browser session): no trigger opens it again. */
export const Closed: Story = {
  ...remembering({ sessionShown: true, record: recordFeedbackShown(null, new Date()) }),
  // No visual reference: nothing shows in this state.
  tags: ['!visual'],
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(stateOf(canvasElement)).toBe('closed'));
    tabHidden();
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

// ---- Tests of the flow, not states to review: out of the sidebar, the docs page and the pictures. ----

/** Exit intent at the top left opens the question and remembers it; a thumb gets thanks; Close closes it. */
export const ExitIntentThenThumb: Story = {
  ...remembering(),
  tags: ['!dev', '!autodocs', '!visual'],
  play: async ({ canvas, canvasElement, id, userEvent }) => {
    await armed(canvasElement);
    leaveWindowAt(FEEDBACK.exitIntentEdgePx - 10);
    const dialog = await canvas.findByRole('dialog', { name: SEARCH_FEEDBACK_TEXT.question });
    await expect(dialog).toBeVisible();
    const keys = keysOf(id);
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem(keys.record) ?? 'null')).toEqual(
        recordFeedbackShown(null, new Date()),
      ),
    );
    await expect(window.sessionStorage.getItem(keys.session)).toBe('true');

    await userEvent.click(within(dialog).getByRole('button', { name: SEARCH_FEEDBACK_TEXT.thumbDown }));
    const thanks = await canvas.findByRole('dialog', { name: SEARCH_FEEDBACK_TEXT.thanks });
    await expect(submitFeedback).toHaveBeenCalledWith({ thumb: 'down', path: PAGES.search.href() });
    await userEvent.click(within(thanks).getAllByRole('button', { name: OVERLAY_TEXT.close }).at(-1)!);
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(stateOf(canvasElement)).toBe('closed');
  },
};

/** Leaving through the middle of the top is not exit intent; the right-hand corner is. */
export const ExitIntentOnlyNearTheSides: Story = {
  ...remembering(),
  tags: ['!dev', '!autodocs', '!visual'],
  play: async ({ canvas, canvasElement }) => {
    await armed(canvasElement);
    leaveWindowAt(window.innerWidth / 2);
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(stateOf(canvasElement)).toBe('listening');
    leaveWindowAt(window.innerWidth - 1);
    await expect(await canvas.findByRole('dialog')).toBeVisible();
  },
};

/** Exit intent asks only an engaged visitor: after one search leaving does nothing; after the third it opens. */
export const ExitIntentOnlyOnceEngaged: Story = {
  ...remembering(),
  args: { searches: 1, withPanel: true },
  tags: ['!dev', '!autodocs', '!visual'],
  play: async ({ canvas, canvasElement, userEvent }) => {
    await armed(canvasElement);
    leaveWindowAt(0);
    await expect(canvas.queryByRole('dialog')).toBeNull();

    const oneMoreSearch = canvas.getByRole('button', { name: 'feedback.history one more search' });
    await userEvent.click(oneMoreSearch);
    await userEvent.click(oneMoreSearch);
    await expect(canvas.getByText(/\(engaged\)/)).toBeVisible();
    leaveWindowAt(0);
    await expect(await canvas.findByRole('dialog')).toBeVisible();
  },
};

/** No activity for the idle delay (shortened here from 300000 ms): the question opens by itself. */
export const OpensWhenIdle: Story = {
  ...remembering(),
  args: { idleMs: 800 },
  tags: ['!dev', '!autodocs', '!visual'],
  play: async ({ canvas, canvasElement }) => {
    await armed(canvasElement);
    await expect(await canvas.findByRole('dialog', {}, listening)).toBeVisible();
  },
};

/** Closing the question without a thumb sends nothing, and closes it for good. */
export const ClosedWithoutAnswer: Story = {
  ...remembering(),
  tags: ['!dev', '!autodocs', '!visual'],
  play: async ({ canvas, canvasElement, userEvent }) => {
    await armed(canvasElement);
    tabHidden();
    const dialog = within(await canvas.findByRole('dialog'));
    await userEvent.click(dialog.getAllByRole('button', { name: OVERLAY_TEXT.close }).at(-1)!);
    await waitFor(() => expect(stateOf(canvasElement)).toBe('closed'));
    await expect(submitFeedback).not.toHaveBeenCalled();
  },
};

/** Never on the login page; once the visitor moves on, the next trigger opens it. */
export const NeverOnTheLoginPage: Story = {
  ...remembering(),
  args: { path: PAGES.login.href(), withPanel: true },
  tags: ['!dev', '!autodocs', '!visual'],
  play: async ({ canvas, canvasElement, userEvent }) => {
    await armed(canvasElement);
    tabHidden();
    leaveWindowAt(0);
    await expect(canvas.queryByRole('dialog')).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'feedback.route to the search page' }));
    tabHidden();
    await expect(await canvas.findByRole('dialog')).toBeVisible();
  },
};

/** Shown 3 times today in other sessions: closed from the start. */
export const DailyLimitReached: Story = {
  ...remembering({ record: { ...recordFeedbackShown(null, new Date()), count: FEEDBACK.maxPerDay - 1 } }),
  tags: ['!dev', '!autodocs', '!visual'],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(stateOf(canvasElement)).toBe('closed'));
  },
};
