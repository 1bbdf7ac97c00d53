import { PageShell } from '../../components/PageShell';

/** Placeholder until this page is built. */
export default function LegalPage() {
  return <PageShell heading="Terms" />;
}
