import { CONSENT_CATEGORIES } from '@clipmarket/core';
import type { ConsentCategoryId } from './consentText';

/** The user's consent, one flag per category (the user state's C0001, C0002, C0004; spec section 3). */
export type ConsentValue = Readonly<Record<ConsentCategoryId, boolean>>;

/** Before any choice: only the strictly necessary category (decisions.md: analytics only with consent). */
export const CONSENT_DEFAULT: ConsentValue = {
  [CONSENT_CATEGORIES.necessary]: true,
  [CONSENT_CATEGORIES.performance]: false,
  [CONSENT_CATEGORIES.advertising]: false,
};

/** Every category on. */
export const CONSENT_ALL: ConsentValue = {
  [CONSENT_CATEGORIES.necessary]: true,
  [CONSENT_CATEGORIES.performance]: true,
  [CONSENT_CATEGORIES.advertising]: true,
};
