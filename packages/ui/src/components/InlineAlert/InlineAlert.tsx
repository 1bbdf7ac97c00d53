import { forwardRef, type ComponentPropsWithRef, type ReactNode } from 'react';
import { ToneIcon, type FeedbackTone } from '../../primitives/feedback';
import { useThemeCheck } from '../../theme/useThemeCheck';
import { Button } from '../Button';
import * as styles from './InlineAlert.styles';
import { INLINE_ALERT_TEXT } from './inlineAlertText';

/** What the alert is about: `info` something to know, `success` it worked, `warning` take care, `error` it failed. */
export type InlineAlertTone = FeedbackTone;

/**
 * How a screen reader hears the alert: `alert` interrupts, `status` waits its turn, `none` writes no role (the
 * alert sits inside a live region the caller keeps mounted, which announces it).
 */
export type InlineAlertRole = 'alert' | 'status' | 'none';

export interface InlineAlertProps extends Omit<ComponentPropsWithRef<'div'>, 'title' | 'role'> {
  /**
   * Sets the colours and the icon; written as `data-state` on the root.
   * @default 'info'
   */
  tone?: InlineAlertTone;
  /** A short bold line above the message. */
  title?: ReactNode;
  /**
   * The title's element: a heading where the alert stands for a section of the page (a page that could not load
   * its content says so under its own heading level), else a paragraph.
   * @default 'p'
   */
  titleAs?: 'p' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  /** The message, as the spec words it: text, or paragraphs and a list. */
  children?: ReactNode;
  /**
   * One thing to do about it, at the end (under the message when there is no room): a node the caller builds,
   * with its own variant. A retry is a secondary `Button size="sm"`.
   */
  action?: ReactNode;
  /**
   * Something failed that asking again may mend: the action is then a secondary small button that calls this.
   * Ignored when `action` is given.
   */
  onRetry?: (() => void) | undefined;
  /**
   * The retry button's label.
   * @default INLINE_ALERT_TEXT.retry ("Try again")
   */
  retryLabel?: string;
  /**
   * `alert` for an error that appears after something the user did (it interrupts); `status` for everything else;
   * `none` inside a live region the caller keeps mounted. It is written on the title and message, not the action.
   * @default 'alert' for tone 'error', 'status' for the others
   */
  role?: InlineAlertRole;
}

/** A message in the flow of the page: what went wrong or right, with the tone's icon and an optional action. */
export const InlineAlert = forwardRef<HTMLDivElement, InlineAlertProps>(function InlineAlert(
  {
    tone = 'info',
    title,
    titleAs: Title = 'p',
    children,
    action,
    onRetry,
    retryLabel = INLINE_ALERT_TEXT.retry,
    role = tone === 'error' ? 'alert' : 'status',
    ...rest
  },
  // forwardRef, not ref as a prop: React 18.3 is supported too (ADR 96).
  ref,
) {
  useThemeCheck('InlineAlert');
  const end =
    action ??
    (onRetry ? (
      <Button size="sm" onClick={onRetry}>
        {retryLabel}
      </Button>
    ) : null);
  return (
    <div {...rest} ref={ref} data-state={tone} css={styles.root}>
      <span css={styles.icon}>
        <ToneIcon tone={tone} />
      </span>
      <div css={styles.content}>
        {/* The role is on the words, not the action: a screen reader says what happened, and Tab reaches the
            action, rather than "Try again" being read out as part of the news. */}
        <div css={styles.text} role={role === 'none' ? undefined : role}>
          {title ? <Title css={styles.title}>{title}</Title> : null}
          {children ? <div css={styles.message}>{children}</div> : null}
        </div>
        {end ? <div css={styles.action}>{end}</div> : null}
      </div>
    </div>
  );
});

export interface InlineAlertRegionProps {
  /** The message: the region shows an InlineAlert while there is one, and nothing (but stays) while there is none. */
  children?: ReactNode;
  /**
   * The alert's tone.
   * @default 'error'
   */
  tone?: InlineAlertTone;
  /** A short bold line above the message. */
  title?: ReactNode;
  /**
   * The region's live role: `alert` for a refusal after the user's action, `status` for its success.
   * @default 'alert'
   */
  role?: 'alert' | 'status';
  /** The region's id, for an `aria-describedby` that points at the message. */
  id?: string;
  /** The alert's layout (from `css`), such as the space above it: an empty region takes none. */
  className?: string;
}

/**
 * A live region that is on the page before anything goes wrong (so what appears in it is announced) and shows an
 * InlineAlert while it holds a message: a form's refusal, or the word that it worked.
 */
export function InlineAlertRegion({
  children,
  tone = 'error',
  title,
  role = 'alert',
  id,
  className,
}: InlineAlertRegionProps) {
  const shown = children !== null && children !== undefined && children !== false && children !== '';
  return (
    <div role={role} id={id}>
      {shown ? (
        <InlineAlert tone={tone} title={title} role="none" className={className}>
          {children}
        </InlineAlert>
      ) : null}
    </div>
  );
}
