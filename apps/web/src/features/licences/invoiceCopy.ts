import { INVOICE_WORDS } from '@clipmarket/core';

/**
 * An order placed on account, as its page says it (docs/adr/0087): its PO, its invoice's due date or the day it
 * was paid, and how to pay it. The sentence on paying is core's, as the PDF and the mail print it.
 */
export const ORDER_INVOICE_COPY = {
  due: INVOICE_WORDS.due,
  overdue: 'Overdue',
  paidOn: (date: string): string => `Paid on ${date}`,
  poNumber: 'PO number',
  /** Whom an unpaid invoice is made out to (a paid one's is the receipt's). */
  billingHeading: 'Invoice made out to',
  /** The PDF is an invoice until it is paid. */
  download: 'Download invoice (PDF)',
  howToPay: 'How to pay',
  payByTransfer: INVOICE_WORDS.payByTransfer,
  /** Without the seller's bank details: a link to the licensing inquiry. */
  noBankDetails: INVOICE_WORDS.noBankDetails,
  granted: 'Your licences are granted now; they stay yours once the invoice is paid.',
} as const;
