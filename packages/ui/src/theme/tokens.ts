import { BREAKPOINTS } from '@clipmarket/core';

import { color, shadow } from './colors';

export { scales, color, darkColor, shadow, darkShadow } from './colors';
export type { ColorRoles } from './colors';

export const font = {
  family: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  familyMono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  sizeXs: '0.75rem',
  sizeSm: '0.875rem',
  sizeMd: '1rem',
  sizeLg: '1.25rem',
  sizeXl: '1.5rem',
  sizeXxl: '2rem',
  weightRegular: '400',
  weightMedium: '500',
  weightBold: '700',
  lineHeightTight: '1.25',
  lineHeightBody: '1.5',
} as const;

export const space = {
  0: '0',
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.5rem',
  6: '2rem',
  7: '3rem',
  8: '4rem',
} as const;

export const radius = {
  sm: '4px',
  md: '8px',
  lg: '12px',
  pill: '999px',
} as const;

/** Stacking order, lowest first. */
export const zIndex = {
  base: '0',
  raised: '10',
  sticky: '100',
  drawer: '800',
  overlay: '900',
  modal: '1000',
  snackbar: '1100',
  toast: '1200',
  tooltip: '1300',
} as const;

export const motion = {
  durationFast: '120ms',
  durationBase: '200ms',
  durationSlow: '320ms',
  easingStandard: 'cubic-bezier(0.2, 0, 0, 1)',
  easingExit: 'cubic-bezier(0.3, 0, 1, 1)',
} as const;

/** Breakpoints in px, from the one token set of decisions.md (576/768/992/1280/1920). */
export const breakpoint = {
  sm: `${BREAKPOINTS.sm}px`,
  md: `${BREAKPOINTS.md}px`,
  lg: `${BREAKPOINTS.lg}px`,
  xl: `${BREAKPOINTS.xl}px`,
  xxl: `${BREAKPOINTS.xxl}px`,
} as const;

/** Every token group that is written out as CSS custom properties. */
export const tokens = { color, font, space, radius, shadow, zIndex, motion, breakpoint } as const;

export type Tokens = typeof tokens;
export type TokenGroup = keyof Tokens;

function kebab(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/** `--cm-color-text-muted` for group `color`, name `textMuted`. */
export function cssVarName(group: TokenGroup, name: string): string {
  return `--cm-${kebab(group)}-${kebab(name)}`;
}

/** All custom properties as `[name, value]` pairs, in a stable order. */
export function cssVariables(source: Tokens = tokens): [string, string][] {
  const out: [string, string][] = [];
  for (const group of Object.keys(source) as TokenGroup[]) {
    for (const [name, value] of Object.entries(source[group])) {
      out.push([cssVarName(group, name), String(value)]);
    }
  }
  return out;
}

type VarTheme<T> = { readonly [G in keyof T]: { readonly [N in keyof T[G]]: string } };

/** The Emotion theme: the same shape as the tokens, every leaf a `var(--cm-…)` reference. */
export const theme: VarTheme<Tokens> = Object.fromEntries(
  (Object.keys(tokens) as TokenGroup[]).map((group) => [
    group,
    Object.fromEntries(Object.keys(tokens[group]).map((name) => [name, `var(${cssVarName(group, name)})`])),
  ]),
) as VarTheme<Tokens>;

export type ClipmarketTheme = typeof theme;

/** Media queries from the breakpoint tokens (custom properties cannot be used inside a media query). */
export const media = {
  sm: `@media (min-width: ${BREAKPOINTS.sm}px)`,
  md: `@media (min-width: ${BREAKPOINTS.md}px)`,
  lg: `@media (min-width: ${BREAKPOINTS.lg}px)`,
  xl: `@media (min-width: ${BREAKPOINTS.xl}px)`,
  xxl: `@media (min-width: ${BREAKPOINTS.xxl}px)`,
  hover: '@media (hover: hover) and (pointer: fine)',
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;
