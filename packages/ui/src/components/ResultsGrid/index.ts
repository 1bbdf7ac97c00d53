export { ResultsGrid } from './ResultsGrid';
export type { ResultsGridProps, ResultsGridStatus } from './ResultsGrid';
export { RESULTS_GRID_TEXT } from './resultsGridText';
