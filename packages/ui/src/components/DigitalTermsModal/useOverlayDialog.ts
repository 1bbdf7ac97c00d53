import {
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
  type Ref,
  type SyntheticEvent,
} from 'react';

// The native-dialog behaviour of ADR 0006 (first written for LicenceTierModal), shared by the overlays
// helper's modals: SearchFeedbackModal, DigitalTermsModal, LoginModal and ConsentManager.

/** What a `trigger` render prop receives: spread it on a button. */
export interface OverlayDialogTriggerProps {
  /** Focus comes back here when the dialog closes. */
  ref: Ref<HTMLButtonElement>;
  onClick: () => void;
  'aria-haspopup': 'dialog';
  'aria-controls': string;
}

/**
 * A value that is controlled when `value` is given and kept here otherwise. `onChange` hears every request
 * either way, so a controlled parent decides and an uncontrolled one is still told.
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange?: (next: T) => void,
): [T, (next: T) => void] {
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const current = value === undefined ? uncontrolled : value;
  const set = useCallback(
    (next: T) => {
      if (Object.is(next, current)) return;
      if (value === undefined) setUncontrolled(next);
      onChange?.(next);
    },
    [current, value, onChange],
  );
  return [current, set];
}

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Focusable elements the user can actually see. */
function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter((element) => element.checkVisibility());
}

export interface UseOverlayDialogOptions {
  /** Whether the dialog is shown (the component resolves controlled and uncontrolled use). */
  isOpen: boolean;
  /** The trigger was pressed. */
  onOpenRequest: () => void;
  /** Escape, the backdrop or the platform asked to close. */
  onCloseRequest: () => void;
  /** What gets focus on open; the heading when not given. */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/** Binds a native `<dialog>` to React state: showModal/close, focus in and back, Escape, Tab wrap, backdrop. */
export function useOverlayDialog({
  isOpen,
  onOpenRequest,
  onCloseRequest,
  initialFocusRef,
}: UseOverlayDialogOptions) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const openedFromTrigger = useRef(false);
  const dialogId = useId();
  const headingId = useId();

  // The DOM dialog follows React's state, never the other way round, so controlled use stays honest.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      // showModal() makes the rest of the page inert and puts the dialog in the top layer.
      dialog.showModal();
      (initialFocusRef?.current ?? headingRef.current)?.focus();
    } else if (!isOpen && dialog.open) {
      dialog.close();
      // The browser restores focus to where it was before showModal(); the trigger is stated outright
      // because a controlled parent may have opened the dialog after focus moved elsewhere.
      if (openedFromTrigger.current && triggerRef.current?.isConnected) triggerRef.current.focus();
      openedFromTrigger.current = false;
    }
  }, [isOpen, initialFocusRef]);

  function onCancel(event: SyntheticEvent<HTMLDialogElement>) {
    // Escape (and other close requests) go through state, so a controlled parent decides.
    event.preventDefault();
    onCloseRequest();
  }

  function onClose() {
    // Closed by the platform (e.g. a `method="dialog"` form): bring state back in line.
    if (isOpen) onCloseRequest();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') {
      // Also handled here because untrusted (scripted) key events never fire the dialog's `cancel`.
      event.preventDefault();
      onCloseRequest();
      return;
    }
    if (event.key !== 'Tab') return;
    // The top layer keeps focus out of the inert page, but Tab past the end would reach the browser's own
    // UI; wrap instead, as the dialog pattern expects.
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

  function onClick(event: MouseEvent<HTMLDialogElement>) {
    // A click on the backdrop is dispatched to the dialog itself, outside its box.
    if (event.target !== event.currentTarget) return;
    const box = event.currentTarget.getBoundingClientRect();
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (!inside) onCloseRequest();
  }

  const triggerProps: OverlayDialogTriggerProps = {
    ref: triggerRef,
    onClick: () => {
      openedFromTrigger.current = true;
      onOpenRequest();
    },
    'aria-haspopup': 'dialog',
    'aria-controls': dialogId,
  };

  return {
    triggerProps,
    dialogProps: {
      ref: dialogRef,
      id: dialogId,
      'aria-labelledby': headingId,
      onCancel,
      onClose,
      onKeyDown,
      onClick,
    },
    headingProps: { id: headingId, ref: headingRef, tabIndex: -1 },
    headingRef,
  };
}
