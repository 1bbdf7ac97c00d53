import { PageShell } from '../../components/PageShell';

/** Placeholder until this page is built. */
export default function ArticlePage() {
  return <PageShell heading="Article" />;
}
