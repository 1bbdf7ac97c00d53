import { Global, css } from '@emotion/react';
import { cssVariables, theme } from './tokens';

const declarations = cssVariables()
  .map(([name, value]) => `${name}: ${value};`)
  .join('\n');

const globalCss = css`
  :root {
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

/** Writes the design tokens out as `--cm-*` custom properties and sets the page's base styles. */
export function GlobalStyles() {
  return <Global styles={globalCss} />;
}
