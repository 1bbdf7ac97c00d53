import { ThemeProvider as EmotionThemeProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { GlobalStyles } from './GlobalStyles';
import { theme } from './tokens';

export interface ThemeProviderProps {
  children?: ReactNode;
  /**
   * Write the global styles and custom properties. Turn off when the host app already renders `GlobalStyles`.
   * @default true
   */
  withGlobalStyles?: boolean;
}

/** Gives components the Clipmarket theme (every value a `var(--cm-…)` reference) and the global styles. */
export function ThemeProvider({ children, withGlobalStyles = true }: ThemeProviderProps) {
  return (
    <EmotionThemeProvider theme={theme}>
      {withGlobalStyles ? <GlobalStyles /> : null}
      {children}
    </EmotionThemeProvider>
  );
}
