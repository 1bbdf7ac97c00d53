import { Global } from '@emotion/react';
import { baseStyleSheet } from './baseStyles';
import { themeStyleSheet, type ThemeName } from './themes';

const base = baseStyleSheet();

export interface GlobalStylesProps {
  /**
   * The page's theme: `light`, `dark`, or `system`, which follows the device's `prefers-color-scheme`.
   * @default 'light'
   */
  theme?: ThemeName;
}

/**
 * Writes the design tokens out as `--cm-*` custom properties, the page's theme over them, each theme under
 * `[data-cm-theme="…"]` for a subtree that has its own, and the page's base styles (`baseStyleSheet`).
 */
export function GlobalStyles({ theme }: GlobalStylesProps) {
  return <Global styles={[base, themeStyleSheet(theme)]} />;
}
