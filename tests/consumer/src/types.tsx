// Compiled only: what an app's TypeScript sees once the packages are installed, under `nodenext` and `bundler`.
import { useTheme } from '@emotion/react';
import {
  FilterPanel,
  theme,
  type FilterPanelValue,
  type SearchRequest,
  type SearchRequestInput,
  type VideoCardData,
} from '@clipmarket/ui';
import type { SearchRequestInput as CoreSearchRequestInput } from '@clipmarket/core';
import { routes } from '@clipmarket/core/routes';
import type * as ui from '@clipmarket/ui';
import { color } from '@clipmarket/ui/tokens';

/** The theme augmentation ships with the package: `useTheme()` is the Clipmarket theme, not `{}`. */
export function Themed() {
  const current = useTheme();
  const accent: string = current.color.accent;
  return (
    <p
      css={(t) => ({ color: t.color.text, padding: t.space[4], borderColor: accent })}
      style={{ margin: theme.space[2] }}
    >
      Themed
    </p>
  );
}

/** A FilterPanel's value is the search request an app sends, named from @clipmarket/ui alone. */
export function Filters({ onSearch }: { onSearch: (request: SearchRequestInput) => void }) {
  return <FilterPanel value={{ q: 'surf' } satisfies FilterPanelValue} onChange={(next) => onSearch(next)} />;
}

export const sameType: CoreSearchRequestInput = {} as SearchRequestInput;
export const page: SearchRequest['page'] = 1;
export const card: VideoCardData = { jmId: '1' };
export const searchPath: string = routes.searchEndpoint.path;
/** The tokens' own entry, which a server component reads (it has no "use client"). */
export const accent: string = color.accent;

/** Whether a component takes `ref` as a plain prop, which React 18 drops: it is not a `forwardRef` component. */
type RefAsAProp<T> = T extends { $$typeof: symbol }
  ? false
  : T extends (props: infer P) => unknown
    ? 'ref' extends keyof P
      ? true
      : false
    : false;
/** The package's components that take `ref` as a plain prop, by name. */
type RefDroppedOnReact18 = {
  [K in keyof typeof ui]: RefAsAProp<(typeof ui)[K]> extends true ? K : never;
}[keyof typeof ui];
/** Empty, or the error names each component whose ref React 18 would drop (ADR 96). */
export const takesRefAsAPlainProp: {
  [K in RefDroppedOnReact18]: 'React 18 drops its ref: make it a forwardRef component';
} = {};
