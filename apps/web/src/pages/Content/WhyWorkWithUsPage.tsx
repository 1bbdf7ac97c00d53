import { PageShell } from '../../components/PageShell';

/** Placeholder until this page is built. */
export default function WhyWorkWithUsPage() {
  return <PageShell heading="Why work with us" />;
}
