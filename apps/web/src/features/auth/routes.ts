import { lazyPage, type PageRoutes } from '../../lazyPage';

const Auth = lazyPage(() => import('./AuthPage'));
const RegisterComplete = lazyPage(() => import('./RegisterCompletePage'));
const ResetPassword = lazyPage(() => import('./ResetPasswordPage'));
const VerifyEmail = lazyPage(() => import('./VerifyEmailPage'));

/** The ways in: log in and register (one page), the registration's link, a password reset, an e-mail check. */
export const authRoutes = {
  register: Auth,
  registerComplete: RegisterComplete,
  login: Auth,
  resetPasswordRequest: ResetPassword,
  resetPassword: ResetPassword,
  verifyEmail: VerifyEmail,
} satisfies PageRoutes;
