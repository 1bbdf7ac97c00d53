export { Snackbar } from './Snackbar';
export type { SnackbarProps, SnackbarStatus } from './Snackbar';
export { SnackbarProvider, useSnackbar } from './SnackbarProvider';
export type { SnackbarApi, SnackbarProviderProps } from './SnackbarProvider';
export { snackbarQueueMachine, SNACKBAR_EXIT_MS } from './snackbarQueueMachine';
export type {
  QueuedSnackbar,
  SnackbarAction,
  SnackbarItem,
  SnackbarQueueContext,
  SnackbarQueueEvent,
  SnackbarRegionStatus,
  SnackbarScope,
  SnackbarSeverity,
  SnackbarTimerStatus,
} from './snackbarQueueMachine';
