import { CartSummary } from '@clipmarket/ui';
import { useParams } from 'wouter';
import { useSession } from '../../auth/AuthProvider';
import { AppLink } from '../../components/AppLink';
import { PageShell } from '../../components/PageShell';
import { SignInRequired } from '../../components/SignInRequired';

/**
 * Checkout for a playlist (spec section 2: /licensing/checkout/{playlistUUID?}). The cart and the storefront
 * arrive with commerce; until then the page shows its layout with the cart as it stands: empty.
 */
export default function CheckoutPage() {
  const { playlistUUID } = useParams<{ playlistUUID?: string }>();
  const { user, status } = useSession();
  return (
    <PageShell
      heading="Checkout"
      lead={
        playlistUUID
          ? 'License the clips of this playlist through our secure storefront.'
          : 'License the clips in your cart through our secure storefront.'
      }
    >
      {user ? (
        <CartSummary items={[]} status="ready" inquiryHref="/licensing/inquiry" linkComponent={AppLink} />
      ) : status === 'pending' ? null : (
        <SignInRequired reason="to check out" />
      )}
    </PageShell>
  );
}
