import { BillingDetailsForm, Button, buttonStyles } from '@clipmarket/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { billingDetailsPath, useBillingDetails, useBillingSave } from './billingDetails';
import { BILLING_COPY as COPY } from './billingCopy';
import * as styles from './CheckoutBillingDetails.styles';

/**
 * The checkout's line above the pay button: who the receipt is made out to, with a way to change it; or, with
 * none given, an optional offer to give them, the profile's form folded behind a button. The checkout never
 * waits for them: while they load, or if they cannot be read, nothing shows. Loaded when the cart first shows it
 * (CheckoutPage).
 */
export default function CheckoutBillingDetails() {
  const billing = useBillingDetails();
  const saving = useBillingSave(billing);
  const [open, setOpen] = useState(false);
  const formId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const lineRef = useRef<HTMLParagraphElement>(null);
  const details = billing.data?.billing ?? null;

  // Saved from the folded form: the form gives way to the line, which takes focus so it is read.
  const justSaved = saving.status === 'saved' && details !== null;
  useEffect(() => {
    if (justSaved) lineRef.current?.focus();
  }, [justSaved]);

  if (!billing.data) return null;

  if (details) {
    return (
      <p ref={lineRef} tabIndex={-1} css={styles.madeOutTo}>
        <span>{COPY.madeOutTo(details.name, details.company)}</span>{' '}
        <Link href={billingDetailsPath()} css={buttonStyles.textLink} aria-label={COPY.changeLabel}>
          {COPY.change}
        </Link>
      </p>
    );
  }

  return (
    <div css={styles.prompt}>
      <Button
        ref={toggleRef}
        variant="link"
        aria-expanded={open}
        aria-controls={open ? formId : undefined}
        onClick={() => setOpen((current) => !current)}
      >
        {COPY.add}
      </Button>
      {open ? (
        <BillingDetailsForm
          id={formId}
          headingLevel={3}
          details={null}
          status={saving.status}
          fieldErrors={saving.fieldErrors}
          errorMessage={saving.errorMessage}
          onSubmit={(next) => void saving.save(next)}
          onCancel={() => {
            setOpen(false);
            requestAnimationFrame(() => toggleRef.current?.focus());
          }}
        />
      ) : (
        <p css={styles.muted}>{COPY.addHint}</p>
      )}
    </div>
  );
}
