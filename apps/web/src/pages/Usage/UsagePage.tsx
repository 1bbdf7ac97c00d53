import { UsageDeclaration } from '@clipmarket/ui';
import { useSession } from '../../auth/AuthProvider';
import { PageShell } from '../../components/PageShell';
import { SignInRequired } from '../../components/SignInRequired';

/**
 * The monthly usage declaration (spec section 2: /licensing/account/usage). Downloads arrive with commerce;
 * until then a signed-in user sees the declaration with no months to declare.
 */
export default function UsagePage() {
  const { user, status } = useSession();
  return (
    <PageShell
      heading="Usage declaration"
      lead="Each month, mark the downloaded clips you used and declare them."
    >
      {user ? (
        <UsageDeclaration periods={[]} status="ready" />
      ) : status === 'pending' ? null : (
        <SignInRequired reason="to declare your usage" />
      )}
    </PageShell>
  );
}
