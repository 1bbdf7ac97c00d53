import { delay, HttpResponse, type HttpHandler } from 'msw';
import {
  INVOICE_MESSAGES,
  invoiceEndpoints,
  onAccountCheckoutBodySchema,
  orderNumberSchema,
  type Invoice,
  type OnAccountApproval,
  type OnAccountCheckoutResponse,
  type OnAccountStatus,
} from '@clipmarket/core';
import {
  approvalFixtures,
  invoiceFixtures,
  invoicedOrderFixture,
  onAccountStatusFixtures,
} from '../fixtures/invoices';
import { apiError, bodyOf, failingRoutes, invalid, queryOf, route } from './respond';

const i = invoiceEndpoints;

/** What the handlers answer from, changed by the calls as the server's state would be. */
export interface InvoiceMockState {
  status: OnAccountStatus;
  approvals: OnAccountApproval[];
  invoices: Invoice[];
  /** The orders placed, by submission id (the same one again answers the same order). */
  submissions: Map<string, OnAccountCheckoutResponse>;
}

export interface InvoiceMockBehaviour {
  /** The staff endpoints answer 403, as the server does for a buyer. @default true */
  buyer?: boolean;
  /** The on-account checkout answers 409, the account's limit passed. */
  overLimit?: boolean;
  /** The on-account checkout never answers (the button's busy state). */
  pendingCheckout?: boolean;
}

/** The answer of a checkout on account: Ada's invoiced order, with the PO given. */
function placed(poNumber: string): OnAccountCheckoutResponse {
  const order = invoicedOrderFixture;
  return {
    orderNumber: order.number,
    dueDate: order.invoice!.dueDate,
    poNumber,
    totalCents: order.totalCents,
    currency: order.currency,
    licences: [],
    replayed: false,
  };
}

/** Today, 'yyyy-MM-dd' (UTC). */
const today = () => new Date().toISOString().slice(0, 10);

function invoiceRoutes(state: InvoiceMockState, behaviour: InvoiceMockBehaviour): HttpHandler[] {
  const staffOnly = () => apiError(403, INVOICE_MESSAGES.staffOnly);
  const isBuyer = behaviour.buyer ?? true;

  /** Finds an invoice by the path's order number, or answers as the server would. */
  const invoiceOf = (params: Record<string, unknown>) => {
    const number = orderNumberSchema.safeParse(params.orderNumber);
    if (!number.success) return { error: invalid('params', number.error.issues) };
    const found = state.invoices.find((invoice) => invoice.orderNumber === number.data);
    if (!found) return { error: apiError(404, INVOICE_MESSAGES.invoiceMissing) };
    if (found.status === 'paid') return { error: apiError(409, INVOICE_MESSAGES.alreadyPaid) };
    if (found.status === 'cancelled') return { error: apiError(409, INVOICE_MESSAGES.alreadyCancelled) };
    return { invoice: found };
  };

  return [
    route(i.status, () => HttpResponse.json(state.status)),
    route(i.checkout, async ({ request }) => {
      const body = onAccountCheckoutBodySchema.safeParse(await bodyOf(request));
      if (!body.success) return invalid('body', body.error.issues);
      const earlier = state.submissions.get(body.data.submissionId);
      if (earlier) return HttpResponse.json({ ...earlier, replayed: true });
      if (behaviour.pendingCheckout) await delay('infinite');
      if (!state.status.approved) return apiError(403, INVOICE_MESSAGES.notApproved);
      if (!state.status.company) return apiError(403, INVOICE_MESSAGES.noCompany);
      if (behaviour.overLimit) {
        return apiError(409, INVOICE_MESSAGES.overLimit('$596.00', '$4,800.00', '$5,000.00'));
      }
      const answer = placed(body.data.poNumber);
      state.submissions.set(body.data.submissionId, answer);
      return HttpResponse.json(answer);
    }),

    route(i.approvals, () => (isBuyer ? staffOnly() : HttpResponse.json({ data: state.approvals }))),
    route(i.approve, async ({ request }) => {
      if (isBuyer) return staffOnly();
      const body = (await bodyOf(request)) as
        { email?: string; creditLimitCents?: number | null } | undefined;
      const email = body?.email?.trim().toLowerCase() ?? '';
      if (!email.includes('@')) return apiError(404, INVOICE_MESSAGES.accountMissing);
      // An address at nocompany.example has no company in its billing details.
      if (email.endsWith('@nocompany.example')) return apiError(400, INVOICE_MESSAGES.accountNoCompany);
      const creditLimitCents = body?.creditLimitCents ?? null;
      const known = state.approvals.find((approval) => approval.email === email);
      const approval: OnAccountApproval = known
        ? { ...known, creditLimitCents, approvedAt: new Date().toISOString() }
        : {
            userId: crypto.randomUUID(),
            email,
            name: email.split('@')[0]!,
            company: 'Example Media',
            creditLimitCents,
            openCents: 0,
            approvedAt: new Date().toISOString(),
            approvedBy: 'demo@clipmarket.com',
          };
      state.approvals = [...state.approvals.filter((a) => a.email !== email), approval];
      return HttpResponse.json({ message: INVOICE_MESSAGES.approved(email), approval });
    }),
    route(i.withdraw, ({ params }) => {
      if (isBuyer) return staffOnly();
      const approval = state.approvals.find((a) => a.userId === params.userId);
      if (!approval) return apiError(404, INVOICE_MESSAGES.approvalMissing);
      state.approvals = state.approvals.filter((a) => a !== approval);
      return HttpResponse.json({ message: INVOICE_MESSAGES.withdrawn(approval.email) });
    }),

    route(i.invoices, ({ request }) => {
      if (isBuyer) return staffOnly();
      const open = (queryOf(request).status ?? 'open') === 'open';
      const data = open
        ? state.invoices
            .filter((invoice) => invoice.status === 'open')
            .sort((a, b) => a.dueDate.localeCompare(b.dueDate))
        : [...state.invoices].sort((a, b) => b.issuedAt.localeCompare(a.issuedAt));
      return HttpResponse.json({ data, total: data.length });
    }),
    route(i.markPaid, async ({ request, params }) => {
      if (isBuyer) return staffOnly();
      const found = invoiceOf(params);
      if (found.error) return found.error;
      const body = (await bodyOf(request)) as { paidOn?: string } | undefined;
      const paidOn = body?.paidOn ?? today();
      if (paidOn > today()) return apiError(400, INVOICE_MESSAGES.paidInFuture);
      const invoice: Invoice = {
        ...found.invoice,
        status: 'paid',
        overdue: false,
        paidOn,
        paidBy: 'demo@clipmarket.com',
      };
      state.invoices = state.invoices.map((one) => (one === found.invoice ? invoice : one));
      return HttpResponse.json({ message: INVOICE_MESSAGES.markedPaid(invoice.orderNumber), invoice });
    }),
    route(i.cancel, ({ params }) => {
      if (isBuyer) return staffOnly();
      const found = invoiceOf(params);
      if (found.error) return found.error;
      const invoice: Invoice = {
        ...found.invoice,
        status: 'cancelled',
        overdue: false,
        cancelledAt: new Date().toISOString(),
        cancelledBy: 'demo@clipmarket.com',
      };
      state.invoices = state.invoices.map((one) => (one === found.invoice ? invoice : one));
      return HttpResponse.json({ message: INVOICE_MESSAGES.cancelled(invoice.orderNumber), invoice });
    }),
  ];
}

/** A fresh state from the fixtures, so stories and tests never share changes. */
function invoiceState(status: OnAccountStatus): InvoiceMockState {
  return {
    status: structuredClone(status),
    approvals: structuredClone(approvalFixtures),
    invoices: structuredClone(invoiceFixtures),
    submissions: new Map(),
  };
}

/**
 * Paying on account (issue 32, item 6; docs/adr/0087): the buyer's status and checkout, and the staff's
 * approvals and invoices. Each factory starts from its own copy of the fixtures.
 */
export const invoiceHandlers = {
  /** A buyer staff have not approved (the default): the checkout offers the card only. */
  notApproved: () => invoiceRoutes(invoiceState(onAccountStatusFixtures.notApproved), {}),
  /** An approved company account: the checkout offers "Pay on account", which places Ada's invoiced order. */
  available: (behaviour: InvoiceMockBehaviour = {}) =>
    invoiceRoutes(invoiceState(onAccountStatusFixtures.available), behaviour),
  /** Approved, but the order would pass the account's credit limit: the checkout answers 409. */
  overLimit: () => invoiceRoutes(invoiceState(onAccountStatusFixtures.available), { overLimit: true }),
  /** Approved, but the billing details name no company: nothing offered at checkout. */
  approvedWithoutCompany: () =>
    invoiceRoutes(invoiceState(onAccountStatusFixtures.approvedWithoutCompany), {}),
  /** Staff: the approvals and invoices, marked paid and cancelled as the server would. */
  staff: () => invoiceRoutes(invoiceState(onAccountStatusFixtures.notApproved), { buyer: false }),
  /** Staff, with no approval and no invoice yet. */
  staffEmpty: () => {
    const state = invoiceState(onAccountStatusFixtures.notApproved);
    state.approvals = [];
    state.invoices = [];
    return invoiceRoutes(state, { buyer: false });
  },
  /** Every call answers 500. */
  failing: () => failingRoutes(Object.values(invoiceEndpoints)),
};
