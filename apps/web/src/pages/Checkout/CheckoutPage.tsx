import { PageShell } from '../../components/PageShell';

/** Placeholder until this page is built. */
export default function CheckoutPage() {
  return <PageShell heading="Checkout" />;
}
