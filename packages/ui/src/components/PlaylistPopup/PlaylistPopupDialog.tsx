import { OVERLAY_TEXT } from '@clipmarket/core';
import { useId, type ReactNode } from 'react';
import { useModalDialog, type ModalDialogTriggerProps } from '../../primitives/dialog';
import { CloseIcon } from '../Snackbar/SnackbarIcons';
import * as styles from './PlaylistPopup.styles';

/** What a popup's `trigger` render prop receives: spread it on a button; focus comes back to it on close. */
export type PlaylistPopupTriggerProps = ModalDialogTriggerProps;

/** Open state, shared by `PlaylistPopup` and `BulkPlaylistPopup`. */
export interface PlaylistPopupOpenProps {
  /** Controlled open state. Pair with `onOpenChange`. */
  open?: boolean;
  /**
   * Open state on first render when uncontrolled.
   * @default false
   */
  defaultOpen?: boolean;
  /** Called with the next open state: the trigger, the close button, Escape, the backdrop. */
  onOpenChange?: (open: boolean) => void;
  /** Renders the button that opens the popup; focus returns to it on close. */
  trigger?: (props: PlaylistPopupTriggerProps) => ReactNode;
}

interface PlaylistPopupDialogProps extends PlaylistPopupOpenProps {
  title: string;
  subtitle?: ReactNode;
  /** Written as `data-state` on the dialog. */
  status: string;
  children: ReactNode;
}

/**
 * The modal shell of the playlist popups: a native `<dialog>` opened with `showModal()`, focus on the
 * heading on open, Tab wrapping inside, Escape / close button / backdrop closing it, focus back on the
 * trigger (`useModalDialog`, as every modal of the package).
 */
export function PlaylistPopupDialog({
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
  title,
  subtitle,
  status,
  children,
}: PlaylistPopupDialogProps) {
  // The heading gets focus first, so the clip count or the title is read before the list.
  const { setOpen, triggerProps, dialogProps, headingProps } = useModalDialog({
    open,
    defaultOpen,
    onOpenChange,
  });
  const subtitleId = useId();

  return (
    <>
      {trigger?.(triggerProps)}
      {/* Escape and Tab are handled on the dialog (useModalDialog); its click handler only catches the backdrop. */}
      <dialog
        css={styles.dialog}
        aria-describedby={subtitle ? subtitleId : undefined}
        data-state={status}
        {...dialogProps}
      >
        <header css={styles.header}>
          <div css={styles.titles}>
            <h2 css={styles.heading} {...headingProps}>
              {title}
            </h2>
            {subtitle ? (
              <p id={subtitleId} css={styles.subtitle}>
                {subtitle}
              </p>
            ) : null}
          </div>
          <button
            type="button"
            css={styles.close}
            aria-label={OVERLAY_TEXT.close}
            onClick={() => setOpen(false)}
          >
            <CloseIcon />
          </button>
        </header>
        <div css={styles.body}>{children}</div>
      </dialog>
    </>
  );
}
