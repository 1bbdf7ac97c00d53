import {
  ApiRequestError,
  LICENCE_LINKS,
  LICENCE_TIER_TEXT,
  formatAllowance,
  formatDisplayDate,
  type CheckoutTermsResponse,
  PAGES,
} from '@clipmarket/core';
import {
  buttonStyles,
  formatAmount,
  InlineAlert,
  LICENCE_CERTIFICATE_TEXT,
  Skeleton,
  SkeletonGroup,
} from '@clipmarket/ui';
import { useSearchParams } from 'wouter';
import { AppLink } from '../../components/AppLink';
import { PageShell } from '../../components/PageShell';
import { LICENCES_COPY } from './copy';
import { termsQueryOf } from './termsQuery';
import { useCheckoutTerms } from './useLicences';
import * as styles from './CheckoutTermsPage.styles';

const COPY = LICENCES_COPY.terms;
const TERMS = LICENCE_CERTIFICATE_TEXT;

/**
 * `/checkout/terms?id=…&reference=…&subtotal=…&currency=…&date=…`, reached by the server's short
 * link after an order: its fields are checked against a real order (the terms check), and only then are the
 * order and the terms it was bought under shown. A link that matches no order says so.
 */
export default function CheckoutTermsPage() {
  const [params] = useSearchParams();
  const query = termsQueryOf(params);
  const terms = useCheckoutTerms(query);
  const error = terms.error as unknown;

  // A 400 is a link the server cannot read: it matches no order either.
  const mismatch =
    query === null ||
    terms.data?.valid === false ||
    (error instanceof ApiRequestError && error.status === 400);

  return (
    // The lead promises terms: it goes with them, not with a link that matches no order.
    <PageShell heading={COPY.heading} lead={mismatch ? undefined : COPY.lead}>
      <div css={styles.stack}>
        {mismatch ? (
          <Mismatch />
        ) : terms.data?.order ? (
          <OrderTerms order={terms.data.order} />
        ) : error ? (
          <InlineAlert
            tone="error"
            titleAs="h2"
            title={COPY.failedHeading}
            onRetry={() => void terms.mutate()}
            retryLabel={COPY.retry}
          >
            {COPY.failedBody}
          </InlineAlert>
        ) : (
          <SkeletonGroup label={COPY.checking}>
            {[70, 45, 60].map((width) => (
              <Skeleton key={width} width={`${width}%`} />
            ))}
          </SkeletonGroup>
        )}
        <div css={styles.links}>
          <a href={LICENCE_LINKS.fullTermsPdf} css={buttonStyles.secondaryButton}>
            {LICENCE_TIER_TEXT.fullTermsLabel}
          </a>
        </div>
      </div>
    </PageShell>
  );
}

function Mismatch() {
  return (
    <InlineAlert
      tone="warning"
      role="alert"
      titleAs="h2"
      title={COPY.mismatchHeading}
      action={
        <AppLink href={PAGES.accountHistory.href()} css={buttonStyles.textLink}>
          {COPY.historyLink}
        </AppLink>
      }
    >
      {COPY.mismatchBody}
    </InlineAlert>
  );
}

type Order = NonNullable<CheckoutTermsResponse['order']>;

function OrderTerms({ order }: { order: Order }) {
  return (
    <>
      <section css={styles.section} aria-labelledby="terms-order">
        <h2 id="terms-order" css={styles.sectionHeading}>
          {COPY.orderHeading}
        </h2>
        <dl css={styles.facts}>
          <dt>{COPY.order}</dt>
          <dd>{order.name}</dd>
          <dt>{COPY.reference}</dt>
          <dd>{order.reference}</dd>
          <dt>{COPY.date}</dt>
          <dd>
            <time dateTime={order.date}>{formatDisplayDate(order.date)}</time>
          </dd>
          <dt>{COPY.subtotal}</dt>
          <dd>{formatAmount(order.subtotalCents, order.currency)}</dd>
          <dt>{COPY.licences}</dt>
          <dd>{order.licenceCount}</dd>
        </dl>
      </section>
      {order.tiers.length > 0 ? (
        <section css={styles.section} aria-labelledby="terms-tiers">
          <h2 id="terms-tiers" css={styles.sectionHeading}>
            {COPY.tiersHeading}
          </h2>
          {/* A wide table scrolls in its own box; keyboard users reach it by Tab. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <div css={styles.tableBox} tabIndex={0} role="region" aria-labelledby="terms-tiers">
            <TermsTable tiers={order.tiers} />
          </div>
          <p css={styles.muted}>{LICENCE_TIER_TEXT.compilationRightsNotOffered}</p>
        </section>
      ) : null}
    </>
  );
}

/** The terms of each tier bought, side by side: one row per term, one column per tier. */
function TermsTable({ tiers }: { tiers: Order['tiers'] }) {
  const rows: { label: string; value: (terms: Order['tiers'][number]['terms']) => string }[] = [
    {
      label: TERMS.termLabels.monetization,
      value: (t) => (t.monetization ? TERMS.monetizationAllowed : TERMS.monetizationNotAllowed),
    },
    {
      label: TERMS.termLabels.watermark,
      value: (t) => (t.watermarked ? TERMS.watermarked : TERMS.watermarkFree),
    },
    { label: TERMS.termLabels.pagesOrChannels, value: (t) => formatAllowance(t.pagesOrChannels) },
    { label: TERMS.termLabels.maxAudience, value: (t) => formatAllowance(t.maxAudience) },
    { label: TERMS.termLabels.postsPerChannel, value: (t) => formatAllowance(t.postsPerChannel) },
    { label: TERMS.termLabels.brands, value: (t) => formatAllowance(t.brands) },
    { label: TERMS.termLabels.distribution, value: (t) => t.distribution.join(', ') },
    { label: TERMS.termLabels.compilation, value: () => TERMS.compilationNotIncluded },
  ];
  return (
    <table css={styles.table}>
      <thead>
        <tr>
          <th scope="col">{COPY.term}</th>
          {tiers.map((tier) => (
            <th key={tier.tier} scope="col">
              {tier.tierName}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            {tiers.map((tier) => (
              <td key={tier.tier}>{row.value(tier.terms)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
