import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Spinner.styles';
import { useThemeCheck } from '../../theme/useThemeCheck';

export interface SpinnerProps {
  /**
   * `sm` (16 px) beside a label or in a button; `lg` (40 px) over a media area.
   * @default 'sm'
   */
  size?: 'sm' | 'lg';
  /**
   * The turning quarter's colour: the text colour around it, or the accent.
   * @default 'current'
   */
  tone?: 'current' | 'accent';
  /**
   * What is loading, for a spinner that stands alone: it is then a `status` that a screen reader announces.
   * Without it the spinner is decoration, and the control or text beside it says what is happening.
   */
  label?: string;
  className?: string;
}

/** The one busy indicator of the system: a small turning ring, still under reduced motion. */
export function Spinner({ size = 'sm', tone = 'current', label, className }: SpinnerProps) {
  useThemeCheck('Spinner');
  const ring = (
    <span
      css={styles.spinner}
      className={label ? undefined : className}
      data-size={size}
      data-tone={tone}
      data-spinner=""
      aria-hidden="true"
    />
  );
  if (!label) return ring;
  return (
    <span role="status" css={styles.status} className={className}>
      {ring}
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
