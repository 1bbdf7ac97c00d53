// Paying on account (issue 32, item 6; docs/adr/0087): the terms, limits and messages, free of the schemas so
// browser code (the checkout, the profile, the staff page) reads them without the schema library (ADR 15;
// re-exported by ./invoices).

/** Days between an order placed on account and its invoice's due date. */
export const INVOICE_DUE_DAYS = 30;

export const INVOICE_LIMITS = {
  /** A credit limit staff may set, in cents ($1,000,000). */
  creditLimitMaxCents: 100_000_000,
  /** Why staff cancelled an invoice (kept with the act, and on the revoked licences). */
  reasonMax: 200,
  /** Open or settled invoices in one page of the staff's list. */
  pageMax: 100,
} as const;

/** Who approved an account, and who marked an invoice paid or cancelled it: the acts staff record. */
export const INVOICE_EVENT_KINDS = ['approved', 'withdrawn', 'paid', 'cancelled'] as const;

/** An invoice's standing in the staff's list (the order's own status words are ORDER_STATUS_WORDS). */
export const INVOICE_STATUSES = ['open', 'paid', 'cancelled'] as const;

/** The server's answers about paying on account, word for word (the app shows them as they come). */
export const INVOICE_MESSAGES = {
  /** A buyer's on-account checkout when staff have not approved the account (or withdrew it). */
  notApproved:
    'Your account is not approved to pay on account. Pay by card, or send us an inquiry to ask for invoice payment.',
  /** Paying on account needs a company to make the invoice out to (billing details). */
  noCompany:
    'Invoices are made out to a company: add your company to your billing details in Account › Profile, then try again.',
  /** The order and the account's open invoices together would pass its credit limit. */
  overLimit: (order: string, open: string, limit: string) =>
    `This order (${order}) and your open invoices (${open}) would be more than your account's limit of ${limit}. Pay an open invoice first, or pay this order by card.`,
  /** A Custom line (by inquiry) in the cart. */
  inquiryLine:
    'Your cart has a Custom licence, which is agreed by inquiry. Remove it, or send the inquiry first, to pay the rest on account.',
  /** A line of a kind that is paid by card only (a Discount Pack, a Gift Card, an upgrade). */
  cardOnly: (what: string) => `${what} can only be paid by card: remove it from your cart to pay on account.`,
  /** Credits pay for every line: there is no money to invoice. */
  nothingToInvoice:
    'Your Discount Pack credits pay for every line of this cart: use Checkout, there is nothing to invoice.',
  poMissing: 'Give the purchase order (PO) number the invoice should name.',
  staffOnly: 'Staff only.',
  accountMissing: 'No account has this e-mail address.',
  accountNoCompany:
    'This account has no billing details naming a company. Ask the buyer to add their company in Account › Profile first.',
  approvalMissing: 'This account is not approved to pay on account.',
  invoiceMissing: 'No invoice has this order number.',
  alreadyPaid: 'This invoice is already marked paid.',
  alreadyCancelled: 'This invoice is cancelled.',
  paidInFuture: 'The payment date cannot be later than today.',
  paidBeforeIssued: 'The payment date cannot be earlier than the invoice.',
  approved: (email: string) => `${email} may now pay on account.`,
  withdrawn: (email: string) => `${email} may no longer pay on account. Open invoices stay as they are.`,
  markedPaid: (orderNumber: string) => `Invoice ${orderNumber} is marked paid.`,
  cancelled: (orderNumber: string) => `Invoice ${orderNumber} is cancelled and its licences are revoked.`,
} as const;

/** The words an invoice is spoken of in, the same on its page, in its PDF and in its mail. */
export const INVOICE_WORDS = {
  /** The checkout's offer to approved accounts. */
  payOnAccount: `Pay on account (invoice, due in ${INVOICE_DUE_DAYS} days)`,
  /** An open invoice's due date, as its order page says it. */
  due: (date: string) => `Invoice due ${date}`,
  /** How to pay an open invoice. */
  payByTransfer: (dueDate: string, orderNumber: string) =>
    `Pay by bank transfer by ${dueDate}, quoting the order number ${orderNumber} as the payment reference.`,
  /** Said instead of bank details when the seller has not configured them (SELLER_BANK_DETAILS). */
  noBankDetails: 'Contact us for payment details.',
} as const;

/** A licence's order's invoice, when it was placed on account: due until staff mark it paid or cancel it. */
export interface LicenceInvoice {
  state: 'due' | 'paid' | 'cancelled';
  /** 'yyyy-MM-dd'. */
  dueOn: string;
}

/**
 * A licence's price as its certificate (the PDF and the account's preview) labels it: "Price paid", unless its
 * order is on an invoice that is not paid, yet or ever; a certificate must not call that price paid.
 */
export const LICENCE_PRICE_WORDS = {
  paid: 'Price paid',
  invoiced: 'Price invoiced',
  due: (price: string, date: string) => `${price}, invoice due ${date}`,
  cancelled: (price: string) => `${price}, invoice cancelled`,
} as const;

/** The label and value of a licence's price; `price` and `formatDay` are the caller's (PDF and page differ). */
export function licencePriceFact(
  invoice: LicenceInvoice | null,
  price: string,
  formatDay: (isoDay: string) => string,
): { label: string; value: string } {
  if (!invoice || invoice.state === 'paid') return { label: LICENCE_PRICE_WORDS.paid, value: price };
  return {
    label: LICENCE_PRICE_WORDS.invoiced,
    value:
      invoice.state === 'due'
        ? LICENCE_PRICE_WORDS.due(price, formatDay(invoice.dueOn))
        : LICENCE_PRICE_WORDS.cancelled(price),
  };
}

/** Why a cancelled invoice's licences were revoked, as the certificate and the buyer's history say it. */
export const INVOICE_REVOKED_REASON = 'Invoice cancelled';
