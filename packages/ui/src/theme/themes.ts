// Imports nothing but the colours, so apps/web/themesInHead.ts loads it quickly at build time.
import { color, darkColor, darkShadow, shadow, type ColorRoles } from './colors';

/**
 * A theme: `light` (the default look), `dark`, or `system`, which follows the visitor's device setting
 * (`prefers-color-scheme`).
 */
export type ThemeName = 'light' | 'dark' | 'system';

/** The attribute that themes an element and everything in it: `<section data-cm-theme="dark">`. */
export const THEME_ATTRIBUTE = 'data-cm-theme';

/** `--cm-color-text-muted` for group `color`, name `textMuted`, as `cssVarName` of the tokens names it. */
const property = (group: string, name: string) =>
  `--cm-${group}-${name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()}`;

/** A theme's custom properties: its colour roles and shadows (the other tokens are the same in every theme). */
function declarations(scheme: 'light' | 'dark', colors: ColorRoles, shadows: typeof darkShadow): string {
  let out = `color-scheme:${scheme};`;
  for (const [name, value] of Object.entries(colors)) out += `${property('color', name)}:${value};`;
  for (const [name, value] of Object.entries(shadows)) out += `${property('shadow', name)}:${value};`;
  return out;
}

const LIGHT = declarations('light', color, shadow);
const DARK = declarations('dark', darkColor, darkShadow);
const DARK_DEVICE = '@media (prefers-color-scheme: dark)';
const scope = (theme: ThemeName) => `[${THEME_ATTRIBUTE}="${theme}"]`;

/**
 * The themes as plain CSS: the page's theme on `:root` (over the default tokens, which `GlobalStyles` writes
 * at no specificity, `:where(:root)`, so this wins wherever it stands), then each theme under
 * `[data-cm-theme="…"]` for an element that themes its own subtree, with the subtree's canvas and text colour. `color-scheme` goes with each theme, so native controls (date fields,
 * scrollbars) follow it. No script is needed to apply a theme: `system` is a media query.
 */
export function themeStyleSheet(page: ThemeName = 'light'): string {
  // The page's `color-scheme` too: light unless dark, whatever the HTML's `<meta name="color-scheme">` allows.
  const root =
    page === 'dark'
      ? `:root{${DARK}}`
      : `:root{color-scheme:light}${page === 'system' ? `${DARK_DEVICE}{:root{${DARK}}}` : ''}`;
  return (
    root +
    `${scope('light')},${scope('system')}{${LIGHT}}` +
    `${scope('dark')}{${DARK}}` +
    `${DARK_DEVICE}{${scope('system')}{${DARK}}}` +
    `[${THEME_ATTRIBUTE}]{background-color:var(--cm-color-canvas);color:var(--cm-color-text)}`
  );
}
