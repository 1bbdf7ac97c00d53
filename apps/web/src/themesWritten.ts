// The package's themes module in the app's bundles (themesInHead.ts): index.html carries the themes' style sheet,
// so the global styles write none and no script carries the dark values.
export type { ThemeName } from '../../../packages/ui/src/theme/themes';

/** The attribute that themes an element and everything in it, as the package names it. */
export const THEME_ATTRIBUTE = 'data-cm-theme';

/** Nothing: the app's HTML holds the themes' style sheet already. */
export function themeStyleSheet(): string {
  return '';
}
