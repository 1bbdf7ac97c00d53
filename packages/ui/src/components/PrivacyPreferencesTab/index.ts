export { PrivacyPreferencesTab } from './PrivacyPreferencesTab';
export type { PrivacyPreferencesTabProps } from './PrivacyPreferencesTab';
