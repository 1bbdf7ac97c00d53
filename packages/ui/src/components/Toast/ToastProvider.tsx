import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import * as styles from './ToastProvider.styles';
// Not the toast's view and styles: they load with `import()` on the first show (see loadToastItem).
import {
  TOAST_EXIT_MS,
  type LoadToastItem,
  type ToastItemModule,
  type ToastOptions,
  type ToastRecord,
} from './toastStack';

export { TOAST_EXIT_MS };
export type { LoadToastItem, ToastItemModule, ToastOptions, ToastRecord } from './toastStack';

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

// Most visits never show a toast: its view and styles stay out of the first bundle until one does.
function loadToastItem() {
  return import('./ToastItem');
}

/** Holds the toast stack and renders its one region, fixed bottom right; several toasts may show at once. */
export function ToastProvider({ children }: ToastProviderProps) {
  return <ToastProviderWithLoader loadItem={loadToastItem}>{children}</ToastProviderWithLoader>;
}

export interface ToastProviderWithLoaderProps extends ToastProviderProps {
  /** Loads the toast's view on the first `show`. */
  loadItem: LoadToastItem;
}

/**
 * `ToastProvider` with the loader of its view injected, so tests can hold the load back or see that it never
 * happens. Not exported from the package: apps use `ToastProvider`.
 */
export function ToastProviderWithLoader({ children, loadItem }: ToastProviderWithLoaderProps) {
  const [stack, dispatch] = useReducer(stackReducer, []);
  const [loaded, setLoaded] = useState<ToastItemModule | null>(null);
  // Toasts shown before the view arrives wait in the stack, in order, and appear together when it does.
  const viewLoaded = useRef(false);
  const loading = useRef(false);
  const nextId = useRef(0);

  const hide = useCallback((id: string) => dispatch({ type: 'hide', id }), []);
  const remove = useCallback((id: string) => dispatch({ type: 'remove', id }), []);
  const api = useMemo<ToastApi>(() => {
    function load() {
      if (loading.current) return;
      loading.current = true;
      loadItem().then(
        (module) => {
          viewLoaded.current = true;
          setLoaded({ ToastItem: module.ToastItem });
        },
        (error: unknown) => {
          // Keep what was shown: the next show tries the load again, and the view then shows it all.
          loading.current = false;
          console.error('ToastProvider could not load its toast view.', error);
        },
      );
    }
    return {
      show: (options) => {
        nextId.current += 1;
        const id = `toast-${nextId.current}`;
        dispatch({ type: 'add', toast: { ...options, id, status: 'showing' } });
        load();
        return id;
      },
      // A toast that never appeared goes at once: hiding it would put its text into a live region, where a
      // screen reader announces it whatever its opacity.
      dismiss: (id) => (viewLoaded.current ? hide(id) : remove(id)),
    };
  }, [loadItem, hide, remove]);

  const status: ToastRegionStatus = loaded !== null && stack.length > 0 ? 'showing' : 'idle';
  const item = (toast: ToastRecord) =>
    loaded === null ? null : (
      <loaded.ToastItem key={toast.id} toast={toast} onHide={hide} onRemove={remove} />
    );

  return (
    <ToastContext.Provider value={api}>
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
    </ToastContext.Provider>
  );
}

/** The toast stack of the nearest `ToastProvider`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (api === null) throw new Error('useToast() needs a <ToastProvider> above it.');
  return api;
}
