import { PageShell } from '../../components/PageShell';

/** Placeholder until this page is built. */
export default function OnboardingPage() {
  return <PageShell heading="Get started" />;
}
