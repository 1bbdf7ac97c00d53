import { beforeEach, describe, expect, it } from 'vitest';
import { getPersistedState, reloadPersistedState } from '../../state/persisted';
import { FEEDBACK_SESSION_KEY, readFeedbackMemory, writeFeedbackShown } from './feedback';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('what the feedback modal remembers', () => {
  beforeEach(() => reloadPersistedState());

  it('reads back the day’s count from the persisted state and the session flag it wrote', () => {
    const session = memoryStorage();
    writeFeedbackShown({ day: '2025-03-04', count: 1 }, session);
    expect(getPersistedState().user.feedbackModal).toEqual({ day: '2025-03-04', count: 1 });
    expect(readFeedbackMemory(session)).toEqual({
      record: { day: '2025-03-04', count: 1 },
      sessionShown: true,
    });
  });

  it('starts fresh when nothing is stored, or the session flag is not the one it writes', () => {
    const session = memoryStorage();
    expect(readFeedbackMemory(session)).toEqual({ record: null, sessionShown: false });
    session.setItem(FEEDBACK_SESSION_KEY, 'maybe');
    expect(readFeedbackMemory(session).sessionShown).toBe(false);
  });

  it('works without session storage', () => {
    expect(readFeedbackMemory(null)).toEqual({ record: null, sessionShown: false });
    expect(() => writeFeedbackShown({ day: '2025-03-04', count: 0 }, null)).not.toThrow();
    expect(readFeedbackMemory(null).record).toEqual({ day: '2025-03-04', count: 0 });
  });
});
