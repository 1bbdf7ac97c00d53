import { PageShell } from '../../components/PageShell';

/** Placeholder until this page is built. */
export default function SearchPage() {
  return <PageShell heading="Search" />;
}
