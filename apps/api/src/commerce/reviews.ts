import { ORDER_REVIEW_MESSAGES, orderReviewsEndpoint, type OrderReview } from '@clipmarket/core';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { createRateLimiter } from '../auth/rate-limit';
import type { DB } from '../db/schema';
import { httpError } from '../http/errors';
import { route } from '../http/route';
import type { CommerceConfig } from './config';
import type { ReviewReason } from './integrity';
import * as orders from './order-repository';

/**
 * Staff's list of paid orders held for review (commerce/integrity.ts): `GET /api/staff/licensing/order-reviews`,
 * for staff only (a verified company address, decided when the session is read; 403 for anyone else).
 */
export function orderReviewRoutes(app: FastifyInstance, db: Kysely<DB>): void {
  route(app, orderReviewsEndpoint, async ({ request, query }) => {
    if (!request.user!.staff) throw httpError(403, ORDER_REVIEW_MESSAGES.staffOnly);
    const rows = await orders.reviewPage(db, query);
    const total = await orders.countReviews(db);
    const data: OrderReview[] = rows.map((row) => {
      const reasons = (
        typeof row.reasons === 'string' ? JSON.parse(row.reasons) : row.reasons
      ) as ReviewReason[];
      return { ...row, reasons, receivedAt: new Date(row.receivedAt).toISOString() };
    });
    return { data, total };
  });
}

/**
 * The per-user limit on the calls that reach the storefront (checkout, checkout status): the database-backed
 * limiter of auth/rate-limit.ts, one window per user and call. Over the limit, a 429 with Retry-After, before
 * the storefront is called.
 */
export function storefrontCallLimiter(db: Kysely<DB>, config: Pick<CommerceConfig, 'storefrontCallLimit'>) {
  const limiter = createRateLimiter(db);
  return async (userId: string, call: 'checkout' | 'status'): Promise<void> => {
    const result = await limiter.hit(`storefront:${call}:${userId}`, config.storefrontCallLimit);
    if (result.allowed) return;
    throw httpError(429, ORDER_REVIEW_MESSAGES.tooManyCalls(result.retryAfterSeconds), {
      headers: { 'retry-after': String(result.retryAfterSeconds) },
    });
  };
}
