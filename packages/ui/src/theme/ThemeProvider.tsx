import { ThemeProvider as EmotionThemeProvider } from '@emotion/react';
import { useContext, type ReactNode } from 'react';
import { GlobalStyles } from './GlobalStyles';
import type { ThemeName } from './themes';
import { theme as clipmarketTheme } from './tokens';
import { ThemeProviderContext } from './useThemeCheck';

export interface ThemeProviderProps {
  children?: ReactNode;
  /**
   * The colour theme: `light`, `dark`, or `system`, which follows the device's setting
   * (`prefers-color-scheme`) with no script. The outermost provider themes the page (through its global
   * styles); a provider inside another themes only its children, in a `<div data-cm-theme>` drawn on the
   * theme's canvas with its text colour.
   * @default 'light'
   */
  theme?: ThemeName;
  /**
   * Write the global styles and custom properties. Turn off when the host app already renders `GlobalStyles`
   * (give the page's theme to it then). A provider inside another never writes them again.
   * @default true
   */
  withGlobalStyles?: boolean;
}

/**
 * Gives components the Clipmarket theme (every value a `var(--cm-…)` reference) and the global styles. Every
 * component of the package needs it above; one that calls `useThemeCheck` says so in development when it is
 * missing. A theme switch swaps custom properties only: no component renders again for it.
 */
export function ThemeProvider({ children, theme, withGlobalStyles = true }: ThemeProviderProps) {
  const nested = useContext(ThemeProviderContext);
  if (nested) {
    // The attribute the themes' style sheet answers (THEME_ATTRIBUTE).
    return theme ? <div data-cm-theme={theme}>{children}</div> : <>{children}</>;
  }
  return (
    <EmotionThemeProvider theme={clipmarketTheme}>
      <ThemeProviderContext.Provider value={true}>
        {withGlobalStyles ? <GlobalStyles theme={theme} /> : null}
        {children}
      </ThemeProviderContext.Provider>
    </EmotionThemeProvider>
  );
}
