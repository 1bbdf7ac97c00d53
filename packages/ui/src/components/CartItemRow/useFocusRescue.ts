import { useLayoutEffect, useRef, type FocusEvent, type RefObject } from 'react';

/**
 * Keeps keyboard focus inside a region whose focused control disappears (a removed cart line, a Cancel
 * button gone once the download is canceled). Chromium moves focus to `<body>` when a focused element is
 * removed, without a blur a screen reader user would notice: the next Tab starts from the top of the page.
 * When that happens after `deps` change, focus moves to `targetRef` (a heading or a message with
 * `tabIndex={-1}`). Spread the returned handlers on the region's root.
 */
export function useFocusRescue(targetRef: RefObject<HTMLElement | null>, deps: readonly unknown[]) {
  const focusWithin = useRef(false);

  useLayoutEffect(() => {
    if (!focusWithin.current) return;
    const active = document.activeElement;
    if (active === null || active === document.body) targetRef.current?.focus();
    // The dependencies are the caller's: the region's content that may have lost its focused control.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);

  return {
    onFocus: () => {
      focusWithin.current = true;
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      const next = event.relatedTarget;
      if (next instanceof Node && event.currentTarget.contains(next)) return;
      focusWithin.current = false;
    },
  };
}
