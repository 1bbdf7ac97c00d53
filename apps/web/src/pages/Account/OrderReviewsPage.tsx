import { formatDisplayDate, type OrderReview } from '@clipmarket/core';
import { routes } from '@clipmarket/core/routes';
import { formatAmount } from '@clipmarket/ui';
import useSWR from 'swr';
import { call } from '../../api/client';
import { useSession } from '../../auth/AuthProvider';
import { useSessionGate } from '../../auth/useSessionGate';
import { AccountShell } from '../../components/AccountShell';
import NotFoundPage from '../NotFound/NotFoundPage';
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
    received: 'Received',
    order: 'Order',
    buyer: 'Buyer',
    paid: 'Paid',
    expected: 'Checkout',
    reasons: 'Why it is held',
  },
  testOrder: 'Test order',
} as const;

const COPY = ORDER_REVIEWS_COPY;

/** The SWR key of the list. */
export const orderReviewsKey = ['orderReviews'] as const;

/**
 * `/licensing/account/order-reviews`: the paid orders held for review (docs/adr/0054), for staff only. Anyone
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
  if (list.data.data.length === 0) return <p css={styles.muted}>{COPY.empty}</p>;
  return (
    <div css={styles.section}>
      <table css={styles.table} aria-label={COPY.label}>
        <thead>
          <tr>
            <th scope="col">{COPY.columns.received}</th>
            <th scope="col">{COPY.columns.order}</th>
            <th scope="col">{COPY.columns.buyer}</th>
            <th scope="col">{COPY.columns.paid}</th>
            <th scope="col">{COPY.columns.expected}</th>
            <th scope="col">{COPY.columns.reasons}</th>
          </tr>
        </thead>
        <tbody>
          {list.data.data.map((review) => (
            <ReviewRow key={review.id} review={review} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ReviewRow({ review }: { review: OrderReview }) {
  return (
    <tr>
      <td>{formatDisplayDate(review.receivedAt)}</td>
      <td>
        {review.name ?? review.storefrontOrderId}
        <br />
        <span css={styles.muted}>{review.checkoutReference}</span>
        {review.test ? (
          <>
            <br />
            <span css={styles.badge}>{COPY.testOrder}</span>
          </>
        ) : null}
      </td>
      <td>{review.userEmail}</td>
      <td>{formatAmount(review.subtotalCents, review.currency)}</td>
      <td>{formatAmount(review.expectedCents, review.currency)}</td>
      <td>
        <ul>
          {review.reasons.map((reason, i) => (
            <li key={`${reason.code}-${i}`}>{reason.message}</li>
          ))}
        </ul>
      </td>
    </tr>
  );
}
