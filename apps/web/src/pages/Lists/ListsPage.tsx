import { PageShell } from '../../components/PageShell';

/** Placeholder until this page is built. */
export default function ListsPage() {
  return <PageShell heading="My lists" />;
}
