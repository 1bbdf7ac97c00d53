import { ChevronDown, ChevronLeft, ChevronRight, ChevronUp } from 'lucide';
import { Svg, type IconProps } from '../Icon';

export interface ChevronIconProps extends IconProps {
  /**
   * Where it points: `start` and `end` follow the reading direction of a left-to-right page.
   * @default 'end'
   */
  direction?: 'start' | 'end' | 'down' | 'up';
}

const chevrons = { start: ChevronLeft, end: ChevronRight, down: ChevronDown, up: ChevronUp } as const;

/** An arrowhead: previous and next, a disclosure, a column sorted one way. */
export function ChevronIcon({ direction = 'end', ...props }: ChevronIconProps) {
  // A direction from untyped code that is none of the four points to the end rather than drawing nothing.
  const known = Object.hasOwn(chevrons, direction) ? direction : 'end';
  return <Svg {...props} node={chevrons[known]} name={`chevron-${known}`} />;
}
