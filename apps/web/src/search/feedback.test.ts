import { describe, expect, it } from 'vitest';
import {
  FEEDBACK_RECORD_KEY,
  FEEDBACK_SESSION_KEY,
  readFeedbackMemory,
  writeFeedbackShown,
} from './feedback';

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
  it('reads back the day’s count and the session flag it wrote', () => {
    const local = memoryStorage();
    const session = memoryStorage();
    writeFeedbackShown({ day: '2025-03-04', count: 1 }, local, session);
    expect(readFeedbackMemory(local, session)).toEqual({
      record: { day: '2025-03-04', count: 1 },
      sessionShown: true,
    });
  });

  it('starts fresh when nothing, or something unreadable, is stored', () => {
    const local = memoryStorage();
    const session = memoryStorage();
    expect(readFeedbackMemory(local, session)).toEqual({ record: null, sessionShown: false });
    local.setItem(FEEDBACK_RECORD_KEY, '{not json');
    session.setItem(FEEDBACK_SESSION_KEY, 'maybe');
    expect(readFeedbackMemory(local, session)).toEqual({ record: null, sessionShown: false });
    local.setItem(FEEDBACK_RECORD_KEY, JSON.stringify({ day: 5, count: -1 }));
    expect(readFeedbackMemory(local, session).record).toBeNull();
  });

  it('works without storage', () => {
    expect(readFeedbackMemory(null, null)).toEqual({ record: null, sessionShown: false });
    expect(() => writeFeedbackShown({ day: '2025-03-04', count: 0 }, null, null)).not.toThrow();
  });
});
