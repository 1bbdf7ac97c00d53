export { LoginModal, LoginModalTrigger } from './LoginModal';
export type {
  LoginModalProps,
  LoginModalStatus,
  LoginModalTriggerButtonProps,
  LoginModalTriggerProps,
} from './LoginModal';
export { LOGIN_TEXT } from './loginText';
