import { PageShell } from '../../components/PageShell';

/** Placeholder until this page is built. */
export default function CheckoutTermsPage() {
  return <PageShell heading="Checkout terms" />;
}
