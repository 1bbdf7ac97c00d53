// The package's global styles module in the app's bundles (themesInHead.ts): index.html carries the base styles
// and the themes' style sheet, so no script writes them. Written by a script as the page hydrates, their rules
// for every element (`*`) had the browser work out the whole page's styles again, and the style code came
// with the first bundle.
import type { GlobalStylesProps } from '../../../packages/ui/src/theme/GlobalStyles';

export type { GlobalStylesProps };

/** Nothing: the app's HTML holds the global styles already. */
export function GlobalStyles(_props: GlobalStylesProps): null {
  return null;
}
