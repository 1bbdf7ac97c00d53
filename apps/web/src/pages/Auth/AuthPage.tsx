import { PageShell } from '../../components/PageShell';

/** Placeholder until this page is built. */
export default function AuthPage() {
  return <PageShell heading="Log in" />;
}
