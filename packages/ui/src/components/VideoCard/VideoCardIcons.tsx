/*
 * Inline SVG icons of the card. They are decorative (`aria-hidden`): the element that holds one carries
 * the accessible name. Inline, so the package loads nothing from anywhere (decisions.md).
 */

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export function VideoCardSaveIcon({ saved }: { saved: boolean }) {
  return saved ? (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 3h12a1 1 0 0 1 1 1v17l-7-4.5L5 21V4a1 1 0 0 1 1-1z" fill="currentColor" />
      <path d="m9 10 2 2 4-4" {...stroke} stroke="var(--cm-color-accent)" />
    </svg>
  ) : (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 3h12a1 1 0 0 1 1 1v17l-7-4.5L5 21V4a1 1 0 0 1 1-1z" {...stroke} />
      <path d="M12 7.5v6M9 10.5h6" {...stroke} />
    </svg>
  );
}

/** Two overlapping frames: more clips like this one. */
export function VideoCardSimilarIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="3" y="7" width="13" height="12" rx="2" {...stroke} />
      <path d="M8 4h11a2 2 0 0 1 2 2v9" {...stroke} />
    </svg>
  );
}

export function VideoCardCartIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.8a1 1 0 0 0 1-.8L20 8H6.2" {...stroke} />
      <circle cx="9" cy="19.5" r="1.5" fill="currentColor" />
      <circle cx="17" cy="19.5" r="1.5" fill="currentColor" />
    </svg>
  );
}

/** A shield with an exclamation mark: rights management needs attention. */
export function VideoCardRiffIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 2.5 4 5.5v6c0 5 3.4 8.8 8 10 4.6-1.2 8-5 8-10v-6z" fill="currentColor" />
      <path d="M12 7.5v5.5" stroke="var(--cm-color-surface)" strokeWidth="2.2" strokeLinecap="round" />
      <circle cx="12" cy="16.5" r="1.3" fill="var(--cm-color-surface)" />
    </svg>
  );
}

/** A letter set in a 20 by 20 chip: the D and A icons. */
export function VideoCardLetterIcon({ letter }: { letter: 'D' | 'A' }) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <text
        x="10"
        y="10.5"
        textAnchor="middle"
        dominantBaseline="central"
        fill="currentColor"
        fontSize="12"
        fontWeight="700"
        fontFamily="inherit"
      >
        {letter}
      </text>
    </svg>
  );
}

/** A strip of film: the placeholder of a clip without a poster. */
export function VideoCardFilmIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="3" y="4" width="18" height="16" rx="2" {...stroke} strokeWidth={1.5} />
      <path d="M7 4v16M17 4v16M3 8h4M3 12h4M3 16h4M17 8h4M17 12h4M17 16h4" {...stroke} strokeWidth={1.5} />
    </svg>
  );
}

/** A frame standing up or lying down: the clip's orientation. */
export function VideoCardOrientationIcon({ vertical }: { vertical: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {vertical ? (
        <rect x="7" y="3" width="10" height="18" rx="2" {...stroke} />
      ) : (
        <rect x="3" y="7" width="18" height="10" rx="2" {...stroke} />
      )}
    </svg>
  );
}
