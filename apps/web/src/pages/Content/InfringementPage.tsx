import { PageShell } from '../../components/PageShell';

/** Placeholder until this page is built. */
export default function InfringementPage() {
  return <PageShell heading="Report an infringement" />;
}
