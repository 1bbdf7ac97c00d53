import { PageShell } from '../../components/PageShell';

/** Placeholder until this page is built. */
export default function VideoSubmissionsPage() {
  return <PageShell heading="Video submissions" />;
}
