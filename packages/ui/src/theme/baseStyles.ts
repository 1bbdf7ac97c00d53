import { cssVariables, theme } from './tokens';

/**
 * The page's base styles as a style sheet: the design tokens as `--cm-*` custom properties, at no
 * specificity (`:where(:root)`), so a page theme, a brand's `:root` or a sheet written ahead of this one
 * overrides them wherever it stands; then box sizing, the body's canvas, text and font, the focus ring, and
 * reduced motion. `GlobalStyles` writes it; an app that writes it into its HTML (with `themeStyleSheet`)
 * renders `ThemeProvider` with `withGlobalStyles={false}` and draws its first paint with no script.
 */
export function baseStyleSheet(): string {
  const declarations = cssVariables()
    .map(([name, value]) => `${name}:${value};`)
    .join('');
  return (
    `:where(:root){${declarations}}` +
    '*,*::before,*::after{box-sizing:border-box;}' +
    'html{-webkit-text-size-adjust:100%;}' +
    `body{margin:0;background:${theme.color.canvas};color:${theme.color.text};font-family:${theme.font.family};` +
    `font-size:${theme.font.sizeMd};line-height:${theme.font.lineHeightBody};}` +
    `:focus-visible{outline:2px solid ${theme.color.focus};outline-offset:2px;}` +
    'img,video{max-width:100%;display:block;}' +
    '@media (prefers-reduced-motion: reduce){*,*::before,*::after{animation-duration:0.01ms !important;' +
    'animation-iteration-count:1 !important;transition-duration:0.01ms !important;scroll-behavior:auto !important;}}'
  );
}
