import {
  formatDisplayDate,
  formatJvId,
  PAGES,
  taxLineLabel,
  type BillingDetails,
  type Order,
  type OrderLine,
} from '@clipmarket/core';
import { buttonStyles, formatAmount, InlineAlert, Skeleton, SkeletonGroup } from '@clipmarket/ui';
import { Link, useParams } from 'wouter';
import { isNotFound } from '../../api/client';
import { AccountShell } from '../../components/AccountShell';
import { AppLink } from '../../components/AppLink';
import NotFoundPage from '../../components/NotFoundPage';
import { SignInRequired } from '../../components/SignInRequired';
import { useSessionGate } from '../../session/useSessionGate';
import { LICENCES_COPY } from './copy';
import { ORDER_INVOICE_COPY } from './invoiceCopy';
import { useOrder } from './useLicences';
import * as styles from './OrderPage.styles';

const COPY = LICENCES_COPY.order;
const INVOICE = ORDER_INVOICE_COPY;

/**
 * The billing details form in Account › Profile, by its anchor (commerce's `billingDetailsPath`, written out: an
 * import would put the billing details' chunk in every page's route table). The page's test follows it there.
 */
const BILLING_DETAILS_PATH = `${PAGES.accountProfile.path()}#billing-details`;

/**
 * One of the buyer's orders (`/account/history/orders/{orderNumber}`, opened from the history): its date and
 * payment state, its lines with their licences and certificates, the figures as the server gave them
 * (subtotal, discount codes, tax, total, gift cards, refunds; the page adds up nothing), who the receipt is
 * made out to, and the receipt. Another user's order, or a number no order has, is not found.
 */
export default function OrderPage() {
  const { orderNumber = '' } = useParams<{ orderNumber: string }>();
  const gate = useSessionGate();
  const order = useOrder(gate === 'signedIn' ? orderNumber : null);

  // No such order of this buyer's (404), or a number no order can have (400; core's ORDER_NUMBER_PATTERN is not
  // checked here, as reading it would keep the billing rules beside it in every page's download).
  if (order.error && !order.data && isNotFound(order.error)) return <NotFoundPage />;

  return (
    <AccountShell
      heading={COPY.heading(orderNumber)}
      lead={COPY.lead}
      aside={
        order.data ? (
          <a href={order.data.receiptUrl} download css={buttonStyles.secondaryButton}>
            {order.data.invoice && !order.data.invoice.paidOn ? INVOICE.download : COPY.receipt}
          </a>
        ) : null
      }
    >
      {gate === 'checking' ? (
        <p role="status" css={styles.muted}>
          {COPY.checking}
        </p>
      ) : gate === 'signedOut' ? (
        <SignInRequired reason={COPY.signInReason} />
      ) : order.data ? (
        <OrderDetails order={order.data} />
      ) : order.error ? (
        <InlineAlert tone="error" onRetry={() => void order.mutate()} retryLabel={COPY.retry}>
          {COPY.loadFailed}
        </InlineAlert>
      ) : (
        <SkeletonGroup label={COPY.loading} css={styles.loading}>
          <Skeleton lines={3} />
        </SkeletonGroup>
      )}
    </AccountShell>
  );
}

function OrderDetails({ order }: { order: Order }) {
  const money = (cents: number) => formatAmount(cents, order.currency);
  return (
    <div css={styles.page}>
      <dl css={styles.facts}>
        <div>
          <dt>{COPY.date}</dt>
          <dd>
            <time dateTime={order.date}>{formatDisplayDate(order.date)}</time>
          </dd>
        </div>
        <div>
          <dt>{COPY.payment}</dt>
          <dd data-status={order.status} css={styles.status}>
            {COPY.status[order.status]}
          </dd>
          {order.invoice ? <InvoiceTerms invoice={order.invoice} /> : null}
        </div>
        {order.storefrontName ? (
          <div>
            <dt>{COPY.shopOrder}</dt>
            <dd>{order.storefrontName}</dd>
          </div>
        ) : null}
        {order.invoice ? (
          <div>
            <dt>{INVOICE.poNumber}</dt>
            <dd>{order.invoice.poNumber}</dd>
          </div>
        ) : null}
      </dl>
      {order.invoice && !order.invoice.paidOn && !order.invoice.cancelledAt ? (
        <HowToPay number={order.number} invoice={order.invoice} />
      ) : null}

      <section aria-labelledby="order-lines" css={styles.section}>
        <h2 id="order-lines" css={styles.sectionHeading}>
          {COPY.linesHeading}
        </h2>
        <div css={styles.tableScroll}>
          <table css={styles.table} aria-labelledby="order-lines">
            <thead>
              <tr>
                <th scope="col">{COPY.columns.item}</th>
                <th scope="col">{COPY.columns.product}</th>
                <th scope="col">{COPY.columns.project}</th>
                <th scope="col">{COPY.columns.licence}</th>
                <th scope="col" data-numeric>
                  {COPY.columns.amount}
                </th>
              </tr>
            </thead>
            <tbody>
              {order.lines.map((line) => (
                <OrderLineRow key={line.id} line={line} money={money} />
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="order-summary" css={styles.section}>
        <h2 id="order-summary" css={styles.sectionHeading}>
          {COPY.summaryHeading}
        </h2>
        <dl css={styles.figures}>
          <div>
            <dt>{COPY.subtotal}</dt>
            <dd data-amount="subtotal">{money(order.subtotalCents)}</dd>
          </div>
          {order.discounts.map((discount, index) => (
            <div key={`${discount.code ?? ''}-${index}`}>
              <dt>{COPY.discount(discount.code)}</dt>
              <dd data-amount="discount">−{money(discount.amountCents)}</dd>
            </div>
          ))}
          {order.tax.lines.length === 0 ? (
            <div>
              <dt>{COPY.noTax}</dt>
              <dd data-amount="tax">{money(order.tax.cents)}</dd>
            </div>
          ) : (
            order.tax.lines.map((tax, index) => (
              <div key={`${tax.title}-${index}`}>
                {/* The storefront's title and rate, 'VAT 20%', as the receipt prints it. */}
                <dt>{order.tax.included ? COPY.taxIncluded(taxLineLabel(tax)) : taxLineLabel(tax)}</dt>
                <dd data-amount="tax">{money(tax.amountCents)}</dd>
              </div>
            ))
          )}
          <div css={styles.total}>
            <dt>{COPY.total}</dt>
            <dd data-amount="total">{money(order.totalCents)}</dd>
          </div>
          {order.giftCards.map((card, index) => (
            <div key={`${card.lastCharacters}-${index}`}>
              <dt>{COPY.giftCard(card.lastCharacters)}</dt>
              <dd data-amount="giftCard">−{money(card.amountCents)}</dd>
            </div>
          ))}
          {order.refundedCents > 0 ? (
            <div css={styles.refunded}>
              <dt>{COPY.refunded}</dt>
              <dd data-amount="refunded">−{money(order.refundedCents)}</dd>
            </div>
          ) : null}
        </dl>
      </section>

      <section aria-labelledby="order-billing" css={styles.section}>
        <h2 id="order-billing" css={styles.sectionHeading}>
          {order.invoice && !order.invoice.paidOn ? INVOICE.billingHeading : COPY.billingHeading}
        </h2>
        {order.billing ? (
          <BillingAddress billing={order.billing} />
        ) : (
          <p css={styles.muted}>{COPY.noBilling(order.buyerEmail)}</p>
        )}
        <p css={styles.change}>
          <Link href={BILLING_DETAILS_PATH} css={buttonStyles.textLink}>
            {order.billing ? COPY.changeBilling : COPY.addBilling}
          </Link>{' '}
          {COPY.changeBillingHint}
        </p>
      </section>

      <p>
        <Link href={PAGES.accountHistory.path()} css={buttonStyles.textLink}>
          {COPY.backToHistory}
        </Link>
      </p>
    </div>
  );
}

function OrderLineRow({ line, money }: { line: OrderLine; money: (cents: number) => string }) {
  const project = [
    line.projectName ? COPY.project(line.projectName) : null,
    line.poNumber ? COPY.poNumber(line.poNumber) : null,
  ].filter(Boolean);
  const revoked = line.revokedAt
    ? (line.kind === 'licence' ? COPY.revokedOn : COPY.refundedOn)(formatDisplayDate(line.revokedAt))
    : null;
  return (
    <tr data-revoked={revoked ? true : undefined}>
      <th scope="row" data-label={COPY.columns.item}>
        {(line.kind === 'licence' || line.kind === 'upgrade') && line.jmId ? (
          <AppLink href={PAGES.view.href({ videoId: line.jmId })} css={buttonStyles.textLink}>
            {line.title}
          </AppLink>
        ) : (
          <span>{line.title}</span>
        )}
        {line.jmId ? <span css={styles.meta}>{formatJvId(line.jmId)}</span> : null}
        {revoked ? <span css={styles.revoked}>{revoked}</span> : null}
      </th>
      <td data-label={COPY.columns.product}>
        {line.productName ?? '—'}
        {line.quantity > 1 ? <span css={styles.meta}>{COPY.quantity(line.quantity)}</span> : null}
      </td>
      <td data-label={COPY.columns.project}>
        {project.length > 0 ? project.map((text) => <span key={text}>{text}</span>) : '—'}
      </td>
      <td data-label={COPY.columns.licence}>
        {line.licenceNumber && line.certificateUrl ? (
          <a
            href={line.certificateUrl}
            download
            css={[buttonStyles.textLink, styles.mono]}
            aria-label={COPY.certificateLabel(line.licenceNumber)}
          >
            {line.licenceNumber}
          </a>
        ) : (
          (line.licenceNumber ?? COPY.noLicence)
        )}
      </td>
      <td data-label={COPY.columns.amount} data-numeric>
        {money(line.amountCents)}
        {line.paidWith === 'credit' ? <span css={styles.meta}>{COPY.paidWithCredit}</span> : null}
        {/* What the line paid once the order's discount fell on it: the licence's price on its certificate. */}
        {line.paidWith === 'money' && line.discountCents > 0 ? (
          <span css={styles.meta}>{COPY.afterDiscount(money(line.amountCents - line.discountCents))}</span>
        ) : null}
      </td>
    </tr>
  );
}

type OrderInvoice = NonNullable<Order['invoice']>;

/** Under an order placed on account's payment state: when its invoice is due, or when it was paid. */
function InvoiceTerms({ invoice }: { invoice: OrderInvoice }) {
  if (invoice.cancelledAt) return null;
  return (
    <dd data-invoice={invoice.paidOn ? 'paid' : 'open'} css={styles.invoiceTerms}>
      {invoice.paidOn ? (
        INVOICE.paidOn(formatDisplayDate(invoice.paidOn))
      ) : (
        <>
          <time dateTime={invoice.dueDate}>{INVOICE.due(formatDisplayDate(invoice.dueDate))}</time>
          {invoice.overdue ? <span css={styles.overdue}>{INVOICE.overdue}</span> : null}
        </>
      )}
    </dd>
  );
}

/** An open invoice: how to pay it (the seller's bank details, or whom to ask for them). */
function HowToPay({ number, invoice }: { number: string; invoice: OrderInvoice }) {
  return (
    <section aria-labelledby="order-how-to-pay" css={[styles.section, styles.howToPay]}>
      <h2 id="order-how-to-pay" css={styles.sectionHeading}>
        {INVOICE.howToPay}
      </h2>
      <p>{INVOICE.payByTransfer(formatDisplayDate(invoice.dueDate), number)}</p>
      {invoice.bankDetails.length > 0 ? (
        <address css={styles.address}>
          {invoice.bankDetails.map((line, index) => (
            <span key={`${index}-${line}`}>{line}</span>
          ))}
        </address>
      ) : (
        <p>
          <Link href={PAGES.inquiry.path()} css={buttonStyles.textLink}>
            {INVOICE.noBankDetails}
          </Link>
        </p>
      )}
      <p css={styles.muted}>{INVOICE.granted}</p>
    </section>
  );
}

/** A country's name in the reader's language ('GB' → 'United Kingdom'), else its code. */
function countryName(code: string): string {
  try {
    return new Intl.DisplayNames([navigator.language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The billing details as a receipt prints them: one line each. */
function BillingAddress({ billing }: { billing: BillingDetails }) {
  const place = [billing.postalCode, billing.city].filter(Boolean).join(' ');
  const lines = [
    billing.name,
    billing.company,
    billing.addressLine1,
    billing.addressLine2,
    place || null,
    billing.region,
    billing.country ? countryName(billing.country) : null,
    billing.vatNumber ? COPY.vatNumber(billing.vatNumber) : null,
  ].filter((line): line is string => Boolean(line));
  return (
    <address css={styles.address}>
      {lines.map((line, index) => (
        <span key={`${index}-${line}`}>{line}</span>
      ))}
    </address>
  );
}
