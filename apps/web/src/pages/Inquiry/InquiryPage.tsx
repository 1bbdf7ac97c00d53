import { PageShell } from '../../components/PageShell';

/** Placeholder until this page is built. */
export default function InquiryPage() {
  return <PageShell heading="Licensing inquiry" />;
}
