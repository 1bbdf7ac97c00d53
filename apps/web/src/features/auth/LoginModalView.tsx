// The login modal's component, in a module of its own so the host can load it on first use.
export { LoginModal } from '@clipmarket/ui';
