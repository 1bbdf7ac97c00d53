// What the provider and the toast it loads share: the toast's record, its exit time and the loaded module's
// shape. Apart from both, so neither imports the other (no import cycle, ADR 62).
import type { ComponentType } from 'react';
import { motion } from '../../theme';
import type { ToastSeverity, ToastStatus } from './Toast';

/** What a flow hands to `show`. */
export interface ToastOptions {
  title?: string;
  message: string;
  /** @default 'info' */
  severity?: ToastSeverity;
  /** @default DELAYS.snackbarAutoHideMs (5000, as the snackbar) */
  autoHideMs?: number;
}

/** The exit transition's length; read from the motion token so the CSS and the timer agree. */
export const TOAST_EXIT_MS = Number.parseInt(motion.durationBase, 10);

/** One toast in the stack, as the provider holds it and `ToastItem` shows it. */
export interface ToastRecord extends ToastOptions {
  id: string;
  status: ToastStatus;
}

export interface ToastItemProps {
  toast: ToastRecord;
  /** Starts the toast's exit: its clock ran out, or the user closed it. */
  onHide: (id: string) => void;
  /** Takes the toast out of the stack once its exit transition has played. */
  onRemove: (id: string) => void;
}

/** What the provider loads on the first show (`ToastItem.tsx`): one toast of the stack, with its clock. */
export interface ToastItemModule {
  ToastItem: ComponentType<ToastItemProps>;
}

/** Loads the module that shows the toasts (`ToastItem.tsx`). */
export type LoadToastItem = () => Promise<ToastItemModule>;
