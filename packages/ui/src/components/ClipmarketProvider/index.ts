export { ClipmarketProvider, useClipmarketLinks, useLinkComponent } from './ClipmarketProvider';
export type { ClipmarketLinks, ClipmarketProviderProps } from './ClipmarketProvider';
