import { PAGES } from '@clipmarket/core';
import { buttonStyles, formatAmount, InlineAlert } from '@clipmarket/ui';
import { Link } from 'wouter';
import { ON_ACCOUNT_COPY as COPY, useBillingDetails, useOnAccountStatus } from '../commerce';
// The billing details' styles: this part is loaded with them, so the two share one small module.
import * as styles from './BillingDetailsSection.styles';

/**
 * Account › Profile's "Invoice payment" (docs/adr/0087): whether the account may pay on account, its limit and
 * open invoices; or, if not, how to ask for it: the licensing inquiry, where our team reads it. No button here
 * asks for anything by itself. Loaded when the profile first shows it, after the billing details it depends
 * on (their company is what invoices are made out to).
 */
export default function InvoicePaymentSection() {
  const billing = useBillingDetails();
  const company = billing.data?.billing?.company ?? null;
  const status = useOnAccountStatus(company);
  const data = status.data;
  const money = (cents: number) => formatAmount(cents, data?.currency ?? 'USD');

  return (
    <section css={styles.section} aria-labelledby="invoice-payment-heading">
      <h2 id="invoice-payment-heading" css={styles.sectionHeading}>
        {COPY.profileHeading}
      </h2>
      {!data ? (
        status.error ? (
          <InlineAlert tone="error" onRetry={() => void status.mutate()} retryLabel={COPY.retry}>
            {COPY.loadFailed}
          </InlineAlert>
        ) : null
      ) : data.available && data.company ? (
        <>
          <p>{COPY.profileAvailable(data.company)}</p>
          <p css={styles.muted}>
            {data.creditLimitCents === null
              ? COPY.noLimit
              : COPY.limit(money(data.openCents), money(data.creditLimitCents))}
          </p>
        </>
      ) : data.approved ? (
        <p>{COPY.profileNeedsCompany}</p>
      ) : (
        <>
          <p>{COPY.profileUnavailable}</p>
          {company ? null : <p css={styles.muted}>{COPY.profileAddCompany}</p>}
          <p>
            <Link href={PAGES.inquiry.path()} css={buttonStyles.textLink}>
              {COPY.profileAsk}
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
