export { PrivacyPreferencesTab } from './PrivacyPreferencesTab';
export type { PrivacyPreferencesTabProps } from './PrivacyPreferencesTab';
export { PRIVACY_TAB_CLEARANCE } from './privacyTabSize';
