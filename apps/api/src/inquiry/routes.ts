import { INQUIRY_SERVER_MESSAGES, inquiriesEndpoint, licensingInquiryEndpoint } from '@clipmarket/core';
import type { FastifyInstance } from 'fastify';
import { httpError } from '../http/errors';
import { route } from '../http/route';
import type { InquiryService } from './service';

/**
 * The licensing inquiry (contract in packages/core/src/contract/commerce.ts): `POST /api/mail/licensing`, open
 * to visitors and signed-in buyers alike, and the staff list `GET /api/staff/licensing/inquiries`. Settings come
 * from the environment (inquiry/config.ts) unless given.
 */
export function inquiryRoutes(app: FastifyInstance, service: InquiryService): void {
  route(app, licensingInquiryEndpoint, async ({ body, request }) =>
    service.submit(body, request.user, request.ip),
  );

  route(app, inquiriesEndpoint, async ({ query, request }) => {
    // Staff: a verified address on a company domain (auth/config.ts `isStaff`), decided when the session is read.
    if (!request.user!.staff) throw httpError(403, INQUIRY_SERVER_MESSAGES.staffOnly);
    return service.list(query.offset, query.max);
  });
}
