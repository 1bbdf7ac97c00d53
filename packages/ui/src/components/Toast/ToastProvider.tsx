import { DELAYS } from '@clipmarket/core';
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { motion } from '../../theme';
import { Toast, type ToastSeverity, type ToastStatus } from './Toast';
import * as styles from './Toast.styles';

/** What a flow hands to `show`. */
export interface ToastOptions {
  title?: string;
  message: string;
  /** @default 'info' */
  severity?: ToastSeverity;
  /** @default DELAYS.snackbarAutoHideMs (5000; decisions.md: toasts like the snackbar) */
  autoHideMs?: number;
}

/** What `useToast()` returns. */
export interface ToastApi {
  /** Adds a toast to the stack and returns its id. */
  show: (options: ToastOptions) => string;
  /** Hides the toast with this id. */
  dismiss: (id: string) => void;
}

/** The region's finite status, written as `data-state` on its root. */
export type ToastRegionStatus = 'idle' | 'showing';

export interface ToastProviderProps {
  children?: ReactNode;
}

/** The exit transition's length; read from the motion token so the CSS and the timer agree. */
export const TOAST_EXIT_MS = Number.parseInt(motion.durationBase, 10);

interface ToastRecord extends ToastOptions {
  id: string;
  status: ToastStatus;
}

type StackAction =
  { type: 'add'; toast: ToastRecord } | { type: 'hide'; id: string } | { type: 'remove'; id: string };

function stackReducer(stack: ToastRecord[], action: StackAction): ToastRecord[] {
  switch (action.type) {
    case 'add':
      return [...stack, action.toast];
    case 'hide':
      return stack.map((toast) =>
        toast.id === action.id && toast.status === 'showing' ? { ...toast, status: 'hiding' } : toast,
      );
    case 'remove':
      return stack.filter((toast) => toast.id !== action.id);
  }
}

const ToastContext = createContext<ToastApi | null>(null);

/** Holds the toast stack and renders its one region, fixed bottom right; several toasts may show at once. */
export function ToastProvider({ children }: ToastProviderProps) {
  const [stack, dispatch] = useReducer(stackReducer, []);
  const nextId = useRef(0);

  const hide = useCallback((id: string) => dispatch({ type: 'hide', id }), []);
  const remove = useCallback((id: string) => dispatch({ type: 'remove', id }), []);
  const api = useMemo<ToastApi>(
    () => ({
      show: (options) => {
        nextId.current += 1;
        const id = `toast-${nextId.current}`;
        dispatch({ type: 'add', toast: { ...options, id, status: 'showing' } });
        return id;
      },
      dismiss: hide,
    }),
    [hide],
  );

  const status: ToastRegionStatus = stack.length > 0 ? 'showing' : 'idle';
  const item = (toast: ToastRecord) => (
    <ToastItem key={toast.id} toast={toast} onHide={hide} onRemove={remove} />
  );

  return (
    <ToastContext value={api}>
      {children}
      <div css={styles.region} data-state={status}>
        {/* Two live containers, always mounted: errors interrupt and sit nearest the corner. */}
        <div role="status" aria-live="polite" css={styles.live}>
          {stack.filter((toast) => toast.severity !== 'error').map(item)}
        </div>
        <div role="alert" aria-live="assertive" css={styles.live}>
          {stack.filter((toast) => toast.severity === 'error').map(item)}
        </div>
      </div>
    </ToastContext>
  );
}

/** One toast with its own clock: it pauses while hovered or focused and restarts in full after. */
function ToastItem({
  toast,
  onHide,
  onRemove,
}: {
  toast: ToastRecord;
  onHide: (id: string) => void;
  onRemove: (id: string) => void;
}) {
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

/** The toast stack of the nearest `ToastProvider`. */
export function useToast(): ToastApi {
  const api = use(ToastContext);
  if (api === null) throw new Error('useToast() needs a <ToastProvider> above it.');
  return api;
}
