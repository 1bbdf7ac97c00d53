import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../Button';
import { InlineAlertRegion } from '../InlineAlert';
import { CheckIcon, ChevronIcon, CloseIcon } from '../Icon';
import { Spinner } from '../Spinner';
import { TextArea } from '../TextArea';
import * as styles from './ClipReview.styles';
import type { ClipReviewComment, ClipReviewStatus, ReviewDecision } from './ClipReview.types';
import { ClipReviewTime } from './ClipReviewTime';
import { CLIP_REVIEW_COMMENT_MAX, CLIP_REVIEW_TEXT as TEXT } from './clipReviewText';

export type { ClipReviewComment, ClipReviewStatus, ReviewDecision };

export interface ClipReviewProps {
  /** The clip's title, used in the controls' accessible names: 'Approve “Dog surfs”'. */
  clipTitle: string;
  /** The guest's current decision; `null` when there is none. Not shown when `decisions` is `false`. */
  decision: ReviewDecision | null;
  /**
   * The comments on this clip, oldest first: the guest's own, or with `decisions` `false` the whole team's, each
   * with its `author`.
   */
  comments: readonly ClipReviewComment[];
  /**
   * Whether the reader decides on the clip. `false` for a colleague of the playlist's owner, who comments only: no
   * Approve and Reject and no decision line; the list is named as the team's comments ('Comments on “Dog surfs”'),
   * and "Saving…" shows under the comment field.
   * @default true
   */
  decisions?: boolean;
  /**
   * The save call's state; see `ClipReviewStatus`. While `saving` the buttons ignore presses (`aria-disabled`,
   * so focus stays on them), the comment field is read-only and "Saving…" shows with a spinner.
   * @default 'idle'
   */
  status?: ClipReviewStatus;
  /**
   * Why the last decision or comment was refused: shown in an alert under the controls. What was typed in the
   * comment field stays.
   * @default null
   */
  error?: string | null;
  /**
   * Called with the decision of the button pressed, or `null` when the pressed button is pressed again (the
   * decision is taken back). Not called while saving, nor when `decisions` is `false`.
   */
  onDecide: (decision: ReviewDecision | null) => void;
  /**
   * Called with the comment, trimmed, when Post comment is pressed. The field keeps the text until `comments`
   * grows; then it is cleared and closed, and focus goes back to Add a comment.
   */
  onComment: (text: string) => void;
  /** Class of the root element. */
  className?: string;
}

const DECISIONS = [
  { decision: 'approved', Icon: CheckIcon, label: TEXT.approve },
  { decision: 'rejected', Icon: CloseIcon, label: TEXT.reject },
] as const;

/**
 * A guest's review of one clip of a shared playlist, under the clip's row: Approve and Reject toggles, what the
 * guest decided, their comments with their times, and Add a comment; for a colleague, the team's comments only.
 */
export function ClipReview({
  clipTitle,
  decision,
  comments,
  decisions = true,
  status = 'idle',
  error = null,
  onDecide,
  onComment,
  className,
}: ClipReviewProps) {
  const [composing, setComposing] = useState(false);
  const [text, setText] = useState('');
  const disclosureRef = useRef<HTMLButtonElement>(null);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const composerRef = useRef<HTMLFormElement>(null);
  // A comment was sent and its answer is awaited: the field is cleared only when the app lists one more comment,
  // so a refusal leaves the text where it was, and a list that changes for another reason leaves a draft alone.
  const posted = useRef(false);
  const commentCount = useRef(comments.length);
  const composerId = useId();
  const saving = status === 'saving';
  const trimmed = text.trim();

  // Opened by the guest (it starts closed): the field takes focus, so the keyboard goes on where the eye does.
  useEffect(() => {
    if (composing) fieldRef.current?.focus();
  }, [composing]);

  useLayoutEffect(() => {
    const grew = comments.length > commentCount.current;
    commentCount.current = comments.length;
    if (!grew || !posted.current) return;
    posted.current = false;
    // Focus is on Post comment or in the field, which are about to go: it goes back to the disclosure. A guest
    // who has moved on meanwhile keeps their place.
    const active = document.activeElement;
    if (!active || active === document.body || composerRef.current?.contains(active)) {
      disclosureRef.current?.focus();
    }
    setText('');
    setComposing(false);
  }, [comments.length]);

  function closeComposer() {
    posted.current = false;
    setText('');
    setComposing(false);
    disclosureRef.current?.focus();
  }

  function handlePost(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Post comment is aria-disabled while saving (focus stays on it), so a second send is refused here.
    if (saving || !trimmed) return;
    posted.current = true;
    onComment(trimmed);
  }

  const savingLine = saving ? (
    <>
      <Spinner tone="accent" />
      {TEXT.saving}
    </>
  ) : null;

  return (
    <div
      css={styles.root}
      className={className}
      data-state={status}
      data-decision={(decisions && decision) || undefined}
      aria-busy={saving || undefined}
    >
      {decisions ? (
        <div css={styles.decisionRow}>
          <div role="group" aria-label={TEXT.decisionLabel(clipTitle)} css={styles.decisions}>
            {DECISIONS.map(({ decision: value, Icon, label }) => {
              const pressed = decision === value;
              return (
                <Button
                  key={value}
                  variant="toggle"
                  size="sm"
                  css={styles.decide[value]}
                  aria-pressed={pressed}
                  aria-label={TEXT.decideLabel[value](clipTitle)}
                  // aria-disabled rather than disabled: focus stays on the button just pressed while it saves.
                  aria-disabled={saving || undefined}
                  onClick={() => {
                    if (!saving) onDecide(pressed ? null : value);
                  }}
                >
                  <Icon />
                  {label}
                </Button>
              );
            })}
          </div>
          {/* Mounted from the start, so a new decision (and the save before it) is announced. */}
          <p role="status" css={styles.status}>
            {savingLine ?? (decision ? TEXT.decided[decision] : null)}
          </p>
        </div>
      ) : null}

      {comments.length > 0 ? (
        <ul
          css={styles.comments}
          aria-label={decisions ? TEXT.commentsLabel(clipTitle) : TEXT.teamCommentsLabel(clipTitle)}
        >
          {comments.map((comment) => (
            <li key={comment.id} css={styles.comment}>
              <p css={styles.commentText}>{comment.text}</p>
              {comment.author ? (
                <p css={styles.commentByline}>
                  <span css={styles.commentAuthor}>{comment.author}</span> <span aria-hidden="true">·</span>{' '}
                  <ClipReviewTime at={comment.at} />
                </p>
              ) : (
                <ClipReviewTime at={comment.at} css={styles.commentTime} />
              )}
            </li>
          ))}
        </ul>
      ) : null}

      {/* Add a comment, its field, and the alert under them: one block, so the empty alert region adds no gap. */}
      <div css={styles.commenting}>
        <Button
          ref={disclosureRef}
          variant="ghost"
          size="sm"
          aria-expanded={composing}
          aria-controls={composing ? composerId : undefined}
          onClick={() => setComposing((open) => !open)}
        >
          <ChevronIcon direction={composing ? 'up' : 'down'} />
          {TEXT.addComment}
        </Button>
        {composing ? (
          <form ref={composerRef} id={composerId} css={styles.composer} onSubmit={handlePost}>
            <TextArea
              ref={fieldRef}
              label={TEXT.comment}
              name="comment"
              rows={3}
              maxLength={CLIP_REVIEW_COMMENT_MAX}
              value={text}
              // Read-only rather than disabled while saving, so focus is not dropped to the page.
              readOnly={saving}
              onChange={(event) => setText(event.target.value)}
            />
            <div css={styles.composerActions}>
              <Button type="submit" variant="primary" size="sm" loading={saving} disabled={!trimmed}>
                {TEXT.post}
              </Button>
              <Button variant="ghost" size="sm" onClick={closeComposer}>
                {TEXT.cancel}
              </Button>
            </div>
          </form>
        ) : null}
        {decisions ? null : (
          // A colleague has no decision line: "Saving…" goes under the field, in a status region mounted from the
          // start (so it is announced) that takes no room while empty.
          <p role="status" css={styles.commentStatus}>
            {savingLine}
          </p>
        )}
        {/* Mounted from the start, so a refusal is announced when it appears. */}
        <InlineAlertRegion css={styles.alert}>{error && !saving ? error : null}</InlineAlertRegion>
      </div>
    </div>
  );
}
