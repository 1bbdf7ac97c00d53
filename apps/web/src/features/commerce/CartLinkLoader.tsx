import { lazy, Suspense } from 'react';
import { useSession } from '../../session/AuthProvider';

// Only a signed-in buyer has a cart, and a session is confirmed in the browser, never in the server's first
// render: the link loads with the session, and a visitor's pages carry none of it.
const LazyCartLink = lazy(() => import('./CartLink').then((module) => ({ default: module.CartLink })));

/** The header's cart link (CartLink) for a signed-in buyer, loaded when the session is confirmed. */
export function CartLink() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <LazyCartLink />
    </Suspense>
  );
}
