import { describe, expect, it } from 'vitest';
import { generateClipWithFacts, type ClipFacts } from '../catalogue/generator';
import {
  CONCEPT_JUDGEMENTS,
  family,
  gradeBroad,
  gradeConcept,
  gradePhrase,
  gradeWords,
  judgedQueries,
  ndcgAt,
  precisionAt,
  recallAt,
} from './relevance';

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

describe('concept queries, judged by hand (issue 31 item 4)', () => {
  it('grades a clip by what its subject is a kind of, whatever its words say', () => {
    expect(gradeConcept('dog', facts({ subject: 'Corgi' }))).toBe(3);
    expect(
      gradeConcept('dog', facts({ subject: 'Tabby Cat', action: ['Chases a Dog', 'Chasing a Dog'] })),
    ).toBe(0);
    expect(gradeConcept('mammal', facts({ subject: 'Great White Shark' }))).toBe(0);
    expect(gradeConcept('mammal', facts({ subject: 'Humpback Whale' }))).toBe(3);
    expect(gradeConcept('zebra', facts({ subject: 'Corgi' }))).toBe(0);
  });

  it('names only subjects the generator has, and asks only for concepts with a kind in the library', () => {
    const all = Array.from({ length: 2_000 }, (_, i) => generateClipWithFacts(i).facts);
    const subjects = new Set(
      Array.from({ length: 20_000 }, (_, i) => generateClipWithFacts(i).facts.subject),
    );
    for (const kinds of Object.values(CONCEPT_JUDGEMENTS))
      for (const kind of kinds) expect(subjects, kind).toContain(kind);
    const concepts = judgedQueries(all, all.slice(0, 10)).filter((query) => query.type === 'concept');
    expect(concepts.length).toBeGreaterThanOrEqual(10);
    for (const query of concepts)
      expect(
        all.some((f) => query.grade(f) === 3),
        query.q,
      ).toBe(true);
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

  it('counts precision@10 over the ten places, or the relevant clips when fewer, an empty place a miss', () => {
    expect(precisionAt(10, ['a', 'b', 'c', 'd'], gradeOf, 500)).toBe(0.2);
    expect(precisionAt(10, ['c', 'a'], gradeOf, 1)).toBe(1);
    expect(precisionAt(10, [], gradeOf, 500)).toBe(0);
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
        'concept',
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
