import { OVERLAY_TEXT } from '@clipmarket/core';
import { useLayoutEffect, type ReactNode } from 'react';
import { useControllableState, type ModalDialogTriggerProps } from '../../primitives/dialog';
import { Button } from '../Button';
import { Dialog, useDialog } from '../Dialog';
import { ThumbsDownIcon, ThumbsUpIcon } from '../Icon';
import * as styles from './SearchFeedbackModal.styles';
import { SEARCH_FEEDBACK_TEXT } from './searchFeedbackText';

/** The modal's finite status, mirroring `feedbackModalMachine`'s states; written as `data-state`. */
export type SearchFeedbackModalStatus = 'question' | 'thanks' | 'closed';

/** The answer a thumb gives. */
export type SearchFeedbackVote = 'up' | 'down';

export type SearchFeedbackModalTriggerProps = ModalDialogTriggerProps;

export interface SearchFeedbackModalProps {
  /** Controlled status: `question` and `thanks` show the modal, `closed` hides it. Pair with `onStatusChange`. */
  status?: SearchFeedbackModalStatus;
  /**
   * Status on first render when uncontrolled.
   * @default 'closed'
   */
  defaultStatus?: SearchFeedbackModalStatus;
  /** Called with the next status: `thanks` after a thumb, `closed` on any dismissal, `question` from the trigger. */
  onStatusChange?: (status: SearchFeedbackModalStatus) => void;
  /** Called with the thumb the user pressed (the machine's `feedback.thumb`). */
  onThumb?: (vote: SearchFeedbackVote) => void;
  /** Called when the user dismisses the modal: the close icon, the Close button, Escape or the backdrop. */
  onClose?: () => void;
  /** Renders a button that opens the modal at the question; focus returns to it on close. */
  trigger?: (props: SearchFeedbackModalTriggerProps) => ReactNode;
  /**
   * The question asked.
   * @default SEARCH_FEEDBACK_TEXT.question
   */
  question?: string;
}

/** The search feedback modal: a question with thumbs up and down, then thanks. */
export function SearchFeedbackModal({
  status: controlledStatus,
  defaultStatus = 'closed',
  onStatusChange,
  onThumb,
  onClose,
  trigger,
  question = SEARCH_FEEDBACK_TEXT.question,
}: SearchFeedbackModalProps) {
  const [status, setStatus] = useControllableState(controlledStatus, defaultStatus, onStatusChange);
  const isOpen = status !== 'closed';

  function close() {
    if (!isOpen) return;
    onClose?.();
    setStatus('closed');
  }

  function vote(value: SearchFeedbackVote) {
    onThumb?.(value);
    setStatus('thanks');
  }

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(next) => (next ? setStatus('question') : close())}
      trigger={trigger}
      css={styles.dialog}
      data-state={status}
    >
      <SearchFeedbackContent status={status} question={question} onVote={vote} />
    </Dialog>
  );
}

function SearchFeedbackContent({
  status,
  question,
  onVote,
}: {
  status: SearchFeedbackModalStatus;
  question: string;
  onVote: (vote: SearchFeedbackVote) => void;
}) {
  const { titleId, titleRef } = useDialog();

  // The thumbs leave the page with the question; the thanks heading takes focus so it is read and focus is
  // not dropped on the body.
  useLayoutEffect(() => {
    if (status === 'thanks') titleRef.current?.focus();
  }, [status, titleRef]);

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{status === 'thanks' ? SEARCH_FEEDBACK_TEXT.thanks : question}</Dialog.Title>
        <Dialog.Close />
      </Dialog.Header>
      <Dialog.Body>
        {status === 'thanks' ? (
          <p css={styles.detail} data-part="detail">
            {SEARCH_FEEDBACK_TEXT.thanksDetail}
          </p>
        ) : (
          <div css={styles.thumbs} role="group" aria-labelledby={titleId}>
            {/* Card-like choices with an icon over the word: Button's shape, the thumbs' own look. */}
            <Button css={styles.thumb} data-vote="up" onClick={() => onVote('up')}>
              <ThumbsUpIcon size={28} />
              {SEARCH_FEEDBACK_TEXT.thumbUp}
            </Button>
            <Button css={styles.thumb} data-vote="down" onClick={() => onVote('down')}>
              <ThumbsDownIcon size={28} />
              {SEARCH_FEEDBACK_TEXT.thumbDown}
            </Button>
          </div>
        )}
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.Close>{OVERLAY_TEXT.close}</Dialog.Close>
      </Dialog.Footer>
    </>
  );
}
