import { forwardRef, type ComponentPropsWithRef, type ReactNode } from 'react';
import * as styles from './IconButton.styles';
import { useThemeCheck } from '../../theme/useThemeCheck';

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'aria-label' | 'children'> {
  /** What the button does, e.g. 'Close' or 'Remove Dogs from the cart': its accessible name. Required. */
  label: string;
  /** The icon, e.g. `<CloseIcon />`; it is decoration, the label names the button. */
  children: ReactNode;
  /**
   * `md` a 40 px circle; `sm` a 32 px rounded square for dense places.
   * @default 'md'
   */
  size?: 'md' | 'sm';
  /**
   * `default` on the page's light surfaces; `inverse` on a dark bar such as an app's header: it takes the
   * bar's text colour, lightens under the pointer and draws its focus ring in that colour.
   * @default 'default'
   */
  tone?: 'default' | 'inverse';
  /**
   * The button's type.
   * @default 'button'
   */
  type?: 'button' | 'submit' | 'reset';
}

/** A button that shows only an icon, named by its required `label`. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, size = 'md', tone = 'default', type = 'button', children, ...props }: IconButtonProps,
  ref,
) {
  useThemeCheck('IconButton');
  return (
    // The icon-only counterpart of Button: the other place the package writes a <button>.
    <button
      type={type}
      css={styles.iconButton}
      data-size={size}
      data-tone={tone}
      aria-label={label}
      {...props}
      ref={ref}
    >
      {children}
    </button>
  );
});
