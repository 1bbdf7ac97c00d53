export { DigitalTermsModal, DigitalTermsModalTrigger } from './DigitalTermsModal';
export type {
  DigitalTermsModalProps,
  DigitalTermsModalStatus,
  DigitalTermsModalTriggerButtonProps,
  DigitalTermsModalTriggerProps,
} from './DigitalTermsModal';
export { DIGITAL_TERMS_TEXT } from './digitalTermsText';
