import { INVOICE_WORDS, type Order } from '@clipmarket/core';
import { longDay } from './format';

/**
 * How the receipt PDF and the confirmation mail speak of an order placed on account (docs/adr/0087), in one
 * place so the two say the same: until it is paid the document is an invoice, with its due date and how to
 * pay it (by bank transfer, quoting the order number; the seller's SELLER_BANK_DETAILS, or, without them, to
 * ask for them: no bank details are ever made up); once paid, a receipt like any other.
 */

export type OrderInvoice = NonNullable<Order['invoice']>;

/** '3 January 2027' for '2027-01-03' (a day, not an instant: read as UTC, as every date the server prints). */
export const longDate = (day: string): string => longDay(new Date(`${day}T00:00:00Z`));

/** The order's invoice while it is one (unpaid, open or cancelled); null for an order paid, now or before. */
export function unpaidInvoice(order: Pick<Order, 'invoice'>): OrderInvoice | null {
  return order.invoice && !order.invoice.paidOn ? order.invoice : null;
}

/** What the order's PDF is: an invoice until it is paid, then a receipt. */
export function documentName(order: Pick<Order, 'invoice'>): 'Invoice' | 'Receipt' {
  return unpaidInvoice(order) ? 'Invoice' : 'Receipt';
}

/** How to pay an open invoice: the transfer and its reference, then the bank details (or whom to ask). */
export function paymentLines(order: Pick<Order, 'number'>, invoice: OrderInvoice): string[] {
  return [
    INVOICE_WORDS.payByTransfer(longDate(invoice.dueDate), order.number),
    ...(invoice.bankDetails.length > 0 ? invoice.bankDetails : [INVOICE_WORDS.noBankDetails]),
  ];
}
