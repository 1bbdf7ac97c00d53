import { PAGES } from '@clipmarket/core';
import type { LoginModalStatus } from '@clipmarket/ui';
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useLocation } from 'wouter';
import { preloadAuth, useSession } from '../../session/AuthProvider';

export interface LoginModalApi {
  /** Opens the login modal over the current page; `description` replaces the line under the heading. */
  open: (options?: { description?: string }) => void;
  close: () => void;
  isOpen: boolean;
}

const LoginModal = lazy(() => import('./LoginModalView').then((module) => ({ default: module.LoginModal })));

const LoginModalContext = createContext<LoginModalApi | null>(null);

/**
 * The login modal of spec section 2 for signing in without leaving the page, over the app's one auth
 * machine: it shows the server's 400 and 401 messages, the 429 message, the pending state, and closes once
 * the user is signed in. Mount it once inside the router and the auth provider; open it with
 * `useLoginModal().open()`.
 */
export function LoginModalProvider({ children }: { children: ReactNode }) {
  const { status, error, login, dismissError } = useSession();
  const [, navigate] = useLocation();
  const [isOpen, setIsOpen] = useState(false);
  // Not in the page until first asked for: a closed login form's fields would otherwise sit beside a login
  // page's own, and the page's first load would carry the modal for nothing.
  const [mounted, setMounted] = useState(false);
  const [description, setDescription] = useState<string | undefined>(undefined);
  const [submitted, setSubmitted] = useState(false);

  const open = useCallback(
    (options?: { description?: string }) => {
      // The auth machine loads on the first submit (ADR 16): fetch it with the modal.
      preloadAuth();
      setDescription(options?.description);
      setSubmitted(false);
      setMounted(true);
      setIsOpen(true);
      // A failure left by an earlier form is not this one's to show.
      if (status === 'error') dismissError();
    },
    [status, dismissError],
  );
  const close = useCallback(() => setIsOpen(false), []);

  // Signed in: the modal has done its work.
  useEffect(() => {
    if (status === 'loggedIn') setIsOpen(false);
  }, [status]);

  const api = useMemo(() => ({ open, close, isOpen }), [open, close, isOpen]);
  const modalStatus: LoginModalStatus = !submitted
    ? 'idle'
    : status === 'pending'
      ? 'pending'
      : status === 'error' && error?.status === 429
        ? 'rateLimited'
        : status === 'error'
          ? 'error'
          : 'idle';

  /** The modal's links route inside the app (its defaults are full /licensing paths). */
  const goTo = (path: string) => (event: { preventDefault: () => void }) => {
    event.preventDefault();
    setIsOpen(false);
    navigate(path);
  };

  return (
    <LoginModalContext.Provider value={api}>
      {children}
      {mounted ? (
        <Suspense fallback={null}>
          <LoginModal
            open={isOpen}
            onOpenChange={setIsOpen}
            status={modalStatus}
            submitted={submitted}
            // Two-step sign-in (ADR 56): the view asks for the code when the server asks for it.
            error={submitted && status === 'error' ? error : null}
            onCodeStepCancel={() => {
              setSubmitted(false);
              dismissError();
            }}
            description={description}
            registerHref={PAGES.register.href()}
            onRegister={goTo('/register')}
            resetPasswordHref={PAGES.resetPasswordRequest.href()}
            onResetPassword={goTo('/reset-password')}
            onSubmit={(credentials) => {
              setSubmitted(true);
              login(credentials);
            }}
          />
        </Suspense>
      ) : null}
    </LoginModalContext.Provider>
  );
}

/** Opens and closes the app's login modal; needs a `<LoginModalProvider>` above. */
export function useLoginModal(): LoginModalApi {
  const api = useContext(LoginModalContext);
  if (!api) throw new Error('useLoginModal needs a <LoginModalProvider> above it.');
  return api;
}
