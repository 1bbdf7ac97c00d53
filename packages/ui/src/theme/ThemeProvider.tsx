import { ThemeProvider as EmotionThemeProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { GlobalStyles } from './GlobalStyles';
import { theme } from './tokens';
import { ThemeProviderContext } from './useThemeCheck';

export interface ThemeProviderProps {
  children?: ReactNode;
  /**
   * Write the global styles and custom properties. Turn off when the host app already renders `GlobalStyles`.
   * @default true
   */
  withGlobalStyles?: boolean;
}

/**
 * Gives components the Clipmarket theme (every value a `var(--cm-…)` reference) and the global styles. Every
 * component of the package needs it above; one that calls `useThemeCheck` says so in development when it is
 * missing.
 */
export function ThemeProvider({ children, withGlobalStyles = true }: ThemeProviderProps) {
  return (
    <EmotionThemeProvider theme={theme}>
      <ThemeProviderContext.Provider value={true}>
        {withGlobalStyles ? <GlobalStyles /> : null}
        {children}
      </ThemeProviderContext.Provider>
    </EmotionThemeProvider>
  );
}
