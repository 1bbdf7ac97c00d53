import type { TermsQuery } from './useLicences';

/** The terms link's fields and their lengths as the server takes them (`checkoutTermsQuerySchema`). */
const FIELD_MAX = { id: 64, reference: 64, subtotal: 32, currency: 3, date: 10 } as const;

/**
 * The link's fields as the terms check takes them, or null when one it needs is missing or too long: such a
 * link cannot match an order, and asking would only get a 400.
 */
export function termsQueryOf(params: URLSearchParams): TermsQuery | null {
  const field = (name: keyof typeof FIELD_MAX) => {
    const value = params.get(name)?.trim();
    return value ? value : undefined;
  };
  const query = {
    id: field('id'),
    reference: field('reference'),
    subtotal: field('subtotal'),
    currency: field('currency'),
    date: field('date'),
  };
  if (!query.id || !query.reference || !query.subtotal) return null;
  const tooLong = (Object.keys(FIELD_MAX) as (keyof typeof FIELD_MAX)[]).some(
    (name) => (query[name]?.length ?? 0) > FIELD_MAX[name],
  );
  return tooLong ? null : { ...query, id: query.id, reference: query.reference, subtotal: query.subtotal };
}
