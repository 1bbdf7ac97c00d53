import { describe, it, expect } from 'vitest';
import { FEEDBACK } from '../constants';
import { canShowFeedback, isAuthPage, recordFeedbackShown } from './feedback';
import type { FeedbackRecord } from './feedback';

const morning = new Date('2024-03-05T09:00:00Z');
const evening = new Date('2024-03-05T21:00:00Z');
const nextDay = new Date('2024-03-06T00:30:00Z');

describe('when the feedback modal may open', () => {
  it('opens for a visitor who has never seen it', () => {
    expect(
      canShowFeedback({ record: null, sessionShown: false, path: '/licensing/search', now: morning }),
    ).toBe(true);
  });

  it('does not open twice in one browser session', () => {
    expect(
      canShowFeedback({ record: null, sessionShown: true, path: '/licensing/search', now: morning }),
    ).toBe(false);
  });

  it('does not open on the login page', () => {
    expect(
      canShowFeedback({ record: null, sessionShown: false, path: '/licensing/login', now: morning }),
    ).toBe(false);
  });

  it('does not open on the register page', () => {
    expect(
      canShowFeedback({ record: null, sessionShown: false, path: '/licensing/register/', now: morning }),
    ).toBe(false);
  });

  it('opens again in a new session on the same day after one show', () => {
    const record = { day: '2024-03-05', count: 0 };
    expect(canShowFeedback({ record, sessionShown: false, path: '/licensing', now: evening })).toBe(true);
  });

  it('opens again in a new session on the same day after two shows', () => {
    const record = { day: '2024-03-05', count: 1 };
    expect(canShowFeedback({ record, sessionShown: false, path: '/licensing', now: evening })).toBe(true);
  });

  it('stops once the stored count reaches 2 on the same day, after three shows', () => {
    const record = { day: '2024-03-05', count: 2 };
    expect(canShowFeedback({ record, sessionShown: false, path: '/licensing', now: evening })).toBe(false);
  });

  it('opens again on the next UTC day after three shows', () => {
    const record = { day: '2024-03-05', count: 2 };
    expect(canShowFeedback({ record, sessionShown: false, path: '/licensing', now: nextDay })).toBe(true);
  });

  it('opens at most 3 times on one day across sessions', () => {
    let record: FeedbackRecord | null = null;
    let shows = 0;
    for (let session = 0; session < 10; session += 1) {
      if (canShowFeedback({ record, sessionShown: false, path: '/licensing/search', now: evening })) {
        record = recordFeedbackShown(record, evening);
        shows += 1;
      }
    }
    expect(shows).toBe(FEEDBACK.maxPerDay);
  });
});

describe('remembering that the feedback modal was shown', () => {
  it('stores 0 for the first show of the day', () => {
    expect(recordFeedbackShown(null, morning)).toEqual({ day: '2024-03-05', count: 0 });
  });

  it('counts up for a later show on the same day', () => {
    expect(recordFeedbackShown({ day: '2024-03-05', count: 0 }, evening)).toEqual({
      day: '2024-03-05',
      count: 1,
    });
  });

  it('starts again at 0 on a new day', () => {
    expect(recordFeedbackShown({ day: '2024-03-05', count: 2 }, nextDay)).toEqual({
      day: '2024-03-06',
      count: 0,
    });
  });
});

describe('which pages are the login and register screens', () => {
  it('the login page is one', () => {
    expect(isAuthPage('/licensing/login')).toBe(true);
  });

  it('the login page with a query string is one', () => {
    expect(isAuthPage('/licensing/login?next=/licensing/search')).toBe(true);
  });

  it('the register page is one', () => {
    expect(isAuthPage('/licensing/register')).toBe(true);
  });

  it('the search page is not', () => {
    expect(isAuthPage('/licensing/search')).toBe(false);
  });

  it('a page whose name only begins with "login" is not', () => {
    expect(isAuthPage('/licensing/loginhelp')).toBe(false);
  });
});
