import { DELAYS } from '@clipmarket/core';
import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { Toast } from './Toast';
import { TOAST_EXIT_MS, type ToastItemProps } from './toastStack';

export type { ToastItemProps };

/**
 * One toast of `ToastProvider`'s stack with its own clock: it pauses while hovered or focused and restarts in
 * full after. This module brings in the toast's view and styles, and the provider loads it with `import()` on
 * its first `show`, so a page that never shows a toast never downloads them.
 */
export function ToastItem({ toast, onHide, onRemove }: ToastItemProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const held = hovered || focused;
  const { id, status, autoHideMs = DELAYS.snackbarAutoHideMs } = toast;

  useEffect(() => {
    if (status !== 'showing' || held) return;
    const timer = window.setTimeout(() => onHide(id), autoHideMs);
    return () => window.clearTimeout(timer);
  }, [id, status, held, autoHideMs, onHide]);

  useEffect(() => {
    if (status !== 'hiding') return;
    const timer = window.setTimeout(() => onRemove(id), TOAST_EXIT_MS);
    return () => window.clearTimeout(timer);
  }, [id, status, onRemove]);

  // Where focus was before the user tabbed into the toast, so closing it does not drop focus on <body>.
  const ref = useRef<HTMLDivElement>(null);
  const focusOrigin = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (status !== 'hiding') return;
    const origin = focusOrigin.current;
    if (ref.current?.contains(document.activeElement) && origin?.isConnected) origin.focus();
  }, [status]);

  function handleFocus(event: FocusEvent<HTMLDivElement>) {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !event.currentTarget.contains(from)) focusOrigin.current = from;
    setFocused(true);
  }

  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  }

  return (
    <Toast
      ref={ref}
      title={toast.title}
      message={toast.message}
      severity={toast.severity}
      status={status}
      onClose={() => onHide(id)}
      data-timer={held ? 'paused' : 'running'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={handleFocus}
      onBlur={handleBlur}
    />
  );
}
