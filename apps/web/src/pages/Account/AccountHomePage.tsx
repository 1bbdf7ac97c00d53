import { PageShell } from '../../components/PageShell';

/** Placeholder until this page is built. */
export default function AccountHomePage() {
  return <PageShell heading="Account" />;
}
