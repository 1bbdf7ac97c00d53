export {
  CLIPMARKET_PATHS,
  ClipmarketProvider,
  DEFAULT_BASE_PATH,
  useHref,
  useLinkComponent,
} from './ClipmarketProvider';
export type { ClipmarketProviderProps } from './ClipmarketProvider';
