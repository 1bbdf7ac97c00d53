export { authMachine } from './authMachine';
export type { AuthContext, AuthError, AuthEvent, AuthInput, AuthStatus } from './authMachine';
export {
  authCommands,
  selectAuthError,
  selectAuthStatus,
  selectAuthUser,
  selectTokenError,
} from './authSelectors';
export type { AuthCommands, AuthSnapshot } from './authSelectors';
export { useAuth, useAuthActor } from './useAuth';
export type { AuthActorRef, AuthActors, UseAuthOptions, UseAuthResult } from './useAuth';
