import { forwardRef, type ComponentPropsWithRef, type MouseEvent, type ReactNode } from 'react';
import { useLinkComponent } from '../ClipmarketProvider/ClipmarketProvider';
import { Spinner } from '../Spinner';
import type { VideoCardLinkComponent, VideoCardLinkProps } from '../VideoCard/VideoCard.types';
import * as styles from './Button.styles';
import { useThemeCheck } from '../../theme/useThemeCheck';

/**
 * The look of a button: `primary` the one main action of a view; `secondary` an action beside it; `danger`
 * removing or cancelling; `ghost` a quiet low-stakes action; `toggle` one of a set of `aria-pressed` toggles;
 * `link` an action that reads as an inline link.
 */
export type ButtonVariant = keyof typeof styles.variants;

/** `md` at least 40 px tall; `sm` 32 px, for dense rows and chips. */
export type ButtonSize = 'md' | 'sm';

interface ButtonLookProps {
  /**
   * The look; see `ButtonVariant`.
   * @default 'secondary'
   */
  variant?: ButtonVariant;
  /**
   * The size; see `ButtonSize`.
   * @default 'md'
   */
  size?: ButtonSize;
}

export interface ButtonProps extends ButtonLookProps, ComponentPropsWithRef<'button'> {
  /**
   * The call the button started is running: a spinner shows before the label, the button is `aria-busy`
   * and `aria-disabled` (focus stays on it), and clicks are refused until it ends.
   * @default false
   */
  loading?: boolean;
  /**
   * The button's type. `button` by default, so a button inside a form never sends it by accident.
   * @default 'button'
   */
  type?: 'button' | 'submit' | 'reset';
}

/** The system's button: every action of the package, in one of its variants and sizes. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'secondary',
    size = 'md',
    loading = false,
    type = 'button',
    onClick,
    children,
    ...props
  }: ButtonProps,
  ref,
) {
  useThemeCheck('Button');
  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    // aria-disabled keeps the button focusable while its call runs, so the click itself is refused here
    // (for a submit button this also stops the form being sent a second time).
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }
  return (
    // The one place the package writes a <button>: every other button is this component.
    <button
      type={type}
      css={[styles.variants[variant], size === 'sm' && styles.small]}
      data-variant={variant}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={handleClick}
      {...props}
      ref={ref}
    >
      {loading ? <Spinner /> : null}
      {children}
    </button>
  );
});

export interface ButtonLinkProps
  extends ButtonLookProps, Omit<ComponentPropsWithRef<'a'>, 'href' | 'children'> {
  href: string;
  children?: ReactNode;
  /**
   * A page outside the app, or a file: a plain anchor that opens in a new tab, never the app's link component.
   * @default false
   */
  external?: boolean;
  /**
   * What renders the link, for this one link.
   * @default the `linkComponent` of `ClipmarketProvider`, else `'a'`
   */
  linkComponent?: VideoCardLinkComponent;
}

/**
 * A link that looks like a button, for navigation that is a view's main action ("View history"). It renders
 * the link component set by `ClipmarketProvider` (a plain anchor without one).
 */
export const ButtonLink = forwardRef<HTMLAnchorElement, ButtonLinkProps>(function ButtonLink(
  {
    variant = 'secondary',
    size = 'md',
    external = false,
    linkComponent,
    children,
    ...props
  }: ButtonLinkProps,
  ref,
) {
  useThemeCheck('ButtonLink');
  const provided = useLinkComponent();
  const Link = linkComponent ?? provided;
  const look = [styles.variants[variant], size === 'sm' && styles.small];
  if (external || Link === 'a') {
    return (
      <a
        css={look}
        data-variant={variant}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : null)}
        {...props}
        ref={ref}
      >
        {children}
      </a>
    );
  }
  return (
    <Link css={look} data-variant={variant} {...({ ...props, ref } as VideoCardLinkProps)}>
      {children}
    </Link>
  );
});
