/** What became of one web-to-lead post. */
export type CrmOutcome = { ok: true } | { ok: false; error: string };

/**
 * Posts a web-to-lead form. The CRM took it when it answers 2xx, or 3xx: web-to-lead endpoints answer a browser's
 * post with a redirect to a thank-you page, which is not followed (it says nothing more, and a server should not
 * wander to addresses a third party names). Never throws: a refusal, a timeout or a network error is the outcome.
 */
export async function postWebToLead(
  url: string,
  form: URLSearchParams,
  options: { timeoutMs: number; fetch?: typeof fetch },
): Promise<CrmOutcome> {
  const doFetch = options.fetch ?? fetch;
  try {
    const response = await doFetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
      body: form.toString(),
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    // The body is not needed; reading it frees the connection.
    await response.arrayBuffer().catch(() => undefined);
    if (response.status >= 200 && response.status < 400) return { ok: true };
    return { ok: false, error: `The CRM answered HTTP ${response.status}.` };
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'TimeoutError' || name === 'AbortError') {
      return { ok: false, error: `The CRM did not answer within ${options.timeoutMs} ms.` };
    }
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : '';
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, error: `The CRM could not be reached: ${cause || message}`.slice(0, 300) };
  }
}
