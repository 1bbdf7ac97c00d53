import { forwardRef, useCallback, useEffect, useRef, type ComponentPropsWithRef, type Ref } from 'react';
import { CONSENT_TEXT } from '../ConsentManager/consentText';
import * as styles from './PrivacyPreferencesTab.styles';

export interface PrivacyPreferencesTabProps extends ComponentPropsWithRef<'button'> {
  /**
   * The label.
   * @default CONSENT_TEXT.tab
   */
  children?: ComponentPropsWithRef<'button'>['children'];
  /**
   * Whether the tab tucks below the window's edge while a link, a control, a picture or a line of text lies
   * where it sits, and comes back once the spot is clear (the page's end keeps room for it). Keyboard focus
   * always brings it back.
   * @default true
   */
  yieldToContent?: boolean;
}

/** What a person reads or acts on: a control, a picture, or an element with text of its own. */
function meaningful(element: Element): boolean {
  if (element.matches('a, button, input, select, textarea, label, summary, [role="button"], [role="link"]'))
    return true;
  if (element.matches('img, video, svg, canvas, iframe')) return true;
  return [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
}

/** Whether anything meaningful of the page lies under the tab's place at rest (docked to the bottom edge). */
export function contentUnderTab(tab: HTMLElement): boolean {
  const left = tab.offsetLeft;
  const width = tab.offsetWidth;
  const height = tab.offsetHeight;
  const bottom = document.documentElement.clientHeight;
  const top = bottom - height;
  // A grid of points over the tab's resting box, its edges included.
  const xs = [left + 1, left + width / 3, left + (2 * width) / 3, left + width - 1];
  const ys = [top + 1, top + height / 2, bottom - 1];
  // Most points share their ancestors: each element is judged once, and its computed style (which can cost a
  // style recalculation) is read only for one that would count.
  const seen = new Set<Element>([tab, document.body, document.documentElement]);
  for (const x of xs) {
    for (const y of ys) {
      for (const under of document.elementsFromPoint(x, y)) {
        if (seen.has(under)) continue;
        seen.add(under);
        if (tab.contains(under) || !meaningful(under)) continue;
        // Other things fixed to the window (the snackbar, a dialog) are not the page's content.
        if (getComputedStyle(under).position !== 'fixed') return true;
      }
    }
  }
  return false;
}

/**
 * The fixed Privacy Preferences tab at the bottom left of every page. It is the trigger of
 * `ConsentManager`: pass it as `trigger={(props) => <PrivacyPreferencesTab {...props} />}`.
 *
 * It never covers the page: while content lies where it sits it tucks below the window's edge (`data-yield`),
 * and it is back wherever the spot is clear, always at the end of a page, whose last line keeps room for it
 * (`PRIVACY_TAB_CLEARANCE`). Keyboard focus brings it back at once.
 */
export const PrivacyPreferencesTab = forwardRef<HTMLButtonElement, PrivacyPreferencesTabProps>(
  function PrivacyPreferencesTab(
    { children, yieldToContent = true, ...props }: PrivacyPreferencesTabProps,
    ref,
  ) {
    const own = useRef<HTMLButtonElement | null>(null);
    const setRef = useCallback(
      (node: HTMLButtonElement | null) => {
        own.current = node;
        if (typeof ref === 'function') ref(node);
        else if (ref) (ref as { current: HTMLButtonElement | null }).current = node;
      },
      [ref],
    ) as Ref<HTMLButtonElement>;

    useEffect(() => {
      const tab = own.current;
      if (!yieldToContent || !tab) return;
      let frame = 0;
      let timer = 0;
      const check = () => {
        timer = 0;
        const covering = contentUnderTab(tab);
        if (covering) tab.dataset.yield = 'true';
        else delete tab.dataset.yield;
      };
      // After the next paint, not before it: what a press changed (a dialog opening, a list growing) is drawn
      // first, and the look-ups, which lay the page out and hit-test it, do not hold back the frame that shows
      // it (about 50 ms at 4x CPU in a profile of the filter drawer's press, docs/benchmarks-log.md, session 64).
      const schedule = () => {
        if (frame || timer) return;
        frame = requestAnimationFrame(() => {
          frame = 0;
          timer = window.setTimeout(check, 0);
        });
      };
      check();
      window.addEventListener('scroll', schedule, { passive: true });
      window.addEventListener('resize', schedule);
      // The page changes under a still window too: a route loads, a list grows, a panel opens.
      const observer = new MutationObserver(schedule);
      observer.observe(document.body, { childList: true, subtree: true });
      // Or content the browser skipped while it was out of sight (`content-visibility: auto`, a results grid's
      // cards) is drawn: until then the spot under the tab looked empty. The event does not bubble; it is caught
      // on its way down.
      document.addEventListener('contentvisibilityautostatechange', schedule, { capture: true });
      return () => {
        window.removeEventListener('scroll', schedule);
        window.removeEventListener('resize', schedule);
        document.removeEventListener('contentvisibilityautostatechange', schedule, { capture: true });
        observer.disconnect();
        if (frame) cancelAnimationFrame(frame);
        if (timer) window.clearTimeout(timer);
        delete tab.dataset.yield;
      };
    }, [yieldToContent]);

    return (
      // A tab fixed to the window's edge, its own shape (spec section 6), not one of the system's buttons.
      <button type="button" css={styles.tab} ref={setRef} {...props}>
        {children ?? CONSENT_TEXT.tab}
      </button>
    );
  },
);
