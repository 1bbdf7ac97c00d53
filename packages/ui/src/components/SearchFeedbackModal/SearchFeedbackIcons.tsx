// Inline SVG, shipped with the package (decisions.md: no icon fonts or CDNs). Decorative: the button's text
// names it. The thumb down is the same path turned over by the button's styles.

const THUMB =
  'M2 21h3V9H2v12Zm20-11a2 2 0 0 0-2-2h-6.3l1-4.6v-.3a1.5 1.5 0 0 0-.4-1L13.2 1 7 7.6A2 2 0 0 0 6.4 9v10a2 2 0 0 0 2 2h9a2 2 0 0 0 1.8-1.2l3-7.1c.1-.2.1-.5.1-.7v-2Z';

/** A thumb up. */
export function SearchFeedbackThumbIcon() {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={THUMB} />
    </svg>
  );
}
