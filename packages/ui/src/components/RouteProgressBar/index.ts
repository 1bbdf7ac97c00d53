export { RouteProgressBar } from './RouteProgressBar';
export type { RouteProgressBarProps, RouteProgressBarStatus } from './RouteProgressBar';
export { ROUTE_PROGRESS_TEXT } from './routeProgressText';
