import {
  DEFAULT_EXCLUDED_CATEGORIES,
  EXCLUDED_LIBRARY_OPTIONS,
  FOOTAGE_TYPES,
  FULFILMENT_LIMITS,
  POPULARITY,
  TONES,
  TRENDING_TAG,
  canonicalUrl,
  categoryList,
} from '@clipmarket/core';
import { describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  GENERATOR_REFERENCE_NOW,
  MEDIA_COUNT,
  generateClip,
  generateClipWithFacts,
  generateClips,
} from './generator';
import type { NewClip } from './tables';

const N = 5000;
const clips: NewClip[] = [...generateClips({ count: N })];
const DAY = 86_400_000;

describe('the demo library generator', () => {
  it('is deterministic: the same seed gives the same clips, and clip i does not depend on the count', () => {
    expect([...generateClips({ count: 50 })]).toEqual(clips.slice(0, 50));
    expect([...generateClips({ count: 10, start: 100 })]).toEqual(clips.slice(100, 110));
    expect(generateClip(7)).toEqual(clips[7]);
    const other = [...generateClips({ count: 50, seed: 42 })];
    expect(other.map((c) => c.title)).not.toEqual(clips.slice(0, 50).map((c) => c.title));
  });

  it('gives every clip a unique 7-digit jmId', () => {
    const ids = clips.map((c) => c.jmId);
    expect(new Set(ids).size).toBe(N);
    for (const id of ids) expect(id).toMatch(/^\d{7}$/);
    // Still 7 digits at a million clips.
    expect(generateClip(999_999).jmId).toMatch(/^\d{7}$/);
  });

  it('writes titles and descriptions that read like viral clips', () => {
    const titled = clips.filter((c) => c.title);
    expect(titled.length / N).toBeGreaterThan(0.99);
    expect(clips.filter((c) => c.publishingTitle).length / N).toBeGreaterThan(0.85);
    expect(clips.filter((c) => !c.publishingTitle).length).toBeGreaterThan(0);
    expect(clips.some((c) => / Captures /.test(c.title ?? ''))).toBe(true);
    expect(clips.some((c) => (c.publishingTitle ?? '').length > 55)).toBe(true);
    for (const c of clips.slice(0, 200)) {
      expect(c.publishingDescription).toMatch(/^[A-Z].+\. .+\.$/);
      expect(c.description).toMatch(/^Filmed on /);
    }
  });

  it('writes believable animals: no whale on a bird feeder, no cat tagged "dog" (issue 31 item 4)', () => {
    const clips = Array.from({ length: 5_000 }, (_, i) => generateClipWithFacts(i));
    const of = (subject: string) => clips.filter((c) => c.facts.subject === subject);
    const sea = ['Humpback Whale', 'Pod of Dolphins', 'Great White Shark', 'Octopus'];
    for (const subject of sea) {
      expect(of(subject).length, subject).toBeGreaterThan(0);
      for (const { facts } of of(subject)) {
        expect(facts.action[0]).not.toMatch(/Bird Feeder|Crosses the Road|Campsite|First Snow|Hiker/);
        expect(facts.setting).not.toMatch(/Trail Camera|National Park|Lake/);
      }
    }
    for (const { facts } of of('Moose')) expect(facts.action[0]).not.toMatch(/Breaches/);
    for (const subject of ['Tabby Cat', 'Maine Coon', 'Parrot', 'Bearded Dragon'])
      for (const { clip, facts } of of(subject)) {
        expect(clip.tags, subject).not.toContain('dog');
        expect(facts.setting).not.toBe('at the Dog Park');
        expect(facts.action[0]).not.toMatch(/Frisbee|Fetch|Howls/);
      }
    // A kind's tag is on every clip of that kind: every corgi is tagged "dog".
    for (const { clip } of of('Corgi')) expect(clip.tags).toContain('dog');
    for (const { clip } of of('Humpback Whale')) expect(clip.tags).toContain('whale');
    for (const { clip } of of('Black Bear')) expect(clip.tags).not.toContain('whale');
    // At the game is not in it: a referee or a fan is never tagged "athlete", a golfer always.
    for (const subject of ['Referee', 'Fan in the Stands']) {
      expect(of(subject).length, subject).toBeGreaterThan(0);
      for (const { clip } of of(subject)) expect(clip.tags, subject).not.toContain('athlete');
    }
    for (const { clip } of of('Golfer')) expect(clip.tags).toContain('athlete');
  });

  it('uses every category, the two excluded ones included, and about thirty in all', () => {
    const used = new Set(clips.map((c) => c.category));
    for (const name of CATEGORIES) expect(used.has(name), name).toBe(true);
    for (const excluded of DEFAULT_EXCLUDED_CATEGORIES) expect(CATEGORIES).toContain(excluded);
    expect(CATEGORIES.length).toBeGreaterThanOrEqual(26);
    expect(CATEGORIES.length).toBeLessThanOrEqual(32);
    // Every listed category fits the category list's 26.
    expect(categoryList(CATEGORIES)).toHaveLength(CATEGORIES.length - DEFAULT_EXCLUDED_CATEGORIES.length);
  });

  it('tags trending clips with the trending tag, and only them', () => {
    const trending = clips.filter((c) => c.isTrending);
    expect(trending.length).toBeGreaterThan(N * 0.01);
    expect(trending.length).toBeLessThan(N * 0.04);
    for (const c of clips) expect(c.tags!.includes(TRENDING_TAG)).toBe(c.isTrending);
    for (const c of clips) {
      if (DEFAULT_EXCLUDED_CATEGORIES.includes(c.category as never)) expect(c.isTrending).toBe(true);
    }
    expect(clips.every((c) => c.privateTags!.length >= 1)).toBe(true);
  });

  it('keeps clearance, colour and talent releases consistent', () => {
    const expected = { CLEARED: 'GREEN', LIMITATIONS: 'YELLOW', NO_AR_EDITORIAL_ONLY: 'RED' } as const;
    for (const c of clips) {
      expect(c.aci).toBe(expected[c.clearanceStatus]);
      expect(c.iar).toBe(c.clearanceStatus === 'CLEARED');
    }
    for (const status of Object.keys(expected)) {
      expect(clips.some((c) => c.clearanceStatus === status)).toBe(true);
    }
    // Some clips carry the ROLE_RIFF_USER marker (iar false with rsa or bo).
    expect(clips.some((c) => !c.iar && (c.rsa || c.bo))).toBe(true);
  });

  it('draws tones, popularity, footage types and libraries from the spec lists', () => {
    for (const c of clips) {
      for (const tone of c.tones!) expect(TONES).toContain(tone);
      if (c.popularity) expect(POPULARITY).toContain(c.popularity);
      if (c.footageType) expect(FOOTAGE_TYPES).toContain(c.footageType);
    }
    for (const value of [...TONES, ...POPULARITY, ...FOOTAGE_TYPES]) {
      expect(
        clips.some((c) => c.tones!.includes(value) || c.popularity === value || c.footageType === value),
        value,
      ).toBe(true);
    }
    const viralHog = clips.filter((c) => c.libraryName === EXCLUDED_LIBRARY_OPTIONS[0]);
    expect(viralHog.length).toBeGreaterThan(N * 0.05);
    expect(new Set(viralHog.map((c) => c.libraryShortName))).toEqual(new Set(['VH']));
    expect(new Set(clips.map((c) => c.libraryName)).size).toBeGreaterThanOrEqual(5);
  });

  it('has durations of 1..600 s, mostly 5..120, HD and vertical clips, countries and locations', () => {
    const durations = clips.map((c) => c.duration);
    expect(Math.min(...durations)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...durations)).toBeLessThanOrEqual(600);
    expect(durations.filter((d) => d >= 5 && d <= 120).length / N).toBeGreaterThan(0.8);
    expect(durations.some((d) => d > 300)).toBe(true);
    expect(clips.filter((c) => c.isHd).length / N).toBeGreaterThan(0.5);
    expect(clips.some((c) => c.isVertical)).toBe(true);
    expect(new Set(clips.map((c) => c.country)).size).toBeGreaterThan(15);
    for (const c of clips.slice(0, 100)) expect(c.location).toMatch(/^[^,]+, [^,]+$/);
  });

  it('dates clips over about six years before `now`, some in the last 72 hours, posted before signed', () => {
    const now = GENERATOR_REFERENCE_NOW.getTime();
    const today = GENERATOR_REFERENCE_NOW.toISOString().slice(0, 10);
    const threeDaysAgo = new Date(now - 3 * DAY).toISOString().slice(0, 10);
    const signed = clips.map((c) => c.signedDate!);
    expect(signed.every((d) => d <= today)).toBe(true);
    expect(signed.filter((d) => d >= threeDaysAgo).length).toBeGreaterThan(N * 0.02);
    const oldest = signed.reduce((a, b) => (a < b ? a : b));
    expect(now - Date.parse(oldest)).toBeGreaterThan(5.5 * 365 * DAY);
    expect(now - Date.parse(oldest)).toBeLessThan(6.1 * 365 * DAY);
    for (const c of clips) expect(c.originalPublishingDate! <= c.signedDate!).toBe(true);

    const later = new Date(now + 100 * DAY);
    expect(generateClip(3, undefined, later).signedDate! > clips[3]!.signedDate!).toBe(true);
  });

  it('stores every URL in canonical form and claimed YouTube ids of 11 characters', () => {
    for (const c of clips) {
      expect(canonicalUrl(c.originalSourceUrl!)).toBe(c.originalSourceUrl);
      expect(c.originalSourceUrl).toMatch(
        /^https:\/\/(www\.youtube\.com|tiktok\.com|instagram\.com|facebook\.com)\//,
      );
      for (const url of [...c.publishedUrls!, ...c.infractionUrls!]) expect(canonicalUrl(url)).toBe(url);
      for (const id of c.claimedYouTubeIds!) expect(id).toMatch(/^[A-Za-z0-9_-]{11}$/);
      expect(c.platformId).toBeTruthy();
    }
    expect(clips.some((c) => c.infractionUrls!.length > 0)).toBe(true);
    expect(clips.some((c) => c.publishedUrls!.length > 1)).toBe(true);
    expect(clips.some((c) => c.claimedYouTubeIds!.length > 1)).toBe(true);
  });

  it('points every clip at the committed posters and previews, cycling 01..12', () => {
    const posters = new Set(clips.map((c) => c.imgUrl));
    expect(posters.size).toBe(MEDIA_COUNT);
    expect(clips[0]!.imgUrl).toBe('/media/posters/clip-01.webp');
    expect(clips[11]!.previewUrl).toMatch(/^\/media\/previews\/clip-12\.mp4#t=0,\d+$/);
    expect(clips[12]!.imgUrl).toBe('/media/posters/clip-01.webp');
  });

  it('previews each clip for its own length, up to the preview cap', () => {
    for (const c of clips) {
      const seconds = Number(/#t=0,(\d+)$/.exec(c.previewUrl!)?.[1]);
      expect(seconds, c.jmId).toBe(Math.max(1, Math.min(c.duration!, FULFILMENT_LIMITS.previewCapSeconds)));
    }
    expect(clips.some((c) => c.duration! < FULFILMENT_LIMITS.previewCapSeconds)).toBe(true);
    expect(clips.some((c) => c.duration! > FULFILMENT_LIMITS.previewCapSeconds)).toBe(true);
  });
});
