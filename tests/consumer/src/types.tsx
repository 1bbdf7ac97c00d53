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
