import { Global, css } from '@emotion/react';
import { themeStyleSheet, type ThemeName } from './themes';
import { cssVariables, theme } from './tokens';

const declarations = cssVariables()
  .map(([name, value]) => `${name}: ${value};`)
  .join('\n');

// `:where(:root)`: the defaults at no specificity, so a page theme, a brand's `:root` or a style sheet the
// server wrote ahead of these (apps/web/themesInHead.ts) overrides them wherever it stands.
const globalCss = css`
  :where(:root) {
    ${declarations}
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
  }
  body {
    margin: 0;
    background: ${theme.color.canvas};
    color: ${theme.color.text};
    font-family: ${theme.font.family};
    font-size: ${theme.font.sizeMd};
    line-height: ${theme.font.lineHeightBody};
  }
  :focus-visible {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 2px;
  }
  img,
  video {
    max-width: 100%;
    display: block;
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;

export interface GlobalStylesProps {
  /**
   * The page's theme: `light`, `dark`, or `system`, which follows the device's `prefers-color-scheme`.
   * @default 'light'
   */
  theme?: ThemeName;
}

/**
 * Writes the design tokens out as `--cm-*` custom properties, the page's theme over them, each theme under
 * `[data-cm-theme="…"]` for a subtree that has its own, and the page's base styles.
 */
export function GlobalStyles({ theme }: GlobalStylesProps) {
  return <Global styles={[globalCss, themeStyleSheet(theme)]} />;
}
