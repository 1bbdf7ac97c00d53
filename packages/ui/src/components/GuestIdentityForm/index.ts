export { GuestIdentityForm } from './GuestIdentityForm';
export type { GuestIdentity, GuestIdentityFormProps, GuestIdentityFormStatus } from './GuestIdentityForm';
export { GUEST_IDENTITY_FORM_TEXT, GUEST_NAME_MAX } from './guestIdentityFormText';
