import { createContext, useContext } from 'react';

// `process.env.NODE_ENV` as React and Emotion read it: the app's bundler replaces it (Vite, webpack, esbuild),
// so the check and its message are dropped from production builds; Node has it as it is.
declare const process: { env: { NODE_ENV?: string } };

/** True below the package's `ThemeProvider`. */
export const ThemeProviderContext = createContext(false);

// One warning per page (or server process): the primitives every component is built from call the check, so
// a forgotten provider would otherwise say the same thing once for each kind of component on the page.
let warned = false;

/**
 * In development, warns once when a component renders outside the package's `ThemeProvider`: without it the
 * `--cm-*` custom properties every style reads are never written, and the component renders unstyled. The
 * primitives (`Button`, `ButtonLink`, `IconButton`, the fields, `Dialog`, `Spinner`) call it, so every component
 * built on them is checked. Does nothing in production builds.
 */
export function useThemeCheck(component: string): void {
  const inside = useContext(ThemeProviderContext);
  if (process.env.NODE_ENV !== 'production' && !inside && !warned) {
    warned = true;
    console.warn(
      `@clipmarket/ui: <${component}> rendered outside <ThemeProvider>, so it has no theme and renders ` +
        'unstyled. Wrap the app in <ThemeProvider> from @clipmarket/ui (README, "Set-up"). Said once, for the ' +
        'first component without it.',
    );
  }
}
