import { describe, expect, it } from 'vitest';
import { generateClipWithFacts, type ClipFacts } from '../catalogue/generator';
import { family, gradeBroad, gradePhrase, gradeWords, judgedQueries, ndcgAt, recallAt } from './relevance';

const facts = (over: Partial<ClipFacts>): ClipFacts => ({
  jmId: '1',
  themeCategories: ['Extreme Sports', 'Skateboarding', 'Surfing'],
  subject: 'Surfer',
  action: ['Rides a Monster Wave', 'Riding a Monster Wave'],
  setting: 'at the Reef Break',
  city: 'Sydney',
  country: 'Australia',
  footageType: 'Pov',
  sourceUrl: 'https://tiktok.com/@a/video/1',
  ...over,
});

describe('word families of the judgements', () => {
  it('puts surf, surfer, surfers and surfing in one family, and kitesurfer in another', () => {
    expect(new Set(['surf', 'surfer', 'Surfers', 'surfing'].map(family))).toEqual(new Set(['surf']));
    expect(family('kitesurfer')).not.toBe('surf');
  });
});

describe('grades from what the generator knows a clip is about', () => {
  it('grades a surfer 3 for "surf" and a mountain biker of the same theme only 1', () => {
    expect(gradeWords('surf', facts({}))).toBe(3);
    expect(
      gradeWords(
        'surf',
        facts({ subject: 'Mountain Biker', action: ['Outruns an Avalanche', 'Outrunning an Avalanche'] }),
      ),
    ).toBe(1);
  });

  it('grades a clip 0 when no word is about it', () => {
    expect(gradeWords('wedding cake', facts({}))).toBe(0);
  });

  it('grades a two-word query 1 when only one word names the clip', () => {
    expect(gradeWords('surfer denver', facts({}))).toBe(1);
    expect(gradeWords('surfer sydney', facts({}))).toBe(3);
  });

  it('grades a phrase 3 only when its words stand in that order in the action or setting, 1 when they are about it', () => {
    expect(gradePhrase('rides a monster', facts({}))).toBe(3);
    expect(gradePhrase('monster rides', facts({}))).toBe(1);
    expect(gradePhrase('eats a cake', facts({}))).toBe(0);
  });

  it('grades a broad word 2 for every clip of the theme', () => {
    expect(gradeBroad('Extreme Sports', facts({}))).toBe(2);
    expect(gradeBroad('Animals', facts({}))).toBe(0);
  });
});

describe('the measures', () => {
  const grades: Record<string, number> = { a: 3, b: 2, c: 0, d: 1 };
  const gradeOf = (id: string) => grades[id] ?? 0;
  const ideal = Object.values(grades);

  it('gives nDCG@10 of 1 for the ideal order and less for a worse one', () => {
    expect(ndcgAt(10, ['a', 'b', 'd', 'c'], gradeOf, ideal)).toBeCloseTo(1);
    const worse = ndcgAt(10, ['c', 'd', 'b', 'a'], gradeOf, ideal);
    expect(worse).toBeGreaterThan(0);
    expect(worse).toBeLessThan(0.7);
    expect(ndcgAt(10, [], gradeOf, ideal)).toBe(0);
  });

  it('counts recall@60 out of the relevant clips, capped at 60', () => {
    expect(recallAt(60, ['a', 'c'], gradeOf, 2)).toBe(0.5);
    expect(recallAt(60, ['a', 'b'], gradeOf, 5000)).toBeCloseTo(2 / 60);
  });
});

describe('the judged set', () => {
  const all = Array.from({ length: 3000 }, (_, i) => generateClipWithFacts(i).facts);
  const sample = Array.from({ length: 10 }, (_, i) => all[i * 300 + 150]!);
  const queries = judgedQueries(all, sample);

  it('has at least 60 queries across every query type the issue names', () => {
    expect(queries.length).toBeGreaterThanOrEqual(60);
    expect(new Set(queries.map((q) => q.type))).toEqual(
      new Set([
        'subject',
        'stem',
        'action',
        'place',
        'subject + place',
        'phrase',
        'typo',
        'broad',
        'id',
        'URL',
      ]),
    );
  });

  it('has a right answer in the library for every query', () => {
    for (const query of queries)
      expect(
        all.some((f) => query.grade(f) >= 2),
        query.q,
      ).toBe(true);
  });

  it('is the same set on every run', () => {
    expect(judgedQueries(all, sample).map((q) => q.q)).toEqual(queries.map((q) => q.q));
  });
});
