// The auth feature's public face (ADR 67): its route entries; the login modal, which the app mounts around every
// page (App.tsx) and a clip's page opens; and its words, whose password hint the account's change of password
// shows too. The session itself (useSession, the gate, where to go after login) is the shell's, in session/.
export { AUTH_COPY } from './authCopy';
export { LoginModalProvider, useLoginModal, type LoginModalApi } from './LoginModalHost';
export { authRoutes } from './routes';
