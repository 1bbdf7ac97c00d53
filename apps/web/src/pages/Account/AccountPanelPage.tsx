import { PageShell } from '../../components/PageShell';

/** Placeholder until this page is built. */
export default function AccountPanelPage() {
  return <PageShell heading="Account" />;
}
