import { forwardRef, type ComponentPropsWithRef } from 'react';
import { visuallyHidden } from '../../primitives/styles/a11y';

export interface VisuallyHiddenProps extends ComponentPropsWithRef<'span'> {
  /**
   * The element rendered: `span` inside text and controls, `div` around block content (e.g. a heading kept
   * for screen readers).
   * @default 'span'
   */
  as?: 'span' | 'div' | 'h2' | 'h3' | 'p' | 'label' | 'legend' | 'dt' | 'caption';
}

/** Text for screen readers only: in the accessibility tree, out of the layout. */
export const VisuallyHidden = forwardRef<HTMLSpanElement, VisuallyHiddenProps>(function VisuallyHidden(
  { as: Element = 'span', ...props }: VisuallyHiddenProps,
  ref,
) {
  // The props of a span fit every element listed in `as`.
  const Tag = Element as 'span';
  return <Tag css={visuallyHidden} {...props} ref={ref} />;
});
