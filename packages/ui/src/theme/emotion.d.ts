import '@emotion/react';
import type { ClipmarketTheme } from './tokens';

declare module '@emotion/react' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends ClipmarketTheme {}
}
