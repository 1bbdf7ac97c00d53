import type { CSSProperties, ReactNode } from 'react';
import { useThemeCheck } from '../../theme/useThemeCheck';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Skeleton.styles';

/** `text` lines of the surrounding type's height; `block` an area (a poster, a card, a field); `circle` an avatar. */
export type SkeletonShape = 'text' | 'block' | 'circle';

export interface SkeletonProps {
  /**
   * The shape; see `SkeletonShape`. Written as `data-shape` on the root.
   * @default 'text'
   */
  shape?: SkeletonShape;
  /**
   * For `text`: how many lines. Of several, the last is shorter, as a paragraph's is.
   * @default 1
   */
  lines?: number;
  /**
   * A CSS width: a text line's or the block's; the circle's diameter. Or size it with a class.
   * @default '100%' ('2.5rem' for a circle)
   */
  width?: string;
  /** A CSS height for a `block`; else give it an `aspectRatio` or size it with a class. */
  height?: string;
  /** A block's CSS aspect ratio, such as `'16 / 9'` for a poster. */
  aspectRatio?: string;
  className?: string;
}

/**
 * A shimmering stand-in for content that is loading, in its shape and size, so nothing moves when it arrives.
 * Hidden from assistive technology: the `SkeletonGroup` around it says what is loading.
 */
export function Skeleton({
  shape = 'text',
  lines = 1,
  width,
  height,
  aspectRatio,
  className,
}: SkeletonProps) {
  useThemeCheck('Skeleton');
  const size: CSSProperties = { width, height, aspectRatio };
  if (shape !== 'text') {
    return (
      <span
        css={[styles.bar, styles.shape]}
        data-shape={shape}
        style={size}
        className={className}
        aria-hidden="true"
      />
    );
  }
  // A count from untyped code or arithmetic (NaN, 0, 2.5) still draws whole lines, at least one.
  const count = Number.isFinite(lines) ? Math.max(1, Math.floor(lines)) : 1;
  return (
    <span css={styles.text} data-shape="text" style={{ width }} className={className} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <span key={index} css={[styles.bar, styles.line]} />
      ))}
    </span>
  );
}

export interface SkeletonGroupProps {
  /** What is loading, in words: announced once, as a status ("Loading results…"). */
  label: string;
  /** The placeholders, laid out as the content will be. */
  children?: ReactNode;
  /** The placeholders' layout (from `css`): it goes on the element that holds them. */
  className?: string;
}

/**
 * Around a region's placeholders: `aria-busy`, one status that says in words what is loading, and the
 * placeholders in an element hidden from assistive technology, which takes the caller's layout.
 */
export function SkeletonGroup({ label, children, className }: SkeletonGroupProps) {
  return (
    <div aria-busy="true" data-skeleton-group="">
      <VisuallyHidden as="p" role="status">
        {label}
      </VisuallyHidden>
      <div aria-hidden="true" className={className}>
        {children}
      </div>
    </div>
  );
}
