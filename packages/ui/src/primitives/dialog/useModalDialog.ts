import {
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type Ref,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import { useReturnFocus } from './useReturnFocus';

// The native-dialog behaviour of ADR 0006, shared by every modal of the package: LicenceTierModal, the
// playlist popups, the FilterPanel drawer and the overlays (DigitalTermsModal, LoginModal,
// SearchFeedbackModal, ConsentManager). Internal: not exported from the package.

/** What a `trigger` render prop receives: spread it on a button. */
export interface ModalDialogTriggerProps {
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
  defaultValue: T | (() => T),
  onChange?: (next: T) => void,
): [T, (next: T) => void] {
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const current = value === undefined ? uncontrolled : value;
  const set = useCallback(
    (next: T) => {
      if (Object.is(next, current)) return;
      if (value === undefined) setUncontrolled(() => next);
      onChange?.(next);
    },
    [current, value, onChange],
  );
  return [current, set];
}

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Focusable elements the user can actually see (content not shown is `display: none`). */
function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter((element) => element.checkVisibility());
}

export interface UseModalDialogOptions {
  /** Controlled open state. Pair with `onOpenChange`. */
  open?: boolean;
  /**
   * Open state on first render when uncontrolled (a function is called once, on the first render).
   * @default false
   */
  defaultOpen?: boolean | (() => boolean);
  /** Called with the next open state: the trigger, Escape, the backdrop, the platform, `setOpen`. */
  onOpenChange?: (open: boolean) => void;
  /** What gets focus on open; the heading when not given. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /**
   * Whether the `<dialog>` is in use: with `false` the element is not rendered as a modal (e.g. a panel that
   * is only a drawer on a phone), so it is neither shown nor closed whatever the open state.
   * @default true
   */
  modal?: boolean;
  /**
   * Where focus goes on close: `opener` returns it to the trigger only when the trigger opened the dialog
   * (otherwise to the element that had focus before `showModal()`, see `useReturnFocus`); `trigger` always
   * returns it to a connected trigger.
   * @default 'opener'
   */
  returnFocus?: 'opener' | 'trigger';
}

/**
 * Binds a native `<dialog>` to React state, controlled or not: `showModal()`/`close()`, focus on the heading
 * (or `initialFocusRef`) on open and back on the trigger on close, Escape and backdrop clicks closing it, and
 * Tab wrapping inside it.
 */
export function useModalDialog({
  open,
  defaultOpen = false,
  onOpenChange,
  initialFocusRef,
  modal = true,
  returnFocus = 'opener',
}: UseModalDialogOptions = {}) {
  const [isOpen, setOpen] = useControllableState(open, defaultOpen, onOpenChange);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const openedFromTrigger = useRef(false);
  const dialogId = useId();
  const headingId = useId();
  const shown = modal && isOpen;

  // Focus goes back on close, and also when the app unmounts the dialog while it is open (before the effect
  // below, so it sees what had focus before showModal()). The trigger is stated outright because a
  // controlled parent may have opened the dialog after focus moved elsewhere.
  useReturnFocus(dialogRef, shown, {
    returnTo: () => (returnFocus === 'trigger' || openedFromTrigger.current ? triggerRef.current : null),
  });

  // The DOM dialog follows React's state, never the other way round, so controlled use stays honest.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    // A tree left mounted in a detached element (e.g. a story's canvas removed without unmounting) cannot
    // show a modal: showModal() would throw.
    if (!dialog?.isConnected) return;
    if (shown && !dialog.open) {
      // showModal() makes the rest of the page inert and puts the dialog in the top layer.
      dialog.showModal();
      (initialFocusRef?.current ?? headingRef.current)?.focus();
    } else if (!shown) {
      // useReturnFocus has closed it already and put focus back.
      if (dialog.open) dialog.close();
      openedFromTrigger.current = false;
    }
  }, [shown, initialFocusRef]);

  function onCancel(event: SyntheticEvent<HTMLDialogElement>) {
    // Escape (and other close requests) go through state, so a controlled parent decides.
    event.preventDefault();
    setOpen(false);
  }

  function onClose(event: SyntheticEvent<HTMLDialogElement>) {
    // Closed by the platform (e.g. a `method="dialog"` form): bring state back in line. Chromium tells of a
    // close at the next animation frame, so the event of a close React asked for can arrive after the dialog
    // has been opened again: a dialog still open was not closed.
    if (isOpen && !event.currentTarget.open) setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') {
      // Also handled here because untrusted (scripted) key events never fire the dialog's `cancel`.
      event.preventDefault();
      setOpen(false);
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
    if (!inside) setOpen(false);
  }

  const triggerProps: ModalDialogTriggerProps = {
    ref: triggerRef,
    onClick: () => {
      openedFromTrigger.current = true;
      setOpen(true);
    },
    'aria-haspopup': 'dialog',
    'aria-controls': dialogId,
  };

  return {
    isOpen,
    setOpen,
    triggerRef,
    headingRef,
    triggerProps,
    /** Spread on the `<dialog>`: Escape and Tab are handled on it, its click handler only catches the backdrop. */
    dialogProps: {
      ref: dialogRef,
      id: dialogId,
      'aria-labelledby': headingId,
      onCancel,
      onClose,
      onKeyDown,
      onClick,
    },
    /** Spread on the heading that names the dialog: it takes focus on open. */
    headingProps: { id: headingId, ref: headingRef, tabIndex: -1 },
  };
}
