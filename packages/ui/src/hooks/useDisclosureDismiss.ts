import { useEffect, type RefObject } from 'react';

/**
 * How a disclosure panel in a header goes away, as a menu does: while `open`, a press outside `root` closes it;
 * Escape closes it and gives focus back to `toggle` when focus was inside; tabbing out of `root` closes it, so it
 * never covers the page unseen. Of disclosures one inside another (the lists menu in a phone's header menu),
 * Escape closes the innermost that holds focus, and the next Escape the one around it. Used by
 * `NotificationsMenu`, the app's lists menu and its phone header menu.
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
    // Heard on the root first (focus inside: the innermost root hears it first, as it bubbles), then on the
    // document (focus elsewhere). The disclosure that closes marks the key as used, so no other one closes too.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      close();
      if (element.contains(document.activeElement)) toggle.current?.focus();
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !element.contains(next)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    element.addEventListener('keydown', onKeyDown);
    document.addEventListener('keydown', onKeyDown);
    element.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      element.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('keydown', onKeyDown);
      element.removeEventListener('focusout', onFocusOut);
    };
  }, [open, close, root, toggle]);
}
