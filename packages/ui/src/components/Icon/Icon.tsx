import type { ReactNode } from 'react';

// Inline SVG shipped with the package (decisions.md: no icon fonts or CDNs). Every icon is decoration: the
// control or the text beside it carries the name, so each is hidden from assistive technology.

export interface IconProps {
  /**
   * Width and height in CSS pixels; a stylesheet rule on the `svg` still wins.
   * @default 16
   */
  size?: number;
  className?: string;
}

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

function Svg({
  size = 16,
  className,
  viewBox = '0 0 24 24',
  children,
}: IconProps & { viewBox?: string; children: ReactNode }) {
  return (
    <svg
      viewBox={viewBox}
      width={size}
      height={size}
      className={className}
      aria-hidden="true"
      focusable="false"
      data-icon=""
    >
      {children}
    </svg>
  );
}

/** A cross: close buttons, clearing a field, a failed check. */
export function CloseIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path {...stroke} strokeWidth={2.25} d="M6 6l12 12M18 6 6 18" />
    </Svg>
  );
}

/** A tick: something done or chosen. */
export function CheckIcon(props: IconProps) {
  return (
    <Svg {...props} viewBox="0 0 16 16">
      <path {...stroke} d="m3.5 8.5 3 3 6-7" />
    </Svg>
  );
}

export interface ChevronIconProps extends IconProps {
  /**
   * Where it points: `start` and `end` follow the reading direction of a left-to-right page.
   * @default 'end'
   */
  direction?: 'start' | 'end' | 'down' | 'up';
}

const chevrons = {
  start: 'm15 18-6-6 6-6',
  end: 'm9 18 6-6-6-6',
  down: 'm6 9 6 6 6-6',
  up: 'm18 15-6-6-6 6',
} as const;

/** An arrowhead: previous and next, a disclosure. */
export function ChevronIcon({ direction = 'end', ...props }: ChevronIconProps) {
  return (
    <Svg {...props}>
      <path {...stroke} d={chevrons[direction]} />
    </Svg>
  );
}

/** A magnifier: search. */
export function SearchIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="11" cy="11" r="7" {...stroke} />
      <path d="m20 20-3.5-3.5" {...stroke} />
    </Svg>
  );
}

/** Three lines of falling length: filters. */
export function FilterIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path {...stroke} d="M4 6h16M7 12h10M10 18h4" />
    </Svg>
  );
}

/** A bin: removing something for good. */
export function TrashIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path {...stroke} d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
    </Svg>
  );
}

/** A bell: the account's notifications. */
export function BellIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path {...stroke} d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4l2-2M10 20a2 2 0 0 0 4 0" />
    </Svg>
  );
}
