import { OVERLAY_TEXT } from '@clipmarket/core';
import { useLayoutEffect, type ReactNode } from 'react';
import { useControllableState, useModalDialog, type ModalDialogTriggerProps } from '../../primitives/dialog';
import { CloseIcon } from '../Snackbar/SnackbarIcons';
import { SearchFeedbackThumbIcon } from './SearchFeedbackIcons';
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

/** The search feedback modal (spec section 4): a question with thumbs up and down, then thanks. */
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

  const { triggerProps, dialogProps, headingProps, headingRef } = useModalDialog({
    open: isOpen,
    onOpenChange: (next) => (next ? setStatus('question') : close()),
  });

  // The thumbs leave the page with the question; the thanks heading takes focus so it is read and focus is
  // not dropped on the body.
  useLayoutEffect(() => {
    if (status === 'thanks') headingRef.current?.focus();
  }, [status, headingRef]);

  function vote(value: SearchFeedbackVote) {
    onThumb?.(value);
    setStatus('thanks');
  }

  return (
    <>
      {trigger?.(triggerProps)}
      {/* Escape and Tab are handled on the dialog (useModalDialog); its click handler only catches the backdrop. */}
      <dialog css={styles.dialog} data-state={status} {...dialogProps}>
        <div css={styles.header}>
          <h2 css={styles.heading} {...headingProps}>
            {status === 'thanks' ? SEARCH_FEEDBACK_TEXT.thanks : question}
          </h2>
          <button type="button" css={styles.close} aria-label={OVERLAY_TEXT.close} onClick={close}>
            <CloseIcon />
          </button>
        </div>
        <div css={styles.body}>
          {status === 'thanks' ? (
            <p css={styles.detail} data-part="detail">
              {SEARCH_FEEDBACK_TEXT.thanksDetail}
            </p>
          ) : (
            <div css={styles.thumbs} role="group" aria-labelledby={headingProps.id}>
              <button type="button" css={styles.thumb} data-vote="up" onClick={() => vote('up')}>
                <SearchFeedbackThumbIcon />
                {SEARCH_FEEDBACK_TEXT.thumbUp}
              </button>
              <button type="button" css={styles.thumb} data-vote="down" onClick={() => vote('down')}>
                <SearchFeedbackThumbIcon />
                {SEARCH_FEEDBACK_TEXT.thumbDown}
              </button>
            </div>
          )}
        </div>
        <div css={styles.footer}>
          <button type="button" css={styles.secondaryButton} onClick={close}>
            {OVERLAY_TEXT.close}
          </button>
        </div>
      </dialog>
    </>
  );
}
