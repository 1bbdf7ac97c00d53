import { forwardRef, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useThemeCheck } from '../../theme/useThemeCheck';
import * as styles from './EmptyState.styles';

/** `page` where a page's or a section's list would be; `compact` inside a popup, a menu or a narrow panel. */
export type EmptyStateSize = 'page' | 'compact';

export interface EmptyStateProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** The line that says there is nothing here, as the spec words it. */
  title?: ReactNode;
  /**
   * What the user can do about it, under the title; alone, for a message that is one explanation rather than a
   * headline and its help.
   */
  description?: ReactNode;
  /** A decorative icon above the title, from the package's icons (`<SearchIcon size={24} />`). */
  icon?: ReactNode;
  /** One way on, under the text: a button or a link, with the variant the caller chooses. */
  action?: ReactNode;
  /**
   * The size; see `EmptyStateSize`. Written as `data-size` on the root.
   * @default 'page'
   */
  size?: EmptyStateSize;
  /**
   * The title's element: a heading where the empty state stands for a section's content, else a paragraph.
   * @default 'p'
   */
  titleAs?: 'p' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
}

/** Nothing to show yet, said once in one look: an optional icon, a title, a line of help and one way on. */
export const EmptyState = forwardRef<HTMLDivElement, EmptyStateProps>(function EmptyState(
  { title, description, icon, action, size = 'page', titleAs: Title = 'p', ...rest },
  // forwardRef, not ref as a prop: React 18.3 is supported too (ADR 96).
  ref,
) {
  useThemeCheck('EmptyState');
  return (
    <div {...rest} ref={ref} data-size={size} css={styles.root}>
      {icon ? (
        <span css={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {title ? <Title css={styles.title}>{title}</Title> : null}
      {description ? <p css={styles.description}>{description}</p> : null}
      {action ? <div css={styles.action}>{action}</div> : null}
    </div>
  );
});
