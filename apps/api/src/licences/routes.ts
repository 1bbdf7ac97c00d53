import {
  CART_SERVER_MESSAGES,
  COMMERCE_LIMITS,
  checkoutTermsEndpoint,
  commerceHistoryEndpoint,
  licenceCertificateEndpoint,
  licenceCertificatesZipEndpoint,
  licenceEndpoint,
  licenceVisibilityEndpoint,
  licencesCsvEndpoint,
  ORDER_STATUS_WORDS,
  orderEndpoint,
  orderReceiptEndpoint,
  verifyLicenceEndpoint,
} from '@clipmarket/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type RateLimiter } from '../auth/rate-limit';
import type { AuthUser } from '../http/auth-types';
import { clientNetwork } from '../http/client-network';
import { httpError } from '../http/errors';
import { fileRoute } from '../http/file-route';
import { route } from '../http/route';
import { renderCertificate } from './documents';
import { type LicenceConfig } from './config';
import { certificateFileName, certificatesZip, licencesCsv } from './exports';
import { isoDay } from './format';
import type { OrderService } from './orders';
import {
  CERTIFICATES_ZIP_TOO_LARGE_MESSAGE,
  FilterError,
  type HistoryFilters,
  type LicenceService,
} from './service';

/** What the licence routes serve from (compose.ts). */
export interface LicenceRouteServices {
  config: LicenceConfig;
  service: LicenceService;
  /** One order: its page, receipt and confirmation mail (orders.ts). */
  orders: OrderService;
  /** The database's rate limiter (auth/rate-limit.ts). */
  limiter: RateLimiter;
}

/** What a client that looks up too many licence numbers is told (429, with Retry-After). */
export const VERIFY_TOO_MANY_MESSAGE = 'Too many licence look-ups from this address. Try again later.';

/** The signed-in user (`auth: 'user'` routes run only with one). */
const me = (request: FastifyRequest): AuthUser => request.user!;

/** A filter the database cannot answer (a reversed date range, a too-broad export) is a 400, not a 500. */
async function filtered<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof FilterError) throw httpError(400, error.message, { messages: [error.message] });
    throw error;
  }
}

/**
 * Licences and their proof (contract in packages/core/src/contract/commerce.ts): one licence, its certificate
 * PDF, one order and its receipt PDF, the account's commerce history, the CSV and zip exports, the public
 * verification of a licence number, and the check of a checkout terms link. A licence or order that is not the
 * caller's answers 404, as one that does not exist.
 */
export function licenceRoutes(
  app: FastifyInstance,
  { config, service, orders, limiter }: LicenceRouteServices,
): void {
  const ownLicence = async (request: FastifyRequest, number: string) => {
    const licence = await service.findLicence(me(request).id, number);
    if (!licence) throw httpError(404, CART_SERVER_MESSAGES.licenceMissing);
    return licence;
  };
  const certificateOf = (licence: Awaited<ReturnType<typeof ownLicence>>) =>
    renderCertificate({ licence, verificationUrl: service.verificationUrl(licence.number) });

  route(app, licenceEndpoint, async ({ request, params }) =>
    service.toLicence(await ownLicence(request, params.number)),
  );

  route(app, licenceVisibilityEndpoint, async ({ request, params, body }) => {
    const licence = await service.setShowCompany(me(request).id, params.number, body.showCompany);
    if (!licence) throw httpError(404, CART_SERVER_MESSAGES.licenceMissing);
    return service.toLicence(licence);
  });

  fileRoute(app, licenceCertificateEndpoint, async ({ request, params }) => {
    const licence = await ownLicence(request, params.number);
    return { body: await certificateOf(licence), filename: certificateFileName(licence.number) };
  });

  // An order that is not the caller's answers as one that does not exist: its number reveals nothing.
  route(app, orderEndpoint, async ({ request, params }) => {
    const order = await orders.order(me(request).id, params.orderNumber);
    if (!order) throw httpError(404, CART_SERVER_MESSAGES.orderMissing);
    return order;
  });

  fileRoute(app, orderReceiptEndpoint, async ({ request, params }) => {
    const receipt = await orders.receipt(me(request).id, params.orderNumber);
    if (!receipt) throw httpError(404, CART_SERVER_MESSAGES.orderMissing);
    return { body: receipt, filename: `receipt-${params.orderNumber}.pdf` };
  });

  route(app, commerceHistoryEndpoint, ({ request, query }) =>
    filtered(() => service.history(me(request).id, query)),
  );

  const exportFilters = (query: HistoryFilters): HistoryFilters => ({ ...query, type: 'licence' });
  const today = () => isoDay(new Date());

  fileRoute(app, licencesCsvEndpoint, async ({ request, query }) => {
    const licences = await filtered(() => service.exportLicences(me(request).id, exportFilters(query)));
    // Each licence's order as it stands: paid, refunded, cancelled, or an invoice not paid yet (ADR 87).
    const statuses = await service.orderStatuses(licences.map((licence) => licence.orderId));
    const payment = (orderId: string) => ORDER_STATUS_WORDS[statuses.get(orderId) ?? 'paid'];
    return {
      body: licencesCsv(licences, service.verificationUrl, orders.receiptUrl, payment),
      filename: `Clipmarket-licences-${today()}.csv`,
    };
  });

  // Each certificate is a PDF rendered on request: a zip holds at most COMMERCE_LIMITS.certificatesZipMax (ADR 60).
  fileRoute(app, licenceCertificatesZipEndpoint, async ({ request, query }) => {
    const licences = await filtered(() =>
      service.exportLicences(
        me(request).id,
        exportFilters(query),
        COMMERCE_LIMITS.certificatesZipMax,
        CERTIFICATES_ZIP_TOO_LARGE_MESSAGE,
      ),
    );
    return {
      body: await certificatesZip(licences, certificateOf, (error) =>
        request.log.error({ err: error }, 'a certificate zip stopped part way'),
      ),
      filename: `Clipmarket-certificates-${today()}.zip`,
    };
  });

  // Public. A number is random with a check character (licences/numbers.ts): a malformed one, or one whose check
  // character is wrong, is refused by the contract's schema (400) before the limiter or the database is asked.
  // Each client address still gets only a few dozen look-ups per window (LICENCE_VERIFY_LIMIT), for the legacy
  // sequential numbers that stay verifiable (docs/adr/0055).
  route(app, verifyLicenceEndpoint, async ({ request, params }) => {
    const allowed = await limiter.hit(`licence-verify:${clientNetwork(request.ip)}`, config.verifyLimit);
    if (!allowed.allowed) {
      throw httpError(429, VERIFY_TOO_MANY_MESSAGE, {
        headers: { 'retry-after': String(allowed.retryAfterSeconds) },
      });
    }
    const verification = await service.verify(params.number);
    if (!verification) throw httpError(404, CART_SERVER_MESSAGES.licenceMissing);
    return verification;
  });

  route(app, checkoutTermsEndpoint, ({ query }) => service.checkoutTerms(query));
}
