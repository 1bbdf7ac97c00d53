import { z } from './zod';
import { endpoint } from './endpoint';
import { ENDPOINT_PATHS } from './endpointPaths';
import { COMMERCE_LIMITS } from './commerceRules';
import { licenceSummarySchema, orderNumberSchema } from './commerce';
import { INVOICE_LIMITS, INVOICE_MESSAGES, INVOICE_STATUSES } from './invoiceRules';

export * from './invoiceRules';

/**
 * Paying on account (issue 32, item 6; docs/adr/0087): a company account that staff approved checks out its
 * cart with a purchase order (PO) number instead of a card. The order is recorded at once, unpaid, with an
 * invoice due INVOICE_DUE_DAYS later, and its licences are granted at once; staff mark the invoice paid, or
 * cancel it (which revokes the licences as a refund does). Staff powers are the order reviews' (a verified
 * company address, a grant and a second factor: ADR 56); anyone else gets 403.
 */

const cents = z.number().int();
const timestamp = z.string();
/** 'yyyy-MM-dd'. */
const day = z.iso.date('Use the date format yyyy-MM-dd.');

// ---------------------------------------------------------------------------------------------------------
// The buyer's side

export const onAccountStatusSchema = z.object({
  /** Staff approved the account, and its billing details name a company: the checkout offers it. */
  available: z.boolean(),
  /** Staff approved the account (it may still lack the company `available` needs). */
  approved: z.boolean(),
  /** The company invoices are made out to (the billing details'); null when none is given. */
  company: z.string().nullable(),
  /** The most the account's open invoices may add up to; null: no limit. */
  creditLimitCents: cents.nullable(),
  /** What the account's open (unpaid, not cancelled) invoices add up to. */
  openCents: cents,
  currency: z.string().length(3),
  /** Days from an order to its invoice's due date. */
  dueDays: z.number().int(),
});
export type OnAccountStatus = z.output<typeof onAccountStatusSchema>;

export const onAccountStatusEndpoint = endpoint({
  ...ENDPOINT_PATHS.onAccountStatusEndpoint,
  auth: 'user',
  summary: 'Whether you may pay on account (invoice with a PO number), your credit limit and open invoices',
  tag: 'Commerce',
  response: onAccountStatusSchema,
  errors: { 401: 'Not signed in.' },
});

export const onAccountCheckoutBodySchema = z.object({
  /** The buyer's purchase order number: named on the invoice, the receipt and every certificate. */
  poNumber: z
    .string()
    .trim()
    .min(1, INVOICE_MESSAGES.poMissing)
    .max(COMMERCE_LIMITS.poNumberMax)
    .regex(/^[^\p{Cc}]*$/u, 'A PO number is one line of text.'),
  /**
   * One id per submission, made by the page: the same submission sent again (a double click, a retry after a
   * lost answer) answers the order it made instead of making another.
   */
  submissionId: z.uuid(),
});

export const onAccountCheckoutResponseSchema = z.object({
  /** 'CMO-7F3A9C2B': the order page's and the invoice's number. */
  orderNumber: z.string(),
  /** The invoice's due date, 'yyyy-MM-dd'. */
  dueDate: z.string(),
  poNumber: z.string(),
  totalCents: cents,
  currency: z.string().length(3),
  /** The licences granted (at once: before the invoice is paid). */
  licences: z.array(licenceSummarySchema),
  /** This submission had been received before: the answer is the order it made then. */
  replayed: z.boolean(),
});
export type OnAccountCheckoutResponse = z.output<typeof onAccountCheckoutResponseSchema>;

export const onAccountCheckoutEndpoint = endpoint({
  ...ENDPOINT_PATHS.onAccountCheckoutEndpoint,
  auth: 'user',
  summary:
    "Check out your whole cart on account: the order is recorded unpaid with an invoice due in 30 days naming your PO number, and its licences are granted at once (approved company accounts only; priced from the shop's prices, never the request's)",
  tag: 'Commerce',
  body: onAccountCheckoutBodySchema,
  response: onAccountCheckoutResponseSchema,
  errors: {
    400: 'No PO number, an empty cart, a Custom line, a line paid by card only, or nothing left to invoice.',
    401: 'Not signed in.',
    403: `'${INVOICE_MESSAGES.notApproved}', or '${INVOICE_MESSAGES.noCompany}'.`,
    409: "The order would take the account's open invoices past its credit limit.",
    503: "The shop's prices could not be read.",
  },
});

// ---------------------------------------------------------------------------------------------------------
// Staff: who may pay on account

export const onAccountApprovalSchema = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  /** The billing details' company; null when the buyer has removed it since (checkout then refuses). */
  company: z.string().nullable(),
  creditLimitCents: cents.nullable(),
  openCents: cents,
  approvedAt: timestamp,
  /** The staff member who approved it (or last changed its limit). */
  approvedBy: z.string(),
});
export type OnAccountApproval = z.output<typeof onAccountApprovalSchema>;

export const onAccountApprovalsEndpoint = endpoint({
  ...ENDPOINT_PATHS.onAccountApprovalsEndpoint,
  auth: 'user',
  summary: 'Staff: the accounts that may pay on account, with their limits and open invoices',
  tag: 'Staff',
  response: z.object({ data: z.array(onAccountApprovalSchema) }),
  errors: { 401: 'Not signed in.', 403: 'Staff only.' },
});

export const approveOnAccountEndpoint = endpoint({
  ...ENDPOINT_PATHS.approveOnAccountEndpoint,
  auth: 'user',
  summary:
    'Staff: let an account (by e-mail) pay on account, with an optional credit limit in cents; again, to change the limit',
  tag: 'Staff',
  body: z.object({
    email: z.string().trim().toLowerCase().min(1).max(320),
    /** The most its open invoices may add up to; null or left out: no limit. */
    creditLimitCents: cents.min(0).max(INVOICE_LIMITS.creditLimitMaxCents).nullish(),
  }),
  response: z.object({ message: z.string(), approval: onAccountApprovalSchema }),
  errors: {
    400: `'${INVOICE_MESSAGES.accountNoCompany}', or a limit out of range.`,
    401: 'Not signed in.',
    403: 'Staff only.',
    404: `'${INVOICE_MESSAGES.accountMissing}'.`,
  },
});

export const withdrawOnAccountEndpoint = endpoint({
  ...ENDPOINT_PATHS.withdrawOnAccountEndpoint,
  auth: 'user',
  summary: "Staff: withdraw an account's approval to pay on account (its open invoices stay)",
  tag: 'Staff',
  params: z.object({ userId: z.uuid() }),
  response: z.object({ message: z.string() }),
  errors: {
    400: 'Not a uuid.',
    401: 'Not signed in.',
    403: 'Staff only.',
    404: `'${INVOICE_MESSAGES.approvalMissing}'.`,
  },
});

// ---------------------------------------------------------------------------------------------------------
// Staff: invoices

export const invoiceSchema = z.object({
  orderNumber: z.string(),
  poNumber: z.string(),
  buyerEmail: z.string(),
  buyerName: z.string(),
  /** The company the invoice is made out to (the order's billing details). */
  company: z.string().nullable(),
  totalCents: cents,
  currency: z.string().length(3),
  /** When the order was placed on account. */
  issuedAt: timestamp,
  /** 'yyyy-MM-dd'. */
  dueDate: z.string(),
  status: z.enum(INVOICE_STATUSES),
  /** Open and past its due date. */
  overdue: z.boolean(),
  /** The day the payment arrived, as staff recorded it ('yyyy-MM-dd'), and who recorded it. */
  paidOn: z.string().nullable(),
  paidBy: z.string().nullable(),
  cancelledAt: timestamp.nullable(),
  cancelledBy: z.string().nullable(),
});
export type Invoice = z.output<typeof invoiceSchema>;

export const invoicesEndpoint = endpoint({
  ...ENDPOINT_PATHS.invoicesEndpoint,
  auth: 'user',
  summary:
    'Staff: invoices of orders placed on account, the open ones (oldest due first) or all (newest first)',
  tag: 'Staff',
  query: z.object({
    status: z.enum(['open', 'all']).default('open'),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
    max: z.coerce.number().int().min(1).max(INVOICE_LIMITS.pageMax).default(50),
  }),
  response: z.object({ data: z.array(invoiceSchema), total: z.number().int().min(0) }),
  errors: { 401: 'Not signed in.', 403: 'Staff only.' },
});

const invoiceParams = z.object({ orderNumber: orderNumberSchema });

export const markInvoicePaidEndpoint = endpoint({
  ...ENDPOINT_PATHS.markInvoicePaidEndpoint,
  auth: 'user',
  summary:
    'Staff: record that an open invoice was paid (on `paidOn`, today unless given); the order becomes paid',
  tag: 'Staff',
  params: invoiceParams,
  body: z.object({ paidOn: day.optional() }),
  response: z.object({ message: z.string(), invoice: invoiceSchema }),
  errors: {
    400: 'Not an order number, or a payment date in the future or before the invoice.',
    401: 'Not signed in.',
    403: 'Staff only.',
    404: `'${INVOICE_MESSAGES.invoiceMissing}'.`,
    409: `'${INVOICE_MESSAGES.alreadyPaid}', or '${INVOICE_MESSAGES.alreadyCancelled}'.`,
  },
});

export const cancelInvoiceEndpoint = endpoint({
  ...ENDPOINT_PATHS.cancelInvoiceEndpoint,
  auth: 'user',
  summary:
    'Staff: cancel an open invoice: its order is cancelled and its licences revoked, as a refund revokes them',
  tag: 'Staff',
  params: invoiceParams,
  body: z.object({ reason: z.string().trim().max(INVOICE_LIMITS.reasonMax).nullish() }),
  response: z.object({ message: z.string(), invoice: invoiceSchema }),
  errors: {
    400: 'Not an order number, or a reason too long.',
    401: 'Not signed in.',
    403: 'Staff only.',
    404: `'${INVOICE_MESSAGES.invoiceMissing}'.`,
    409: `'${INVOICE_MESSAGES.alreadyPaid}', or '${INVOICE_MESSAGES.alreadyCancelled}'.`,
  },
});

/** Every endpoint of paying on account, for the server's registration. */
export const invoiceEndpoints = {
  status: onAccountStatusEndpoint,
  checkout: onAccountCheckoutEndpoint,
  approvals: onAccountApprovalsEndpoint,
  approve: approveOnAccountEndpoint,
  withdraw: withdrawOnAccountEndpoint,
  invoices: invoicesEndpoint,
  markPaid: markInvoicePaidEndpoint,
  cancel: cancelInvoiceEndpoint,
} as const;
