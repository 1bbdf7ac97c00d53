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
