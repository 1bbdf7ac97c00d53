export { Toast } from './Toast';
export type { ToastProps, ToastSeverity, ToastStatus } from './Toast';
export { ToastProvider, useToast, TOAST_EXIT_MS } from './ToastProvider';
export type { ToastApi, ToastOptions, ToastProviderProps, ToastRegionStatus } from './ToastProvider';
