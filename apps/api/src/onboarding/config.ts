import { z } from 'zod';

/**
 * The onboarding service's settings (spec section 7: `POST {onboarding service}/create` and `/update`). The
 * variables are defined once, here; `config.ts` spreads this shape into the server's settings so `loadConfig`
 * names a bad value at start-up with every other one.
 */
export const onboardingEnvShape = {
  /**
   * An external onboarding service, e.g. `https://onboarding.example.com`: every create and update is posted
   * to `{url}/create` and `{url}/update` first. Unset: the service built into the server alone.
   */
  ONBOARDING_SERVICE_URL: z
    .string()
    .trim()
    .regex(/^https?:\/\/[^/\s]+/, 'must be an http:// or https:// address')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * How long the external service may take to answer, in milliseconds. Under the request deadline
   * (REQUEST_DEADLINE_MS, 15 s by default), so the buyer gets the service's own error rather than a timeout.
   */
  ONBOARDING_SERVICE_TIMEOUT_MS: z.coerce.number().int().min(100).max(10_000).default(5_000),
};

const onboardingEnvSchema = z.object(onboardingEnvShape);

export interface OnboardingConfig {
  /** The external service's base address without a trailing slash; null: built in. */
  serviceUrl: string | null;
  /** How long the external service may take. */
  timeoutMs: number;
}

/** The onboarding settings from the environment; a bad value throws an error naming the variable. */
export function loadOnboardingConfig(env: NodeJS.ProcessEnv = process.env): OnboardingConfig {
  const parsed = onboardingEnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid onboarding configuration:\n${lines.join('\n')}`);
  }
  return {
    serviceUrl: parsed.data.ONBOARDING_SERVICE_URL?.replace(/\/+$/, '') ?? null,
    timeoutMs: parsed.data.ONBOARDING_SERVICE_TIMEOUT_MS,
  };
}
