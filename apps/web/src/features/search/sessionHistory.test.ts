import { EMPTY_SESSION_LOG, recordSessionActivity } from '@clipmarket/core';
import { describe, expect, it } from 'vitest';
import { parseSessionLog } from './sessionHistory';

describe('the session history kept in session storage', () => {
  it('reads back what was stored', () => {
    const log = recordSessionActivity(
      recordSessionActivity(EMPTY_SESSION_LOG, { type: 'search', search: '/search?q=dog', page: 1 }),
      { type: 'view', jmId: '1254381' },
    );
    expect(parseSessionLog(JSON.stringify(log))).toEqual(log);
  });

  it('starts empty when nothing is stored, or something that is not a session history', () => {
    for (const raw of [
      null,
      '',
      'not json',
      'null',
      '[]',
      '{"history":{"searches":"3"},"lastSearch":null,"viewed":[]}',
      '{"history":{"searches":-1,"resultPages":0,"videosViewed":0,"totalEvents":0},"lastSearch":null,"viewed":[]}',
      '{"history":{"searches":1,"resultPages":0,"videosViewed":0,"totalEvents":1},"lastSearch":{"page":1},"viewed":[]}',
      '{"history":{"searches":0,"resultPages":0,"videosViewed":1,"totalEvents":1},"lastSearch":null,"viewed":[1]}',
    ]) {
      expect(parseSessionLog(raw)).toBe(EMPTY_SESSION_LOG);
    }
  });
});
