import { CONSENT_CATEGORIES } from '@clipmarket/core';

/** A consent category id: C0001 (strictly necessary), C0002 (performance), C0004 (personalised advertising). */
export type ConsentCategoryId = (typeof CONSENT_CATEGORIES)[keyof typeof CONSENT_CATEGORIES];

/** One category as the consent manager lists it. */
export interface ConsentCategory {
  id: ConsentCategoryId;
  name: string;
  description: string;
  /** Always on: shown as a switch that is on and cannot be turned off. */
  required: boolean;
}

/**
 * Texts of the consent manager and the Privacy Preferences tab. The spec names the tab ("Privacy
 * Preferences", section 2) and the categories by id (C0001, C0002, C0004; sections 3 and 6) but words no
 * names or descriptions, and @clipmarket/core has only the ids (`CONSENT_CATEGORIES`), so the wording is
 * ours and lives here until core takes it over.
 */
export const CONSENT_TEXT = {
  /** The fixed tab's label (spec section 2). */
  tab: 'Privacy Preferences',
  /** The dialog's heading and name. */
  title: 'Privacy preference centre',
  intro:
    'Choose which cookies and scripts we may use. Strictly necessary ones keep the site working and are always on; the others stay off unless you turn them on.',
  /** Beside the switch that cannot be turned off. */
  alwaysOn: 'Always on',
  save: 'Save my choices',
  acceptAll: 'Accept all',
  rejectAll: 'Reject all',
} as const;

/** The three categories of spec sections 3 and 6, in id order. */
export const CONSENT_CATEGORY_LIST: readonly ConsentCategory[] = [
  {
    id: CONSENT_CATEGORIES.necessary,
    name: 'Strictly necessary',
    description: 'Logging in, your cart and these choices. The site cannot work without them.',
    required: true,
  },
  {
    id: CONSENT_CATEGORIES.performance,
    name: 'Performance and analytics',
    description:
      'Count visits and see how the site is used (tag manager and behaviour tracking), so we can improve it.',
    required: false,
  },
  {
    id: CONSENT_CATEGORIES.advertising,
    name: 'Personalised advertising',
    description: 'Let third-party advertising scripts show you ads based on your interests.',
    required: false,
  },
];
