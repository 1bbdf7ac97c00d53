import { PageShell } from '../../components/PageShell';

/** Placeholder until this page is built. */
export default function PricingPage() {
  return <PageShell heading="Pricing" />;
}
