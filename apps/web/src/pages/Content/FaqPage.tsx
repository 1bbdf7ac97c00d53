import { PageShell } from '../../components/PageShell';

/** Placeholder until this page is built. */
export default function FaqPage() {
  return <PageShell heading="FAQ" />;
}
