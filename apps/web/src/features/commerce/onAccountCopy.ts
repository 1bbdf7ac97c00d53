import { INVOICE_DUE_DAYS, INVOICE_WORDS } from '@clipmarket/core';

/**
 * The words of paying on account (docs/adr/0087) in the checkout and the profile. Apart from copy.ts on
 * purpose, as billingCopy.ts is: copy.ts sits in the chunk every page loads, and these words are for two pages.
 * The server's refusals (not approved, over the limit…) come as it words them.
 */
export const ON_ACCOUNT_COPY = {
  /** The checkout's offer, to approved company accounts only. */
  heading: 'Company account: pay by invoice',
  lead: (company: string) =>
    `Your licences are granted now. The invoice for the total above (no tax is added), made out to ${company}, is due in ${INVOICE_DUE_DAYS} days; pay it by bank transfer.`,
  limit: (open: string, limit: string) => `Open invoices: ${open} of your ${limit} limit.`,
  poLabel: 'Purchase order (PO) number',
  poHint: 'Printed on the invoice and on every licence certificate.',
  submit: INVOICE_WORDS.payOnAccount,
  submitting: 'Placing your order…',
  placed: (orderNumber: string) => `Order ${orderNumber} placed on account.`,
  failed: 'Your order could not be placed. Nothing was ordered; please try again.',

  /** Account › Profile's section. */
  profileHeading: 'Invoice payment',
  profileAvailable: (company: string) =>
    `Your account may pay on account: at checkout, choose “${INVOICE_WORDS.payOnAccount}” and give your purchase order number. Invoices are made out to ${company}.`,
  profileNeedsCompany:
    'Your account may pay on account, but invoices are made out to a company: add your company to your billing details above.',
  profileUnavailable: `Company accounts our team approves can pay on account: an invoice with your purchase order number, due in ${INVOICE_DUE_DAYS} days, instead of a card. To ask for it, send us an inquiry naming your company.`,
  profileAddCompany: 'Add your company to your billing details above first: invoices are made out to it.',
  profileAsk: 'Ask for invoice payment',
  noLimit: 'No credit limit.',
  loadFailed: 'Whether your account may pay by invoice could not be loaded.',
  retry: 'Try again',
} as const;
