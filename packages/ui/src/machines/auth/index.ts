export { authMachine } from './authMachine';
export type { AuthContext, AuthError, AuthEvent, AuthInput, AuthStatus } from './authMachine';
export { useAuth } from './useAuth';
export type { AuthActors, UseAuthOptions, UseAuthResult } from './useAuth';
