import { describe, expect, it } from 'vitest';
import { withSavedMarks } from './usePlaylistData';

const card = (jmId: string, isFav?: boolean) => ({
  jmId,
  aci: 'GREEN',
  ...(isFav === undefined ? {} : { isFav }),
});

describe('withSavedMarks', () => {
  it('marks the cards of an answer, however deep, and leaves other clips and fields alone', () => {
    const answer = {
      data: [card('1', false), card('2', false)],
      trending: [card('1-1')],
      total: 2,
    };
    const next = withSavedMarks(answer, (jmId) => (jmId.startsWith('1') ? true : undefined)) as typeof answer;
    expect(next.data[0]).toEqual(card('1', true));
    expect(next.trending[0]).toEqual(card('1-1', true));
    expect(next.data[1]).toBe(answer.data[1]);
    expect(next.total).toBe(2);
  });

  it('answers the same object when nothing changes, so nothing renders again', () => {
    const answer = { data: [card('1', true), card('2')] };
    expect(withSavedMarks(answer, (jmId) => jmId === '1')).toBe(answer);
  });

  it('takes a mark away when the clip is no longer saved', () => {
    const answer = { data: [card('1', true)] };
    expect(withSavedMarks(answer, () => false)).toEqual({ data: [card('1', false)] });
  });
});
