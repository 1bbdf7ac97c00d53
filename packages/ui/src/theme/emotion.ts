// The package's Emotion typing, shipped in its declarations (a `.d.ts` source file would not be). `Theme` is
// the Clipmarket theme, so `useTheme().color.text` and `css={(theme) => theme.space[4]}` typecheck in an app
// that installs the package. The `css` prop is declared as Emotion's own `@emotion/react/types/css-prop`
// declares it (a reference to that file is dropped from built declarations), so it is typed even when the
// app's JSX set-up does not bring Emotion's JSX types; rendering it still needs Emotion's JSX (README).
import type { Interpolation, Theme } from '@emotion/react';
import type {} from 'react';
import type { ClipmarketTheme } from './tokens';

declare module '@emotion/react' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends ClipmarketTheme {}
}

declare module 'react' {
  interface Attributes {
    css?: Interpolation<Theme>;
  }
}
