export { LoginModal, LoginModalTrigger } from './LoginModal';
export type {
  LoginModalProps,
  LoginModalStatus,
  LoginModalTriggerButtonProps,
  LoginModalTriggerProps,
} from './LoginModal';
export { LOGIN_LINKS, LOGIN_TEXT } from './loginText';
