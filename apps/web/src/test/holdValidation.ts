import { routes } from '@clipmarket/core/routes';
import { http } from 'msw';

/**
 * The remembered session's confirmation held back: `handler` (put ahead of the auth handlers) answers nothing
 * until `confirm()` is called, and then lets the handlers after it answer, signed in or expired (ADR 106).
 */
export function holdValidation() {
  let confirm!: () => void;
  const confirmed = new Promise<void>((resolve) => (confirm = resolve));
  const handler = http.all(`*${routes.validateEndpoint.path}`, async () => {
    await confirmed;
  });
  return { handler, confirm };
}
