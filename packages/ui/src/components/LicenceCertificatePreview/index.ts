export { LicenceCertificatePreview } from './LicenceCertificatePreview';
export type {
  LicenceCertificatePreviewProps,
  LicenceCertificatePreviewStatus,
} from './LicenceCertificatePreview';
export { LICENCE_CERTIFICATE_TEXT } from './licenceCertificateText';
