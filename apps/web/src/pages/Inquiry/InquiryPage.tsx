import { InquiryForm, type InquiryFormStatus } from '@clipmarket/ui';
import { useState } from 'react';
import { PageShell } from '../../components/PageShell';

/** Where inquiries go until the server sends them itself (POST /api/mail/licensing arrives with commerce). */
const LICENSING_EMAIL = 'licensing@clipmarket.com';

/**
 * The licensing inquiry (spec section 2). The form and its rules are complete; sending arrives with commerce,
 * so for now a valid form says plainly where to write instead of pretending it was sent.
 */
export default function InquiryPage() {
  const [status, setStatus] = useState<InquiryFormStatus>('editing');
  return (
    <PageShell
      heading="Licensing inquiry"
      lead="Tell us about your project: custom rights, broadcast, out-of-home, exclusivity or a bulk deal."
    >
      <InquiryForm
        status={status}
        headingLevel={2}
        errorMessage={`Online inquiries are not open yet. Please e-mail your request to ${LICENSING_EMAIL}; nothing you typed has been lost.`}
        onSubmit={() => setStatus('failed')}
        onReset={() => setStatus('editing')}
      />
    </PageShell>
  );
}
