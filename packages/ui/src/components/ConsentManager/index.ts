export { ConsentManager } from './ConsentManager';
export type { ConsentManagerProps, ConsentManagerStatus, ConsentManagerTriggerProps } from './ConsentManager';
export { CONSENT_CATEGORY_LIST, CONSENT_TEXT } from './consentText';
export type { ConsentCategory, ConsentCategoryId } from './consentText';
export { CONSENT_ALL, CONSENT_DEFAULT } from './consentValue';
export type { ConsentValue } from './consentValue';
