import { useEffect, type RefObject } from 'react';

/**
 * How a disclosure panel in a header goes away, as a menu does: while `open`, a press outside `root` closes it;
 * Escape closes it and gives focus back to `toggle` when focus was inside; tabbing out of `root` closes it, so it
 * never covers the page unseen. Used by `NotificationsMenu` and the app's lists menu.
 */
export function useDisclosureDismiss(
  open: boolean,
  close: () => void,
  root: RefObject<HTMLElement | null>,
  toggle: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const element = root.current;
    if (!open || !element) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !element.contains(event.target)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      if (element.contains(document.activeElement)) toggle.current?.focus();
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !element.contains(next)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    element.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      element.removeEventListener('focusout', onFocusOut);
    };
  }, [open, close, root, toggle]);
}
