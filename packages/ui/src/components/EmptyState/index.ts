export { EmptyState } from './EmptyState';
export type { EmptyStateProps, EmptyStateSize } from './EmptyState';
