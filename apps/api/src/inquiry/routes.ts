import { INQUIRY_SERVER_MESSAGES, inquiriesEndpoint, licensingInquiryEndpoint } from '@clipmarket/core';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { httpError } from '../http/errors';
import { route } from '../http/route';
import { createInquiryService, type InquiryService, type InquiryServiceOptions } from './service';

export interface InquiryRoutesOptions extends InquiryServiceOptions {
  service?: InquiryService;
}

/**
 * The licensing inquiry (contract in packages/core/src/contract/commerce.ts): `POST /api/mail/licensing`, open
 * to visitors and signed-in buyers alike, and the staff list `GET /api/staff/licensing/inquiries`. Settings come
 * from the environment (inquiry/config.ts) unless given.
 */
export function inquiryRoutes(
  app: FastifyInstance,
  db: Kysely<DB>,
  options: InquiryRoutesOptions = {},
): void {
  const service =
    options.service ??
    createInquiryService(db, {
      onBackgroundError: (error, what) => app.log.error({ err: error }, `licensing inquiry: ${what} failed`),
      ...options,
    });
  // Mails and CRM posts still under way must finish before the database closes.
  app.addHook('onClose', async () => service.settle());

  route(app, licensingInquiryEndpoint, async ({ body, request }) =>
    service.submit(body, request.user, request.ip),
  );

  route(app, inquiriesEndpoint, async ({ query, request }) => {
    // Staff: a verified address on a company domain (auth/config.ts `isStaff`), decided when the session is read.
    if (!request.user!.staff) throw httpError(403, INQUIRY_SERVER_MESSAGES.staffOnly);
    return service.list(query.offset, query.max);
  });
}
