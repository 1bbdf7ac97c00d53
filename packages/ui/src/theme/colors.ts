// The colour roles and shadows of both themes. It imports nothing, so a build tool's config can import it
// (apps/web/themesInHead.ts writes the themes into the app's HTML at build time).

/**
 * Raw scales: every value the design system may use. Components never read these directly; they use the
 * semantic aliases through the theme, which points at CSS custom properties (`--cm-<group>-<name>`).
 */
export const scales = {
  gray: {
    0: '#ffffff',
    50: '#f6f7f9',
    100: '#eceef2',
    200: '#d9dde4',
    300: '#b8bfcb',
    400: '#8b94a3',
    500: '#646d7c',
    600: '#4a5260',
    700: '#353b46',
    800: '#22262e',
    900: '#14161b',
  },
  violet: {
    50: '#f3f0ff',
    100: '#e4ddff',
    300: '#a996ff',
    500: '#6a4cf5',
    600: '#5835e0',
    700: '#4525b8',
    900: '#241264',
  },
  green: { 100: '#dcf5e6', 500: '#1f9d55', 700: '#11673a' },
  yellow: { 100: '#fff3cc', 500: '#e0a800', 700: '#7a5b00' },
  red: { 100: '#fde2e1', 500: '#d93a30', 700: '#a3231b' },
  blue: { 100: '#ddeaff', 500: '#2f6fe4', 700: '#1d4fae' },
} as const;

/** Semantic colour aliases, by role. */
export const color = {
  canvas: scales.gray[50],
  surface: scales.gray[0],
  surfaceRaised: scales.gray[0],
  surfaceSunken: scales.gray[100],
  surfaceInverse: scales.gray[900],
  text: scales.gray[900],
  textMuted: scales.gray[600],
  textInverse: scales.gray[0],
  border: scales.gray[200],
  borderStrong: scales.gray[400],
  accent: scales.violet[600],
  accentHover: scales.violet[700],
  accentSubtle: scales.violet[50],
  /** Text and icons on a strong fill: the accent, success or danger (a button, a badge). */
  onAccent: scales.gray[0],
  focus: scales.violet[500],
  success: scales.green[700],
  successSubtle: scales.green[100],
  warning: scales.yellow[700],
  warningSubtle: scales.yellow[100],
  danger: scales.red[700],
  dangerSubtle: scales.red[100],
  info: scales.blue[700],
  infoSubtle: scales.blue[100],
  overlay: 'rgba(20, 22, 27, 0.6)',
  /** A wash under the pointer on a surface or a tinted box (a toast's close button). */
  wash: 'rgba(20, 22, 27, 0.06)',
  /** A wash under the pointer, or on a pressed control, on an inverse surface (the header). */
  washInverse: 'rgba(255, 255, 255, 0.12)',
  /** A control's edge on an inverse surface (the header's search field). */
  borderInverse: 'rgba(255, 255, 255, 0.5)',
  /** The shade at a scrolling strip's edge that says more is off-screen (the account tabs). */
  edgeShade: 'rgba(0, 0, 0, 0.18)',
  /** Clearance colours of the card (spec section 9): GREEN, YELLOW, RED. */
  clearanceGreen: scales.green[500],
  clearanceGreenText: scales.green[700],
  clearanceYellow: scales.yellow[500],
  clearanceYellowText: scales.yellow[700],
  clearanceRed: scales.red[500],
  clearanceRedText: scales.red[700],
} as const;

/** A colour set of the same roles as `color`: what a theme gives each role. */
export type ColorRoles = { readonly [K in keyof typeof color]: string };

/**
 * The dark theme's colours, by the same roles. Text, the accent and the status colours are light tones that
 * pass WCAG AA (4.5:1) on every surface and subtle background they are drawn on; the accent is a background
 * for dark text (`onAccent`). The inverse surface stays dark (the header, the chips over a poster), a step up
 * from the canvas. The clearance fills are the light theme's: they are drawn behind white marks, not text.
 * Literal values, not `scales` lookups: a bundle that never writes the dark theme drops the object whole.
 */
export const darkColor: ColorRoles = {
  canvas: '#0f1115',
  surface: '#181b21',
  surfaceRaised: '#1f232a',
  surfaceSunken: '#111318',
  surfaceInverse: '#272b34',
  text: '#eceef2',
  textMuted: '#a9b0bd',
  textInverse: '#ffffff',
  border: '#30353f',
  borderStrong: '#6f7888',
  accent: '#a996ff',
  accentHover: '#c3b6ff',
  accentSubtle: '#241d42',
  onAccent: '#14161b',
  focus: '#a996ff',
  success: '#5cd08f',
  successSubtle: '#10291b',
  warning: '#f0c453',
  warningSubtle: '#2c2410',
  danger: '#ff8f86',
  dangerSubtle: '#351616',
  info: '#86b2ff',
  infoSubtle: '#14233d',
  overlay: 'rgba(0, 0, 0, 0.7)',
  wash: 'rgba(255, 255, 255, 0.08)',
  washInverse: 'rgba(255, 255, 255, 0.12)',
  borderInverse: 'rgba(255, 255, 255, 0.5)',
  edgeShade: 'rgba(0, 0, 0, 0.5)',
  clearanceGreen: '#1f9d55',
  clearanceGreenText: '#5cd08f',
  clearanceYellow: '#e0a800',
  clearanceYellowText: '#f0c453',
  clearanceRed: '#d93a30',
  clearanceRedText: '#ff8f86',
};

export const shadow = {
  sm: '0 1px 2px rgba(20, 22, 27, 0.08)',
  md: '0 4px 12px rgba(20, 22, 27, 0.12)',
  lg: '0 12px 32px rgba(20, 22, 27, 0.2)',
} as const;

/** The dark theme's shadows: black and stronger, as a shadow on a dark canvas must be to show. */
export const darkShadow: { readonly [K in keyof typeof shadow]: string } = {
  sm: '0 1px 2px rgba(0, 0, 0, 0.5)',
  md: '0 4px 12px rgba(0, 0, 0, 0.5)',
  lg: '0 12px 32px rgba(0, 0, 0, 0.6)',
};
