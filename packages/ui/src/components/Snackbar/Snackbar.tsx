import { OVERLAY_TEXT } from '@clipmarket/core';
import { forwardRef, type ComponentPropsWithRef } from 'react';
import * as styles from './Snackbar.styles';
import { CloseIcon } from '../Icon';
import { ToneIcon } from '../../primitives/feedback';
import type { SnackbarAction, SnackbarSeverity } from './snackbarQueueMachine';
import { Button, ButtonLink } from '../Button';
import { IconButton } from '../IconButton';

/** The presentational snackbar's status: on screen, or playing its exit transition. */
export type SnackbarStatus = 'showing' | 'hiding';

export interface SnackbarProps extends Omit<ComponentPropsWithRef<'div'>, 'children' | 'role'> {
  /** The text the user reads and a screen reader announces. */
  message: string;
  /**
   * Sets the colour and icon; `SnackbarProvider` also announces `error` assertively.
   * @default 'info'
   */
  severity?: SnackbarSeverity;
  /** Reload the page, or a link to the checkout labelled `label` (default "View"). */
  action?: SnackbarAction;
  /** Called when the user takes the action (after the link's own navigation has been started). */
  onAction?: (action: SnackbarAction) => void;
  /** Called by the close button. Without it no close button is shown. */
  onClose?: () => void;
  /**
   * `hiding` plays the exit transition.
   * @default 'showing'
   */
  status?: SnackbarStatus;
  /**
   * Accessible name of the close button.
   * @default OVERLAY_TEXT.close ("Close")
   */
  closeLabel?: string;
}

/** One short message at the top of the page (the bottom on a phone), with an optional reload or View action and a close button. */
export const Snackbar = forwardRef<HTMLDivElement, SnackbarProps>(function Snackbar(
  {
    message,
    severity = 'info',
    action,
    onAction,
    onClose,
    status = 'showing',
    closeLabel = OVERLAY_TEXT.close,
    ...rest
  }: SnackbarProps,
  ref,
) {
  return (
    <div {...rest} ref={ref} css={styles.snackbar} data-state={status} data-severity={severity}>
      <span css={styles.icon}>
        <ToneIcon tone={severity} />
      </span>
      <p css={styles.message}>{message}</p>
      {action || onClose ? (
        <div css={styles.actions}>
          {action?.kind === 'reload' ? (
            <Button size="sm" onClick={() => onAction?.(action)}>
              {OVERLAY_TEXT.reload}
            </Button>
          ) : null}
          {action?.kind === 'view' ? (
            <ButtonLink href={action.href} linkComponent="a" size="sm" onClick={() => onAction?.(action)}>
              {action.label ?? OVERLAY_TEXT.view}
            </ButtonLink>
          ) : null}
          {onClose ? (
            <IconButton size="sm" css={styles.close} label={closeLabel} onClick={onClose}>
              <CloseIcon />
            </IconButton>
          ) : null}
        </div>
      ) : null}
    </div>
  );
});
