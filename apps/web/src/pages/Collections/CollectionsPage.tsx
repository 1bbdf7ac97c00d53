import { PageShell } from '../../components/PageShell';

/** Placeholder until this page is built. */
export default function CollectionsPage() {
  return <PageShell heading="Collections" />;
}
