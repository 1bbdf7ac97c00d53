import type { ComponentPropsWithRef } from 'react';
import { CONSENT_TEXT } from '../ConsentManager/consentText';
import * as styles from './PrivacyPreferencesTab.styles';

export interface PrivacyPreferencesTabProps extends ComponentPropsWithRef<'button'> {
  /**
   * The label.
   * @default CONSENT_TEXT.tab
   */
  children?: ComponentPropsWithRef<'button'>['children'];
}

/**
 * The fixed Privacy Preferences tab at the bottom left of every page (spec section 2). It is the trigger of
 * `ConsentManager`: pass it as `trigger={(props) => <PrivacyPreferencesTab {...props} />}`.
 */
export function PrivacyPreferencesTab({ children, ...props }: PrivacyPreferencesTabProps) {
  return (
    <button type="button" css={styles.tab} {...props}>
      {children ?? CONSENT_TEXT.tab}
    </button>
  );
}
