import { PageShell } from '../../components/PageShell';

/** Placeholder until this page is built. */
export default function VideoDetailPage() {
  return <PageShell heading="Clip" />;
}
