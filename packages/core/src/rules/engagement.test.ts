import fc from 'fast-check';
import { describe, it, expect } from 'vitest';
import {
  EMPTY_SESSION_LOG,
  isEngaged,
  isExitIntent,
  recordSessionActivity,
  type SessionActivity,
  type SessionHistory,
  type SessionLog,
} from './engagement';

const quiet = { searches: 0, resultPages: 0, videosViewed: 0, totalEvents: 0 };

describe('whether a visitor has engaged enough to be asked for feedback', () => {
  it('a visitor who has done nothing has not engaged', () => {
    expect(isEngaged(quiet)).toBe(false);
  });

  it('three searches count as engaged', () => {
    expect(isEngaged({ ...quiet, searches: 3, totalEvents: 3 })).toBe(true);
  });

  it('two searches alone do not', () => {
    expect(isEngaged({ ...quiet, searches: 2, totalEvents: 2 })).toBe(false);
  });

  it('four result pages count as engaged', () => {
    expect(isEngaged({ ...quiet, resultPages: 4 })).toBe(true);
  });

  it('three result pages alone do not', () => {
    expect(isEngaged({ ...quiet, resultPages: 3 })).toBe(false);
  });

  it('three videos viewed count as engaged', () => {
    expect(isEngaged({ ...quiet, videosViewed: 3 })).toBe(true);
  });

  it('two videos viewed alone do not', () => {
    expect(isEngaged({ ...quiet, videosViewed: 2 })).toBe(false);
  });

  it('four events of any kind count as engaged', () => {
    expect(isEngaged({ ...quiet, totalEvents: 4 })).toBe(true);
  });

  it('three events of mixed kinds below every threshold do not', () => {
    expect(isEngaged({ searches: 1, resultPages: 1, videosViewed: 1, totalEvents: 3 })).toBe(false);
  });
});

const count = fc.nat({ max: 10 });
const histories = fc.record({ searches: count, resultPages: count, videosViewed: count, totalEvents: count });

describe('the engagement rule over every session history', () => {
  it('is the spec rule: 3 searches, 4 result pages, 3 videos viewed or 4 events, whichever comes first', () => {
    fc.assert(
      fc.property(histories, (history) => {
        const spec =
          history.searches >= 3 ||
          history.resultPages >= 4 ||
          history.videosViewed >= 3 ||
          history.totalEvents >= 4;
        expect(isEngaged(history)).toBe(spec);
      }),
    );
  });

  it('never takes engagement back when the visitor does more of anything', () => {
    const fields = fc.constantFrom<keyof SessionHistory>(
      'searches',
      'resultPages',
      'videosViewed',
      'totalEvents',
    );
    fc.assert(
      fc.property(histories, fields, fc.integer({ min: 1, max: 5 }), (history, field, more) => {
        if (isEngaged(history)) expect(isEngaged({ ...history, [field]: history[field] + more })).toBe(true);
      }),
    );
  });
});

const replay = (activities: SessionActivity[]): SessionLog =>
  activities.reduce(recordSessionActivity, EMPTY_SESSION_LOG);
const search = (text: string, page = 1): SessionActivity => ({ type: 'search', search: text, page });
const view = (jmId: string): SessionActivity => ({ type: 'view', jmId });

describe('what a visitor does this session', () => {
  it('counts a first results page as a search', () => {
    expect(replay([search('q=dog')]).history).toEqual({
      searches: 1,
      resultPages: 0,
      videosViewed: 0,
      totalEvents: 1,
    });
  });

  it('counts another page of the same search as a result page, not a search', () => {
    expect(replay([search('q=dog'), search('q=dog', 2), search('q=dog', 3)]).history).toEqual({
      searches: 1,
      resultPages: 2,
      videosViewed: 0,
      totalEvents: 3,
    });
  });

  it('counts the same page shown again (a reload, a change of layout) as nothing', () => {
    expect(replay([search('q=dog'), search('q=dog')]).history.totalEvents).toBe(1);
  });

  it('counts a change of text or filters as a new search, and going back to one as well', () => {
    const { history } = replay([search('q=dog'), search('q=dog&tones=Cute'), search('q=dog')]);
    expect(history.searches).toBe(3);
    expect(isEngaged(history)).toBe(true);
  });

  it('counts a clip once however often it is opened, its -1 id included', () => {
    const { history } = replay([view('1254381'), view('1254381-1'), view('1254381')]);
    expect(history.videosViewed).toBe(1);
    expect(history.totalEvents).toBe(1);
  });

  it('makes a visitor who opened three clips engaged, and not one who opened two', () => {
    expect(isEngaged(replay([view('1'), view('2')]).history)).toBe(false);
    expect(isEngaged(replay([view('1'), view('2'), view('3')]).history)).toBe(true);
  });

  it('makes a visitor engaged on a fourth event of mixed kinds', () => {
    const three = [search('q=dog'), search('q=dog', 2), view('1')];
    expect(isEngaged(replay(three).history)).toBe(false);
    expect(isEngaged(replay([...three, search('q=cat')]).history)).toBe(true);
  });

  const activities = fc.array(
    fc.oneof(
      fc.record({
        type: fc.constant('search' as const),
        search: fc.constantFrom('q=dog', 'q=cat', 'q=dog&tones=Cute'),
        page: fc.integer({ min: 1, max: 3 }),
      }),
      fc.record({ type: fc.constant('view' as const), jmId: fc.constantFrom('1', '2', '2-1', '3', '4') }),
    ),
    { maxLength: 30 },
  );

  it('keeps the total the sum of the three kinds, whatever the visitor does', () => {
    fc.assert(
      fc.property(activities, (list) => {
        const { history } = replay(list);
        expect(history.totalEvents).toBe(history.searches + history.resultPages + history.videosViewed);
      }),
    );
  });

  it('never counts down, and counts at most one event an activity', () => {
    fc.assert(
      fc.property(activities, (list) => {
        let log = EMPTY_SESSION_LOG;
        for (const activity of list) {
          const next = recordSessionActivity(log, activity);
          expect(next.history.totalEvents - log.history.totalEvents).toBeGreaterThanOrEqual(0);
          expect(next.history.totalEvents - log.history.totalEvents).toBeLessThanOrEqual(1);
          expect(next.history.searches).toBeGreaterThanOrEqual(log.history.searches);
          expect(next.history.resultPages).toBeGreaterThanOrEqual(log.history.resultPages);
          expect(next.history.videosViewed).toBeGreaterThanOrEqual(log.history.videosViewed);
          log = next;
        }
      }),
    );
  });

  it('counts the same activity twice in a row once', () => {
    fc.assert(
      fc.property(activities, (list) => {
        for (const activity of list) {
          const once = replay([activity]);
          expect(recordSessionActivity(once, activity)).toBe(once);
        }
      }),
    );
  });
});

describe('the pointer leaving the window', () => {
  const viewportWidth = 1280;

  it('leaving through the top near the left edge is exit intent', () => {
    expect(isExitIntent({ clientX: 150, clientY: 0, viewportWidth })).toBe(true);
  });

  it('leaving through the top near the right edge is exit intent', () => {
    expect(isExitIntent({ clientX: 1200, clientY: -5, viewportWidth })).toBe(true);
  });

  it('leaving exactly 200 px from the left edge still counts', () => {
    expect(isExitIntent({ clientX: 200, clientY: 0, viewportWidth })).toBe(true);
  });

  it('leaving exactly 200 px from the right edge still counts', () => {
    expect(isExitIntent({ clientX: 1080, clientY: 0, viewportWidth })).toBe(true);
  });

  it('leaving through the top in the middle is not exit intent', () => {
    expect(isExitIntent({ clientX: 640, clientY: 0, viewportWidth })).toBe(false);
  });

  it('leaving through the side is not exit intent', () => {
    expect(isExitIntent({ clientX: 0, clientY: 300, viewportWidth })).toBe(false);
  });

  it('a wider edge zone can be passed in', () => {
    expect(isExitIntent({ clientX: 300, clientY: 0, viewportWidth }, 320)).toBe(true);
  });
});
