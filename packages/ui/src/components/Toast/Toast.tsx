import { OVERLAY_TEXT } from '@clipmarket/core';
import { forwardRef, useId, type ComponentPropsWithRef } from 'react';
import { CloseIcon } from '../Icon';
import { ToneIcon } from '../../primitives/feedback';
import type { SnackbarSeverity } from '../Snackbar/snackbarQueueMachine';
import * as styles from './Toast.styles';
import { IconButton } from '../IconButton';

/** The same four severities as the snackbar. */
export type ToastSeverity = SnackbarSeverity;

/** A toast's status: on screen, or playing its exit transition. */
export type ToastStatus = 'showing' | 'hiding';

export interface ToastProps extends Omit<ComponentPropsWithRef<'div'>, 'children' | 'role' | 'title'> {
  /** A short bold line above the message. */
  title?: string;
  /** The text the user reads and a screen reader announces. */
  message: string;
  /**
   * Sets the colour and icon; `ToastProvider` also announces `error` assertively.
   * @default 'info'
   */
  severity?: ToastSeverity;
  /** Called by the close button. Without it no close button is shown. */
  onClose?: () => void;
  /**
   * `hiding` plays the exit transition.
   * @default 'showing'
   */
  status?: ToastStatus;
  /**
   * Accessible name of the close button; the message describes it, so several toasts stay distinguishable.
   * @default OVERLAY_TEXT.close ("Close")
   */
  closeLabel?: string;
}

/** A notice in the bottom-right stack, with an optional title and a close button. */
export const Toast = forwardRef<HTMLDivElement, ToastProps>(function Toast(
  {
    title,
    message,
    severity = 'info',
    onClose,
    status = 'showing',
    closeLabel = OVERLAY_TEXT.close,
    ...rest
  }: ToastProps,
  ref,
) {
  const textId = useId();
  return (
    <div {...rest} ref={ref} css={styles.toast} data-state={status} data-severity={severity}>
      <span css={styles.icon}>
        <ToneIcon tone={severity} />
      </span>
      <div css={styles.body} id={textId}>
        {title ? <p css={styles.title}>{title}</p> : null}
        <p css={styles.message}>{message}</p>
      </div>
      {onClose ? (
        <IconButton
          size="sm"
          css={styles.close}
          label={closeLabel}
          aria-describedby={textId}
          onClick={onClose}
        >
          <CloseIcon />
        </IconButton>
      ) : null}
    </div>
  );
});
