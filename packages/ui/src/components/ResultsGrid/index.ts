export { ResultsGrid } from './ResultsGrid';
export type { ResultsGridLayout, ResultsGridProps, ResultsGridStatus } from './ResultsGrid';
export { RESULTS_GRID_TEXT } from './resultsGridText';
