import { BILLING_DETAILS_FORM_TEXT, BillingDetailsForm, InlineAlert } from '@clipmarket/ui';
import { useEffect, useRef } from 'react';
import { BILLING_COPY, BILLING_DETAILS_ANCHOR, useBillingDetails, useBillingSave } from '../commerce';
// Its own styles, not Account.styles: a module both this lazily loaded part and the panel read would be split
// into a chunk of its own that every page's route table names.
import * as styles from './BillingDetailsSection.styles';

/**
 * Account › Profile's "Billing details": who the receipts are made out to, asked once and printed on every
 * receipt; the checkout's and an order's "Change" links lead here by its anchor. Loaded when the profile first
 * shows it (AccountPanelPage).
 */
export default function BillingDetailsSection() {
  const billing = useBillingDetails();
  const saving = useBillingSave(billing);
  const ref = useRef<HTMLDivElement>(null);
  const loaded = billing.data !== undefined;

  // The browser scrolls to an anchor only when it is already there; this form arrives with its data.
  useEffect(() => {
    if (loaded && window.location.hash === `#${BILLING_DETAILS_ANCHOR}`) {
      ref.current?.scrollIntoView({ block: 'start' });
    }
  }, [loaded]);

  return (
    <div ref={ref} id={BILLING_DETAILS_ANCHOR} css={styles.section}>
      {billing.data ? (
        <BillingDetailsForm
          details={billing.data.billing}
          status={saving.status}
          fieldErrors={saving.fieldErrors}
          errorMessage={saving.errorMessage}
          onSubmit={(details) => void saving.save(details)}
        />
      ) : (
        <section aria-labelledby={`${BILLING_DETAILS_ANCHOR}-heading`}>
          <h2 id={`${BILLING_DETAILS_ANCHOR}-heading`} css={styles.sectionHeading}>
            {BILLING_DETAILS_FORM_TEXT.title}
          </h2>
          {billing.error ? (
            <InlineAlert tone="error" onRetry={() => void billing.mutate()} retryLabel={BILLING_COPY.retry}>
              {BILLING_COPY.loadFailed}
            </InlineAlert>
          ) : (
            <p role="status" css={styles.muted}>
              {BILLING_COPY.loading}
            </p>
          )}
        </section>
      )}
    </div>
  );
}
