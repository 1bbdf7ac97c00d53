import { LICENCE_LINKS, LICENCE_TIER_TEXT } from '@clipmarket/core';
import { buttonStyles } from '@clipmarket/ui';
import { useSearchParams } from 'wouter';
import { PageShell } from '../../components/PageShell';
import * as styles from './CheckoutTermsPage.styles';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * The terms of an order, reached through a shortened link (spec section 2: query fields id, reference,
 * subtotal and others). Shows what the link carries and the licence terms that apply.
 */
export default function CheckoutTermsPage() {
  const [params] = useSearchParams();
  const reference = params.get('reference');
  const id = params.get('id');
  const subtotal = Number(params.get('subtotal'));
  const others = [...params.entries()].filter(([key]) => !['id', 'reference', 'subtotal'].includes(key));
  return (
    <PageShell
      heading="Licence terms for your order"
      lead="These terms apply to every clip licensed in this order."
    >
      <dl css={styles.facts}>
        {reference ? (
          <>
            <dt>Order reference</dt>
            <dd>{reference}</dd>
          </>
        ) : null}
        {id ? (
          <>
            <dt>Checkout</dt>
            <dd>{id}</dd>
          </>
        ) : null}
        {Number.isFinite(subtotal) && params.has('subtotal') ? (
          <>
            <dt>Subtotal</dt>
            <dd>{usd.format(subtotal)}</dd>
          </>
        ) : null}
        {others.map(([key, value]) => (
          <div key={key} css={styles.pair}>
            <dt>{key}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {!reference && !id ? (
        <p>This link carries no order details; the terms below apply to every order.</p>
      ) : null}
      <p>
        Each clip is licensed for the tier bought, for digital publishing.{' '}
        {LICENCE_TIER_TEXT.compilationRightsNotOffered}
      </p>
      <a href={LICENCE_LINKS.fullTermsPdf} css={buttonStyles.primaryButton}>
        {LICENCE_TIER_TEXT.fullTermsLabel}
      </a>
    </PageShell>
  );
}
