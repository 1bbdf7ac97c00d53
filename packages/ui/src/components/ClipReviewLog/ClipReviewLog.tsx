import { latestDecisions, type ReviewAuthor, type ReviewEntryDecision } from '@clipmarket/core';
import type { ReviewDecision } from '../ClipReview';
import { ClipReviewTime } from '../ClipReview/ClipReviewTime';
import { CheckIcon, CloseIcon } from '../Icon';
import * as styles from './ClipReviewLog.styles';
import { CLIP_REVIEW_LOG_TEXT as TEXT } from './clipReviewLogText';

/** Something a guest did on one clip: a decision, a comment, or both at once; or a colleague's comment. */
export interface ClipReviewEntry {
  id: string;
  /** Who: the name and e-mail address the guest gave, or the colleague's. */
  guest: { name: string; email: string };
  /**
   * `guest`: someone on the share link; `team`: a colleague of the owner's team, who comments only (their entry
   * has `decision: null`) and is tagged "Colleague".
   * @default 'guest'
   */
  from?: ReviewAuthor;
  /** The decision made, `cleared` for a decision taken back, or `null` for a comment alone. */
  decision: ReviewEntryDecision | null;
  /** The comment written, or `null`. */
  comment: string | null;
  /** When: an ISO date-time. */
  at: string;
}

export interface ClipReviewLogProps {
  /** What guests (and colleagues) did on the clip, newest first. */
  entries: readonly ClipReviewEntry[];
  /** Class of the root element. */
  className?: string;
}

/**
 * Each guest's latest decision, counted (core's `latestDecisions`: entries newest first, a guest who changed their
 * mind counts once, as they decided last, and one who took their decision back not at all).
 */
export function countReviewDecisions(entries: readonly ClipReviewEntry[]): Record<ReviewDecision, number> {
  const counts = { approved: 0, rejected: 0 };
  for (const decision of latestDecisions(entries)) counts[decision] += 1;
  return counts;
}

/**
 * The owner's view of what guests did on one clip of a shared playlist: how many approve and reject it (each
 * guest's latest decision), then every decision and comment, newest first, with who and when; colleagues'
 * comments are tagged.
 */
export function ClipReviewLog({ entries, className }: ClipReviewLogProps) {
  const { approved, rejected } = countReviewDecisions(entries);
  return (
    <div css={styles.root} className={className}>
      <p css={styles.summary}>{approved + rejected > 0 ? TEXT.summary(approved, rejected) : TEXT.none}</p>
      {entries.length > 0 ? (
        <ol css={styles.list} aria-label={TEXT.label}>
          {entries.map((entry) => {
            const action = entry.decision ?? 'commented';
            return (
              <li key={entry.id} css={styles.entry}>
                <p css={styles.line}>
                  <span css={styles.name}>{entry.guest.name}</span>{' '}
                  <span css={styles.email}>({entry.guest.email})</span>{' '}
                  {entry.from === 'team' ? (
                    <>
                      <span css={styles.colleague}>{TEXT.colleague}</span>{' '}
                    </>
                  ) : null}
                  <span css={styles.action} data-action={action}>
                    {action === 'approved' ? <CheckIcon /> : action === 'rejected' ? <CloseIcon /> : null}
                    {TEXT.action[action]}
                  </span>
                </p>
                <ClipReviewTime at={entry.at} css={styles.time} />
                {entry.comment ? <blockquote css={styles.comment}>{entry.comment}</blockquote> : null}
              </li>
            );
          })}
        </ol>
      ) : null}
    </div>
  );
}
