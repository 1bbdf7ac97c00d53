export { LicenceVerification } from './LicenceVerification';
export type { LicenceVerificationProps, LicenceVerificationStatus } from './LicenceVerification';
export { LICENCE_VERIFICATION_TEXT } from './licenceVerificationText';
