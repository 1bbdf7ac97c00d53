import { PageShell } from '../../components/PageShell';

/** Placeholder until this page is built. */
export default function ResetPasswordPage() {
  return <PageShell heading="Reset your password" />;
}
