import { httpError } from '../http/errors';

/** What the server answers when the external onboarding service fails (never its own words). */
export const ONBOARDING_SERVICE_MESSAGES = {
  /** 503: it could not be reached or did not answer in time; worth trying again shortly. */
  unavailable: 'The onboarding service is not answering right now. Please try again in a moment.',
  /** 502: it answered, but with an error. */
  failed: 'The onboarding service could not save your progress. Please try again.',
} as const;

/** Seconds a client is told to wait after a 503 (Retry-After). */
export const ONBOARDING_RETRY_AFTER_SECONDS = 5;

export interface ExternalOnboarding {
  /** The service's base address, without a trailing slash. */
  url: string;
  timeoutMs: number;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
  /** Told what went wrong (the log), before the buyer gets the 502 or 503. */
  onError?: (error: Error) => void;
}

/**
 * Posts one call to the external onboarding service in the spec's shape (`POST {url}/create` with `userId`,
 * `POST {url}/update` with the update's fields) and waits for a 2xx; its answer's body is not used. Failures
 * become the buyer's clear error: 503 (with Retry-After) when the service cannot be reached or does not answer
 * within the timeout, 502 when it answers with anything but a 2xx (a redirect is not followed).
 */
export async function forwardToService(
  service: ExternalOnboarding,
  call: 'create' | 'update',
  body: Record<string, unknown>,
): Promise<void> {
  const doFetch = service.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(`${service.url}/${call}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      redirect: 'manual',
      signal: AbortSignal.timeout(service.timeoutMs),
    });
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    service.onError?.(
      new Error(
        name === 'TimeoutError' || name === 'AbortError'
          ? `The onboarding service did not answer ${call} within ${service.timeoutMs} ms`
          : `The onboarding service could not be reached for ${call}${cause}`,
        { cause: error },
      ),
    );
    throw httpError(503, ONBOARDING_SERVICE_MESSAGES.unavailable, {
      headers: { 'retry-after': String(ONBOARDING_RETRY_AFTER_SECONDS) },
    });
  }
  // The body is not needed; reading it frees the connection (bounded by the same timeout).
  await response.arrayBuffer().catch(() => undefined);
  if (response.status < 200 || response.status >= 300) {
    service.onError?.(new Error(`The onboarding service answered ${call} with HTTP ${response.status}`));
    throw httpError(502, ONBOARDING_SERVICE_MESSAGES.failed);
  }
}
