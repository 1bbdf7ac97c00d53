import { PageShell } from '../../components/PageShell';

/** Placeholder until this page is built. */
export default function UsagePage() {
  return <PageShell heading="Usage declaration" />;
}
