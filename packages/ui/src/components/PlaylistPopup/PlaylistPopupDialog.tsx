import { useId, type ReactNode } from 'react';
import type { ModalDialogTriggerProps } from '../../primitives/dialog';
import { Dialog } from '../Dialog';
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
  const subtitleId = useId();

  return (
    <Dialog
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      trigger={trigger}
      layout="sheet"
      aria-describedby={subtitle ? subtitleId : undefined}
      data-state={status}
    >
      <Dialog.Header css={styles.header}>
        <div css={styles.titles}>
          <Dialog.Title css={styles.heading}>{title}</Dialog.Title>
          {subtitle ? (
            <p id={subtitleId} css={styles.subtitle}>
              {subtitle}
            </p>
          ) : null}
        </div>
        <Dialog.Close css={styles.close} />
      </Dialog.Header>
      <Dialog.Body css={styles.body}>{children}</Dialog.Body>
    </Dialog>
  );
}
