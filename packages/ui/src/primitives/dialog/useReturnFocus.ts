import { useLayoutEffect, useRef, type RefObject } from 'react';

export interface UseReturnFocusOptions {
  /**
   * Where focus goes on close when it is connected, whatever had focus when the dialog opened (e.g. the
   * trigger that opened it, in a browser that does not focus a clicked button). Without it, focus goes back
   * to the element that had it when the dialog opened.
   */
  returnTo?: () => HTMLElement | null | undefined;
}

/**
 * Gives focus back to whatever had it when a modal opened, however the modal goes: closed through state, or
 * taken out of the page while still open (`{open ? <Popup open /> : null}`).
 *
 * The browser restores focus only on `dialog.close()`. A dialog that React removes while open is never
 * closed: it leaves the top layer with focus inside it, and focus falls to `<body>`, so a keyboard user starts
 * again from the top of the page. This closes such a dialog first (the page behind stops being inert) and
 * focuses the opener itself. Call it before the effect that calls `showModal()`, so it sees the opener.
 */
export function useReturnFocus(
  dialogRef: RefObject<HTMLElement | null>,
  open: boolean,
  { returnTo }: UseReturnFocusOptions = {},
): void {
  const returnToRef = useRef(returnTo);
  useLayoutEffect(() => {
    returnToRef.current = returnTo;
  });

  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    const opener = active instanceof HTMLElement && active !== document.body ? active : null;
    const dialog = dialogRef.current;
    // Runs when `open` turns false and when the component goes while open, before the dialog leaves the page.
    return () => {
      if (dialog instanceof HTMLDialogElement && dialog.open) dialog.close();
      const preferred = returnToRef.current?.();
      if (preferred?.isConnected) {
        preferred.focus();
        return;
      }
      const now = document.activeElement;
      // The browser's own restoring (on close()) or the app may have placed focus already; only a lost focus
      // is put back.
      const lost = now === null || now === document.body || Boolean(dialog?.contains(now));
      if (lost && opener?.isConnected) opener.focus();
    };
  }, [open, dialogRef]);
}
