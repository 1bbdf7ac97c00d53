import { PageShell } from '../../components/PageShell';

/** Placeholder until this page is built. */
export default function WirePage() {
  return <PageShell heading="The Wire" />;
}
