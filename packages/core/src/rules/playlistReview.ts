import type { ReviewDecision, ReviewEntryDecision } from '../contract/playlistReviewRules';

/** One entry of a clip's review, as the owner reads it: newest first. */
export interface ReviewEntryLike {
  guest: { email: string };
  decision: ReviewEntryDecision | null;
}

/** What a clip's guests decided, each guest's latest decision counted once. */
export type ReviewVerdict = 'approved' | 'rejected' | 'mixed' | 'none';

/**
 * Each guest's latest decision (entries newest first; a comment alone decides nothing, and a decision taken back
 * leaves that guest with none).
 */
export function latestDecisions(entries: readonly ReviewEntryLike[]): ReviewDecision[] {
  const seen = new Set<string>();
  const latest: ReviewDecision[] = [];
  for (const entry of entries) {
    if (entry.decision === null) continue;
    const who = entry.guest.email.toLowerCase();
    if (seen.has(who)) continue;
    seen.add(who);
    if (entry.decision !== 'cleared') latest.push(entry.decision);
  }
  return latest;
}

/**
 * The clip's verdict: approved when at least one guest's latest decision approves it and none rejects it,
 * rejected when the reverse, mixed when guests disagree. "License all approved" takes the approved clips only.
 */
export function reviewVerdict(entries: readonly ReviewEntryLike[]): ReviewVerdict {
  const latest = latestDecisions(entries);
  const approved = latest.includes('approved');
  const rejected = latest.includes('rejected');
  if (approved && rejected) return 'mixed';
  if (approved) return 'approved';
  if (rejected) return 'rejected';
  return 'none';
}
