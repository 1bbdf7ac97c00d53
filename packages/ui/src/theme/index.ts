// The Emotion `Theme` augmentation and `css` prop typing travel with every import of the package.
export type {} from './emotion';
export {
  tokens,
  scales,
  color,
  font,
  space,
  radius,
  shadow,
  zIndex,
  motion,
  breakpoint,
  theme,
  media,
  cssVarName,
  cssVariables,
} from './tokens';
export type { Tokens, TokenGroup, ClipmarketTheme } from './tokens';
export { GlobalStyles } from './GlobalStyles';
export { ThemeProvider } from './ThemeProvider';
export type { ThemeProviderProps } from './ThemeProvider';
