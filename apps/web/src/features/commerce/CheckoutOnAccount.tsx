import { ApiRequestError, COMMERCE_LIMITS, MESSAGES, PAGES } from '@clipmarket/core';
import { Button, formatAmount, InlineAlertRegion, useSnackbar } from '@clipmarket/ui';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { useLocation } from 'wouter';
import { matches } from '../../api/keys';
import { useBillingDetails } from './billingDetails';
import { checkoutOnAccount, newSubmissionId, useOnAccountStatus } from './onAccount';
import { ON_ACCOUNT_COPY as COPY } from './onAccountCopy';
import * as styles from './CheckoutOnAccount.styles';

/** The server's words for a refusal; a failure that is not one (no answer, a 5xx) keeps the form's own. */
function messageOf(error: unknown): string {
  if (error instanceof ApiRequestError && error.status < 500) {
    return error.body.messages?.[0] ?? error.body.message ?? COPY.failed;
  }
  return error instanceof ApiRequestError ? COPY.failed : MESSAGES.serverError;
}

/**
 * The checkout's second way to pay, under the card checkout (docs/adr/0087): "Pay on account (invoice, due in
 * 30 days)" with the buyer's PO number, shown only to an account the server says may (staff approved it and
 * its billing details name a company); everyone else sees nothing of it. The server prices the whole cart
 * itself; the page sends only the PO number and the submission's id, so a double click places one order. On
 * success the buyer is taken to the order's page, which says "Invoice due …". Loaded when the cart first
 * shows it (CheckoutPage).
 */
export default function CheckoutOnAccount() {
  const billing = useBillingDetails();
  const status = useOnAccountStatus(billing.data?.billing?.company ?? null);
  const { mutate } = useSWRConfig();
  const [, navigate] = useLocation();
  const snackbar = useSnackbar();
  const poId = useId();
  const hintId = useId();
  const headingId = useId();
  // One submission per form: sent again (a double click, a retry after a lost answer) it is the same order.
  const submission = useRef(newSubmissionId());
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });

  const data = status.data;
  if (!data?.available || !data.company) return null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.busy) return;
    const poNumber = String(new FormData(event.currentTarget).get('poNumber') ?? '').trim();
    setState({ busy: true, error: null });
    try {
      const placed = await checkoutOnAccount(poNumber, submission.current);
      // The cart is empty now, the clips are licensed, the order and the open invoices are new.
      await Promise.all(
        (['cart', 'purchased', 'licences', 'invoices'] as const).map((resource) => mutate(matches(resource))),
      );
      // Said on the order's page, where this moves to: it outlives the page it was raised on.
      snackbar.enqueue({ message: COPY.placed(placed.orderNumber), severity: 'success', scope: 'app' });
      navigate(PAGES.order.path({ orderNumber: placed.orderNumber }));
    } catch (error) {
      setState({ busy: false, error: messageOf(error) });
    }
  }

  const money = (cents: number) => formatAmount(cents, data.currency);
  return (
    <section css={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} css={styles.heading}>
        {COPY.heading}
      </h3>
      <p css={styles.muted}>{COPY.lead(data.company)}</p>
      {data.creditLimitCents !== null ? (
        <p css={styles.muted}>{COPY.limit(money(data.openCents), money(data.creditLimitCents))}</p>
      ) : null}
      <form css={styles.form} onSubmit={(event) => void submit(event)} aria-busy={state.busy}>
        <div css={styles.field}>
          <label htmlFor={poId}>{COPY.poLabel}</label>
          <input
            id={poId}
            name="poNumber"
            required
            maxLength={COMMERCE_LIMITS.poNumberMax}
            autoComplete="off"
            aria-describedby={hintId}
            aria-invalid={state.error ? true : undefined}
          />
          <p id={hintId} css={styles.muted}>
            {COPY.poHint}
          </p>
        </div>
        <InlineAlertRegion>{state.error}</InlineAlertRegion>
        <Button type="submit" variant="secondary" loading={state.busy} css={styles.submit}>
          {state.busy ? COPY.submitting : COPY.submit}
        </Button>
      </form>
    </section>
  );
}
