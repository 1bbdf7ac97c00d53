import {
  EMPTY_SESSION_HISTORY,
  FEEDBACK,
  isEngaged,
  PAGES,
  recordFeedbackShown,
  type FeedbackRecord,
  type SessionHistory,
} from '@clipmarket/core';
import {
  useFeedbackModal,
  type FeedbackActors,
  type FeedbackMemory,
  type FeedbackThumb,
} from '@clipmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useState } from 'react';
import { expect } from 'storybook/test';
import { fromPromise } from 'xstate';

/*
 * The feedback modal makes no server call (the thumb goes to analytics), so this
 * story's actors use the browser's storage under keys of its own and keep the thumbs sent on screen. The
 * triggers are the real document listeners (`watchFeedbackTriggers`); the play functions fire them with
 * real DOM events.
 */
const RECORD_KEY = 'clipmarket.story.feedback.record';
const SESSION_KEY = 'clipmarket.story.feedback.sessionShown';

const storageActors = {
  loadFeedbackMemory: fromPromise<FeedbackMemory>(async () => {
    const stored = window.localStorage.getItem(RECORD_KEY);
    return {
      record: stored ? (JSON.parse(stored) as FeedbackRecord) : null,
      sessionShown: window.sessionStorage.getItem(SESSION_KEY) === 'true',
    };
  }),
  saveFeedbackShown: fromPromise<unknown, { record: FeedbackRecord }>(async ({ input }) => {
    window.localStorage.setItem(RECORD_KEY, JSON.stringify(input.record));
    window.sessionStorage.setItem(SESSION_KEY, 'true');
  }),
};

interface FeedbackDemoProps {
  /** The page the user starts on. */
  path: string;
  /** The 5 s before the triggers arm (`DELAYS.feedbackListenersDelayMs`); shortened here. */
  armMs: number;
  /** The idle trigger (`DELAYS.feedbackIdleMs`, 300000 ms); shortened here. */
  idleMs: number;
  /** Searches the visitor has run this session before the story starts; exit intent needs 3. */
  searches: number;
}

const afterSearches = (searches: number): SessionHistory => ({
  ...EMPTY_SESSION_HISTORY,
  searches,
  totalEvents: searches,
});

/** A story-local page with the machine's status and a minimal modal: the question, then thanks. */
function FeedbackDemo({ path: startPath, armMs, idleMs, searches }: FeedbackDemoProps) {
  const [path, setPath] = useState(startPath);
  const [history, setHistory] = useState(() => afterSearches(searches));
  const [sent, setSent] = useState<FeedbackThumb[]>([]);
  const actors: FeedbackActors = {
    ...storageActors,
    submitFeedback: fromPromise<unknown, { thumb: FeedbackThumb; path: string }>(async ({ input }) =>
      setSent((thumbs) => [...thumbs, input.thumb]),
    ),
  };
  const feedback = useFeedbackModal({ path, history, actors, delays: { armMs, idleMs } });
  const headingId = useId();

  return (
    <section aria-label="Feedback modal machine">
      <p>
        Status: <strong>{feedback.status}</strong>
      </p>
      <p>Page: {path}</p>
      <p>
        Searches this session: {history.searches} ({isEngaged(history) ? 'engaged' : 'not engaged yet'}){' '}
        <button type="button" onClick={() => setHistory(afterSearches(history.searches + 1))}>
          Run a search
        </button>
      </p>
      <p>Sent to analytics: {sent.length === 0 ? 'nothing' : sent.join(', ')}</p>
      <p>
        <button type="button" onClick={() => setPath(PAGES.search.href())}>
          Go to the search page
        </button>
      </p>
      {feedback.open ? (
        <div role="dialog" aria-labelledby={headingId} data-state={feedback.status}>
          <h2 id={headingId}>
            {feedback.status === 'thanks'
              ? 'Thank you for your feedback.'
              : 'Did you find what you were looking for?'}
          </h2>
          {feedback.status === 'question' ? (
            <p>
              <button type="button" onClick={() => feedback.sendThumb('up')}>
                Thumbs up
              </button>{' '}
              <button type="button" onClick={() => feedback.sendThumb('down')}>
                Thumbs down
              </button>
            </p>
          ) : null}
          <button type="button" onClick={feedback.close}>
            Close
          </button>
        </div>
      ) : null}
    </section>
  );
}

/** Starts each story from what the browser remembers. */
function remembering(memory: { record?: FeedbackRecord | null; sessionShown?: boolean } = {}) {
  return {
    loaders: [
      async () => {
        if (memory.record) window.localStorage.setItem(RECORD_KEY, JSON.stringify(memory.record));
        else window.localStorage.removeItem(RECORD_KEY);
        if (memory.sessionShown) window.sessionStorage.setItem(SESSION_KEY, 'true');
        else window.sessionStorage.removeItem(SESSION_KEY);
        return {};
      },
    ],
  };
}

/** The pointer leaving the window at the top, `clientX` px from the left (a mouseout with nowhere to go). */
function leaveWindowAt(clientX: number) {
  document.dispatchEvent(new MouseEvent('mouseout', { clientX, clientY: 0, relatedTarget: null }));
}

const listening = { timeout: 3_000 };

const meta = {
  title: 'Machines/FeedbackModal',
  // No visual reference: the demo shows the machine's states through a test harness, not a component's look.
  tags: ['!visual'],
  component: FeedbackDemo,
  args: { path: PAGES.search.href(), armMs: 300, idleMs: 60_000, searches: 3 },
} satisfies Meta<typeof FeedbackDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The happy path: exit intent at the top left opens the question; a thumb gets thanks; Close closes for good. */
export const ExitIntentThenThumb: Story = {
  ...remembering(),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('listening', {}, listening);
    leaveWindowAt(FEEDBACK.exitIntentEdgePx - 10);
    const dialog = await canvas.findByRole('dialog', { name: 'Did you find what you were looking for?' });
    await expect(dialog).toBeVisible();
    await expect(JSON.parse(window.localStorage.getItem(RECORD_KEY)!)).toEqual(
      recordFeedbackShown(null, new Date()),
    );
    await expect(window.sessionStorage.getItem(SESSION_KEY)).toBe('true');

    await userEvent.click(canvas.getByRole('button', { name: 'Thumbs up' }));
    await expect(canvas.getByRole('dialog', { name: 'Thank you for your feedback.' })).toBeVisible();
    await expect(canvas.getByText('Sent to analytics: up')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(canvas.getByText('closed')).toBeVisible();
  },
};

/** Leaving through the middle of the top is not exit intent; the right-hand corner is. */
export const ExitIntentOnlyNearTheSides: Story = {
  ...remembering(),
  play: async ({ canvas }) => {
    await canvas.findByText('listening', {}, listening);
    leaveWindowAt(window.innerWidth / 2);
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(canvas.getByText('listening')).toBeVisible();
    leaveWindowAt(window.innerWidth - 1);
    await expect(await canvas.findByRole('dialog')).toBeVisible();
  },
};

/**
 * Exit intent asks only an engaged visitor (3 searches, 4 result pages, 3 clips or 4 events):
 * after one search leaving at the top does nothing; after the third it opens the question.
 */
export const ExitIntentOnlyOnceEngaged: Story = {
  ...remembering(),
  args: { searches: 1 },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('listening', {}, listening);
    leaveWindowAt(0);
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(canvas.getByText('listening')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Run a search' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Run a search' }));
    await expect(canvas.getByText(/engaged\)/)).toBeVisible();
    leaveWindowAt(0);
    await expect(await canvas.findByRole('dialog')).toBeVisible();
  },
};

/** The tab's visibility changes: the question opens, whatever the visitor has done. */
export const OpensOnTabVisibilityChange: Story = {
  ...remembering(),
  args: { searches: 0 },
  play: async ({ canvas }) => {
    await canvas.findByText('listening', {}, listening);
    document.dispatchEvent(new Event('visibilitychange'));
    await expect(await canvas.findByRole('dialog')).toBeVisible();
  },
};

/** No activity for the idle delay (shortened here from 300000 ms): the question opens by itself. */
export const OpensWhenIdle: Story = {
  ...remembering(),
  args: { idleMs: 800 },
  play: async ({ canvas }) => {
    await canvas.findByText('listening', {}, listening);
    await expect(await canvas.findByRole('dialog', {}, listening)).toBeVisible();
  },
};

/** Closing the question without a thumb sends nothing. */
export const ClosedWithoutAnswer: Story = {
  ...remembering(),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('listening', {}, listening);
    document.dispatchEvent(new Event('visibilitychange'));
    await userEvent.click(await canvas.findByRole('button', { name: 'Close' }));
    await expect(canvas.getByText('closed')).toBeVisible();
    await expect(canvas.getByText('Sent to analytics: nothing')).toBeVisible();
  },
};

/** Never on the login page; once the user moves on, the next trigger opens it. */
export const NeverOnTheLoginPage: Story = {
  ...remembering(),
  args: { path: PAGES.login.href() },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('listening', {}, listening);
    document.dispatchEvent(new Event('visibilitychange'));
    leaveWindowAt(0);
    await expect(canvas.queryByRole('dialog')).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Go to the search page' }));
    document.dispatchEvent(new Event('visibilitychange'));
    await expect(await canvas.findByRole('dialog')).toBeVisible();
  },
};

/** Already shown in this browser session: closed from the start. */
export const AlreadyShownThisSession: Story = {
  ...remembering({ sessionShown: true, record: recordFeedbackShown(null, new Date()) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('closed')).toBeVisible();
    document.dispatchEvent(new Event('visibilitychange'));
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

/** Shown 3 times today in other sessions: closed from the start. */
export const DailyLimitReached: Story = {
  ...remembering({
    record: { ...recordFeedbackShown(null, new Date()), count: FEEDBACK.maxPerDay - 1 },
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('closed')).toBeVisible();
  },
};
