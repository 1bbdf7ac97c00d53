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
  darkColor,
  darkShadow,
} from './tokens';
export type { Tokens, TokenGroup, ClipmarketTheme, ColorRoles } from './tokens';
export { themeStyleSheet, THEME_ATTRIBUTE } from './themes';
export type { ThemeName } from './themes';
export { baseStyleSheet } from './baseStyles';
export { GlobalStyles } from './GlobalStyles';
export type { GlobalStylesProps } from './GlobalStyles';
export { ThemeProvider } from './ThemeProvider';
export type { ThemeProviderProps } from './ThemeProvider';
