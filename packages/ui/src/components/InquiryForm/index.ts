export { InquiryForm } from './InquiryForm';
export type { InquiryFormProps, InquiryFormStatus } from './InquiryForm';
export { INQUIRY_MEDIA_USAGE_FIELDS } from './inquiry.types';
export type {
  InquiryClip,
  InquiryErrorKey,
  InquiryErrors,
  InquiryField,
  InquiryPayload,
  InquiryValues,
} from './inquiry.types';
export { INQUIRY_FORM_TEXT, INQUIRY_INTENT_MAX } from './inquiryFormText';
export { validateInquiry } from './inquiryValidation';
