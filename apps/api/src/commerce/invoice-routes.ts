import { INVOICE_MESSAGES, invoiceEndpoints as e } from '@clipmarket/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthUser } from '../http/auth-types';
import { httpError } from '../http/errors';
import { route } from '../http/route';
import type { InvoiceService } from './invoices';

/** The signed-in user (`auth: 'user'` routes run only with one). */
const me = (request: FastifyRequest): AuthUser => request.user!;

/**
 * Staff powers (ADR 56: a verified company address, a grant and a second factor, decided when the session is
 * read, as the order reviews check it); anyone else gets 403 whatever the request names.
 */
function staffOnly(request: FastifyRequest): AuthUser {
  const user = me(request);
  if (!user.staff) throw httpError(403, INVOICE_MESSAGES.staffOnly);
  return user;
}

/**
 * Paying on account (contract in packages/core/src/contract/invoices.ts; docs/adr/0087): the buyer's status
 * and on-account checkout (the session's user's own cart only; no id in the request names another's), and the
 * staff's approvals and invoices.
 */
export function invoiceRoutes(app: FastifyInstance, service: InvoiceService): void {
  route(app, e.status, ({ request }) => service.status(me(request).id));
  route(app, e.checkout, ({ request, body }) => service.checkout(me(request), body));

  route(app, e.approvals, ({ request }) => {
    staffOnly(request);
    return service.approvals();
  });
  route(app, e.approve, ({ request, body }) =>
    service.approve(staffOnly(request), body.email, body.creditLimitCents ?? null),
  );
  route(app, e.withdraw, ({ request, params }) => service.withdraw(staffOnly(request), params.userId));
  route(app, e.invoices, ({ request, query }) => {
    staffOnly(request);
    return service.list(query);
  });
  route(app, e.markPaid, ({ request, params, body }) =>
    service.markPaid(staffOnly(request), params.orderNumber, body.paidOn),
  );
  route(app, e.cancel, ({ request, params, body }) =>
    service.cancel(staffOnly(request), params.orderNumber, body.reason),
  );
}
