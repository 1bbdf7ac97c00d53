import { onboardingCreateEndpoint, onboardingUpdateEndpoint } from '@clipmarket/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthUser } from '../http/auth-types';
import { route } from '../http/route';
import type { OnboardingService } from './service';
import { type OnboardingConfig } from './config';

export interface OnboardingOptions {
  /** Settings over those of the environment (`loadOnboardingConfig`). */
  config?: Partial<OnboardingConfig>;
  /** The external service's fetch (tests). @default globalThis.fetch */
  fetch?: typeof fetch;
}

declare module '../app-options' {
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
export function onboardingRoutes(app: FastifyInstance, service: OnboardingService): void {
  route(app, onboardingCreateEndpoint, ({ request, body }) => service.create(me(request), body.userId));
  route(app, onboardingUpdateEndpoint, ({ request, body }) => service.update(me(request), body));
}
