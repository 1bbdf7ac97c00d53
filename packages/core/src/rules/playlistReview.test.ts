import { describe, expect, it } from 'vitest';
import { latestDecisions, reviewVerdict, type ReviewEntryLike } from './playlistReview';

const by = (email: string, decision: ReviewEntryLike['decision']): ReviewEntryLike => ({
  guest: { email },
  decision,
});

describe("a clip's review verdict (newest entries first)", () => {
  it('counts each guest once, as they decided last, whatever the case of their address', () => {
    expect(latestDecisions([by('Ana@x.example', 'approved'), by('ana@x.example', 'rejected')])).toEqual([
      'approved',
    ]);
    expect(reviewVerdict([by('ana@x.example', 'rejected'), by('ana@x.example', 'approved')])).toBe(
      'rejected',
    );
  });

  it('is approved only when someone approves and nobody rejects', () => {
    expect(reviewVerdict([by('a@x.example', 'approved'), by('b@x.example', 'approved')])).toBe('approved');
    expect(reviewVerdict([by('a@x.example', 'approved'), by('b@x.example', 'rejected')])).toBe('mixed');
    expect(reviewVerdict([])).toBe('none');
  });

  it('reads a comment as no decision, and a decision taken back as none for that guest', () => {
    expect(reviewVerdict([by('a@x.example', null), by('a@x.example', 'approved')])).toBe('approved');
    expect(reviewVerdict([by('a@x.example', 'cleared'), by('a@x.example', 'approved')])).toBe('none');
    expect(reviewVerdict([by('a@x.example', 'cleared'), by('b@x.example', 'rejected')])).toBe('rejected');
  });
});
