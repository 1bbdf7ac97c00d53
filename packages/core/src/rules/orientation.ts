import type { Orientation } from '../filters';

/** The orientation a search is limited to. */
export type OrientationFilter = 'vertical' | 'horizontal';

/** The orientation filter for the selected options; none, or both (they cancel out), means no filter. */
export function orientationFilter(selected: readonly Orientation[]): OrientationFilter | null {
  const vertical = selected.includes('Vertical');
  const horizontal = selected.includes('Horizontal');
  if (vertical === horizontal) return null;
  return vertical ? 'vertical' : 'horizontal';
}
