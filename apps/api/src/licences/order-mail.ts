import { formatJvId, PAGES, type Order } from '@clipmarket/core';
import type { MailMessage } from '../auth/mail';
import { formatMoney, longDay } from './format';
import { longDate, paymentLines, unpaidInvoice } from './invoice-words';
import { productLabel, taxSummary, type OrderView } from './order-view';

/** What the mail queue calls the confirmation of a paid order. */
export const ORDER_MAIL_KIND = 'order-confirmation';

/** What the mail queue calls the mail that says an order's invoice was paid. */
export const INVOICE_PAID_MAIL_KIND = 'invoice-paid';

function lineText(line: Order['lines'][number], currency: string): string[] {
  const amount =
    line.paidWith === 'credit' ? 'Discount Pack credit' : formatMoney(line.amountCents, currency);
  const clip = line.jmId && line.kind === 'licence' ? `${formatJvId(line.jmId)}  ` : '';
  const what = [productLabel(line), line.licenceNumber ? `licence ${line.licenceNumber}` : null]
    .filter(Boolean)
    .join(', ');
  return [`  ${clip}${line.title}`, `    ${what ? `${what}: ` : ''}${amount}`];
}

/**
 * The buyer's confirmation of a paid order: what was bought at what price, the discounts, the tax and the
 * total, and where to find it all again: the order page (receipt included), each licence's certificate, and
 * the clips' pages to download from. Plain text, as every mail of the server; every link absolute
 * (`baseUrl` is PUBLIC_BASE_URL, never a request's Host). The mail worker removes the links from its stored
 * copy once it is sent (ADR 58); the order page keeps them.
 */
export function orderConfirmationMail({ order, account }: OrderView, baseUrl: string): MailMessage {
  const money = (cents: number) => formatMoney(cents, order.currency);
  const orderPage = `${baseUrl}${PAGES.order.href({ orderNumber: order.number })}`;
  // An order placed on account: the mail says when and how to pay its invoice (invoice-words.ts, docs/adr/0087).
  const invoice = unpaidInvoice(order);
  const licences = order.lines.filter((line) => line.licenceNumber !== null);
  const clips = [...new Map(licences.map((line) => [line.jmId!, line])).values()];

  const totals = [
    `Subtotal: ${money(order.subtotalCents)}`,
    ...order.discounts.map(
      (discount) => `Discount${discount.code ? ` ${discount.code}` : ''}: -${money(discount.amountCents)}`,
    ),
    `Tax: ${taxSummary(order)}`,
    `Total: ${money(order.totalCents)} ${order.currency}`,
    ...order.giftCards.map(
      (card) => `Paid with the gift card ending in ${card.lastCharacters}: ${money(card.amountCents)}`,
    ),
  ];

  const text = [
    `Hello ${account.name},`,
    '',
    invoice
      ? `Thank you for your order ${order.number}, placed on account on ${longDay(new Date(order.date))} with your purchase order ${invoice.poNumber}. Your licences are granted now; the invoice is due on ${longDate(invoice.dueDate)}.`
      : `Thank you for your order ${order.number}, paid on ${longDay(new Date(order.date))}.`,
    ...(order.storefrontName ? [`The shop's receipt names it ${order.storefrontName}.`] : []),
    '',
    `What you bought (${order.lines.length}):`,
    ...order.lines.flatMap((line) => lineText(line, order.currency)),
    '',
    ...totals,
    ...(invoice ? ['', ...paymentLines(order, invoice)] : []),
    '',
    `Your order, its ${invoice ? 'invoice' : 'receipt'} and its licences:`,
    orderPage,
    ...(licences.length > 0
      ? [
          '',
          'Licence certificates (sign in to open them):',
          ...licences.map((line) => `  ${line.licenceNumber}: ${baseUrl}${line.certificateUrl ?? ''}`),
          '',
          'Download your clips from their pages, or from Account > History:',
          ...clips.map(
            (line) => `  ${formatJvId(line.jmId!)}: ${baseUrl}${PAGES.view.href({ videoId: line.jmId! })}`,
          ),
          `  Account > History: ${baseUrl}${PAGES.accountHistory.href()}`,
        ]
      : []),
    '',
    'Clipmarket',
  ].join('\n');

  return {
    to: account.email,
    kind: ORDER_MAIL_KIND,
    subject: invoice
      ? `Your Clipmarket order ${order.number}: invoice due ${longDate(invoice.dueDate)}`
      : `Your Clipmarket order ${order.number}`,
    text,
  };
}

/**
 * The buyer's word that an invoice was paid (docs/adr/0087), when staff mark it paid: the order, its PO, the
 * amount and the day, and the order page, where its PDF is now a receipt. One per order: marking an invoice paid
 * twice is refused.
 */
export function invoicePaidMail({ order, account }: OrderView, baseUrl: string): MailMessage {
  const orderPage = `${baseUrl}${PAGES.order.href({ orderNumber: order.number })}`;
  const amount = `${formatMoney(order.totalCents, order.currency)} ${order.currency}`;
  const po = order.invoice ? ` (purchase order ${order.invoice.poNumber})` : '';
  const paidOn = order.invoice?.paidOn ? `, recorded as paid on ${longDate(order.invoice.paidOn)}` : '';
  return {
    to: account.email,
    kind: INVOICE_PAID_MAIL_KIND,
    subject: `Payment received for your Clipmarket order ${order.number}`,
    text: [
      `Hello ${account.name},`,
      '',
      `Thank you: we have received the payment of ${amount} for your order ${order.number}${po}${paidOn}.`,
      '',
      'Your receipt and your licences:',
      orderPage,
      '',
      'Clipmarket',
    ].join('\n'),
  };
}
