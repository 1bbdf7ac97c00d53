import { onboardingCreateEndpoint, onboardingUpdateEndpoint } from '@clipmarket/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { AuthUser } from '../http/auth-types';
import { route } from '../http/route';
import { loadOnboardingConfig, type OnboardingConfig } from './config';
import { createOnboardingService } from './service';

export interface OnboardingOptions {
  /** Settings over those of the environment (`loadOnboardingConfig`). */
  config?: Partial<OnboardingConfig>;
  /** The external service's fetch (tests). @default globalThis.fetch */
  fetch?: typeof fetch;
}

declare module '../app' {
  interface AppOptions {
    /** The onboarding service (onboarding/routes.ts); tests point it at a local external service here. */
    onboarding?: OnboardingOptions;
  }
}

/** The signed-in user (`auth: 'user'` routes run only with one). */
const me = (request: FastifyRequest): AuthUser => request.user!;

/**
 * `POST /api/onboarding/create` and `/update` (contract in packages/core/src/contract/fulfilment.ts): built
 * into the server, and told to an external service first when ONBOARDING_SERVICE_URL is set. A `userId` other
 * than the caller's answers 404.
 */
export function onboardingRoutes(
  app: FastifyInstance,
  db: Kysely<DB>,
  options: OnboardingOptions = {},
): void {
  const config: OnboardingConfig = { ...loadOnboardingConfig(), ...options.config };
  const service = createOnboardingService(db, {
    external: config.serviceUrl
      ? {
          url: config.serviceUrl,
          timeoutMs: config.timeoutMs,
          fetch: options.fetch,
          onError: (error) => app.log.warn({ err: error }, 'the onboarding service failed'),
        }
      : null,
  });
  route(app, onboardingCreateEndpoint, ({ request, body }) => service.create(me(request), body.userId));
  route(app, onboardingUpdateEndpoint, ({ request, body }) => service.update(me(request), body));
}
