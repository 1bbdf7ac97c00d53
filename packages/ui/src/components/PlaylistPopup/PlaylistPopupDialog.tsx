import { OVERLAY_TEXT } from '@clipmarket/core';
import {
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type Ref,
  type SyntheticEvent,
} from 'react';
import { CloseIcon } from '../Snackbar/SnackbarIcons';
import * as styles from './PlaylistPopup.styles';

/** What a popup's `trigger` render prop receives: spread it on a button. */
export interface PlaylistPopupTriggerProps {
  /** Focus comes back here when the popup closes. */
  ref: Ref<HTMLButtonElement>;
  onClick: () => void;
  'aria-haspopup': 'dialog';
  'aria-controls': string;
}

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

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter((element) => element.checkVisibility());
}

/**
 * The modal shell of the playlist popups: a native `<dialog>` opened with `showModal()`, focus on the
 * heading on open, Tab wrapping inside, Escape / close button / backdrop closing it, focus back on the
 * trigger. The same pattern as `LicenceTierModal`.
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
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const isOpen = open ?? uncontrolledOpen;

  const setOpen = useCallback(
    (next: boolean) => {
      if (next === isOpen) return;
      if (open === undefined) setUncontrolledOpen(next);
      onOpenChange?.(next);
    },
    [isOpen, open, onOpenChange],
  );

  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const openedFromTrigger = useRef(false);
  const dialogId = useId();
  const headingId = useId();
  const subtitleId = useId();

  // The DOM dialog follows React's state, never the other way round, so controlled use stays honest.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      dialog.showModal();
      // The heading first, so the clip count or the title is read before the list.
      headingRef.current?.focus();
    } else if (!isOpen && dialog.open) {
      dialog.close();
      if (openedFromTrigger.current && triggerRef.current?.isConnected) triggerRef.current.focus();
      openedFromTrigger.current = false;
    }
  }, [isOpen]);

  function handleCancel(event: SyntheticEvent<HTMLDialogElement>) {
    // Escape goes through state, so a controlled parent decides.
    event.preventDefault();
    setOpen(false);
  }

  function handleClose() {
    if (isOpen) setOpen(false);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') {
      // Also here because scripted key events never fire the dialog's `cancel`.
      event.preventDefault();
      setOpen(false);
      return;
    }
    if (event.key !== 'Tab') return;
    // The top layer keeps focus off the inert page, but Tab past the end would reach the browser's UI.
    const items = tabbables(event.currentTarget);
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !items.includes(active as HTMLElement))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  function handleClick(event: MouseEvent<HTMLDialogElement>) {
    // A click on the backdrop is dispatched to the dialog itself, outside its box.
    if (event.target !== event.currentTarget) return;
    const box = event.currentTarget.getBoundingClientRect();
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (!inside) setOpen(false);
  }

  return (
    <>
      {trigger?.({
        ref: triggerRef,
        onClick: () => {
          openedFromTrigger.current = true;
          setOpen(true);
        },
        'aria-haspopup': 'dialog',
        'aria-controls': dialogId,
      })}
      {/* Escape and Tab are handled on the dialog; the click handler only catches backdrop clicks. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={dialogRef}
        id={dialogId}
        css={styles.dialog}
        aria-labelledby={headingId}
        aria-describedby={subtitle ? subtitleId : undefined}
        data-state={status}
        onCancel={handleCancel}
        onClose={handleClose}
        onKeyDown={handleKeyDown}
        onClick={handleClick}
      >
        <header css={styles.header}>
          <div css={styles.titles}>
            <h2 id={headingId} ref={headingRef} tabIndex={-1} css={styles.heading}>
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
