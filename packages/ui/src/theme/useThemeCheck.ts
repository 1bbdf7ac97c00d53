import { createContext, useContext } from 'react';

// `process.env.NODE_ENV` as React and Emotion read it: the app's bundler replaces it (Vite, webpack, esbuild),
// so the check and its message are dropped from production builds; Node has it as it is.
declare const process: { env: { NODE_ENV?: string } };

/** True below the package's `ThemeProvider`. */
export const ThemeProviderContext = createContext(false);

const warned = new Set<string>();

/**
 * In development, warns once per component that renders outside the package's `ThemeProvider`: without it
 * the `--cm-*` custom properties every style reads are never written, and the component renders unstyled.
 * Does nothing in production builds.
 */
export function useThemeCheck(component: string): void {
  const inside = useContext(ThemeProviderContext);
  if (process.env.NODE_ENV !== 'production' && !inside && !warned.has(component)) {
    warned.add(component);
    console.warn(
      `@clipmarket/ui: <${component}> rendered outside <ThemeProvider>, so it has no theme and renders ` +
        'unstyled. Wrap the app in <ThemeProvider> from @clipmarket/ui (README, "Set-up").',
    );
  }
}
