import { formatDisplayDate, type OrderReview } from '@clipmarket/core';
import { routes } from '@clipmarket/core/routes';
import { EmptyState, formatAmount } from '@clipmarket/ui';
import useSWR from 'swr';
import { call } from '../../api/client';
import { useSession } from '../../session/AuthProvider';
import { useSessionGate } from '../../session/useSessionGate';
import { AccountShell } from '../../components/AccountShell';
import NotFoundPage from '../../components/NotFoundPage';
import * as styles from './Account.styles';
import { GateFallback, LoadFailed, LoadingLines } from './AccountParts';

/** The page's words (staff only; the buyer's side says "held for review" on the checkout page). */
export const ORDER_REVIEWS_COPY = {
  heading: 'Orders held for review',
  lead:
    'Paid orders that did not match their checkout (a changed line, price, currency or subtotal) or that were ' +
    'test orders in production. They granted nothing: refund them in the store, or ask the buyer to check out ' +
    'again.',
  empty: 'No order is held for review.',
  label: 'Held orders',
  columns: {
    reference: 'Checkout',
    received: 'Received',
    buyer: 'Buyer',
    paid: 'Paid',
    expected: 'Checkout priced',
    reasons: 'Why it is held',
  },
  testOrder: 'Test order',
} as const;

const COPY = ORDER_REVIEWS_COPY;

/** The SWR key of the list. */
export const orderReviewsKey = ['orderReviews'] as const;

/**
 * `/account/order-reviews`: the paid orders held for review (docs/adr/0054), for staff only. Anyone
 * else gets the not-found page, as for the other staff tools (the server refuses the list with 403 too).
 */
export default function OrderReviewsPage() {
  const gate = useSessionGate();
  const { user } = useSession();
  if (gate === 'signedIn' && !user?.staff) return <NotFoundPage />;
  return (
    <AccountShell heading={COPY.heading} lead={COPY.lead}>
      {gate === 'signedIn' ? <OrderReviewList /> : <GateFallback gate={gate} />}
    </AccountShell>
  );
}

function OrderReviewList() {
  const list = useSWR(orderReviewsKey, () => call(routes.orderReviewsEndpoint, { query: { max: 100 } }));
  if (list.error && !list.data) return <LoadFailed onRetry={() => void list.mutate()} />;
  if (!list.data) return <LoadingLines />;
  if (list.data.data.length === 0) return <EmptyState description={COPY.empty} />;
  return (
    <ul css={[styles.stack, styles.section]} aria-label={COPY.label}>
      {list.data.data.map((review) => (
        <ReviewItem key={review.id} review={review} />
      ))}
    </ul>
  );
}

/** One held order: a box of its facts and its reasons (a list, not a table: it reads on a phone too). */
function ReviewItem({ review }: { review: OrderReview }) {
  const c = COPY.columns;
  return (
    <li css={styles.box}>
      <h2 css={styles.sectionHeading}>
        {review.name ?? review.storefrontOrderId}{' '}
        {review.test ? <span css={styles.badge}>{COPY.testOrder}</span> : null}
      </h2>
      <dl css={styles.details}>
        <dt>{c.reference}</dt>
        <dd>{review.checkoutReference}</dd>
        <dt>{c.received}</dt>
        <dd>{formatDisplayDate(review.receivedAt)}</dd>
        <dt>{c.buyer}</dt>
        <dd>{review.userEmail}</dd>
        <dt>{c.paid}</dt>
        <dd>{formatAmount(review.subtotalCents, review.currency)}</dd>
        <dt>{c.expected}</dt>
        <dd>{formatAmount(review.expectedCents, review.currency)}</dd>
      </dl>
      <h3 css={styles.muted}>{c.reasons}</h3>
      <ul>
        {review.reasons.map((reason, i) => (
          <li key={`${reason.code}-${i}`}>{reason.message}</li>
        ))}
      </ul>
    </li>
  );
}
