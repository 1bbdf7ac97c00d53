import {
  declareUsageEndpoint,
  saveUsageEndpoint,
  usageCsvEndpoint,
  usageMonthEndpoint,
  usageMonthsEndpoint,
} from '@clipmarket/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Mailer } from '../auth/mail';
import type { AuthUser } from '../http/auth-types';
import { fileRoute } from '../http/file-route';
import { route } from '../http/route';
import type { UsageService } from './service';
import { usageCsv, usageCsvFileName } from './csv';

export interface UsageOptions {
  /** The clock for "is the month over" and the reminder. @default () => new Date() */
  now?: () => Date;
  /** The reminder mail's schedule. */
  reminder?: {
    /** @default true */
    enabled?: boolean;
    /** @default USAGE_REMINDER_INTERVAL_MS (an hour) */
    intervalMs?: number;
  };
  /** @default the mail port with the environment's settings (SMTP when configured, else the outbox) */
  mailer?: Mailer;
}

declare module '../app-options' {
  interface AppOptions {
    /** The usage declaration and its reminder (usage/routes.ts); tests give a clock and an interval here. */
    usage?: UsageOptions;
  }
}

/** The signed-in user (`auth: 'user'` routes run only with one). */
const me = (request: FastifyRequest): AuthUser => request.user!;

/**
 * The monthly usage declaration (contract in packages/core/src/contract/fulfilment.ts): the months with
 * downloads, a month's downloads with their used flags, saving the flags, declaring a month that is over, and
 * the CSV of a declared month. Each reads and writes the caller's own months; staff may read another user's
 * with `forUser`. The reminder mail runs once the server is ready, then every interval, until it closes.
 */
export function usageRoutes(app: FastifyInstance, service: UsageService): void {
  route(app, usageMonthsEndpoint, async ({ request, query }) =>
    service.months(await service.ownerOf(me(request), query.forUser)),
  );

  route(app, usageMonthEndpoint, async ({ request, params, query }) =>
    service.month(await service.ownerOf(me(request), query.forUser), params),
  );

  route(app, saveUsageEndpoint, ({ request, params, body }) =>
    service.save(me(request).id, params, body.videoIds),
  );

  route(app, declareUsageEndpoint, ({ request, params, body }) =>
    service.declare(me(request).id, params, body.notes),
  );

  fileRoute(app, usageCsvEndpoint, async ({ request, params, query }) => {
    const month = await service.declaredMonth(await service.ownerOf(me(request), query.forUser), params);
    return { body: usageCsv(month), filename: usageCsvFileName(params) };
  });
}
