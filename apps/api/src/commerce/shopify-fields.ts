import { z } from 'zod';
import { parseCents } from './money';

// The field shapes of Shopify's webhook resources (Order, Refund), shared by every topic the server reads
// (webhook.ts, refunds.ts): Shopify sends ids as numbers or strings and money as decimal strings.

/** Any scalar as text; null as ''. */
export const text = z
  .union([z.string(), z.number(), z.boolean(), z.null()])
  .transform((v) => (v === null ? '' : String(v)));

/** A resource id, numeric or a string, as a string. */
export const id = z.union([z.number().int().nonnegative(), z.string().min(1).max(100)]).transform(String);

/** A decimal amount ('12.50' or 12.5) in minor units. */
export const money = z.union([z.string(), z.number()]).transform((v, ctx) => {
  const cents = parseCents(String(v));
  if (cents === null) {
    ctx.addIssue({ code: 'custom', message: 'not a decimal amount' });
    return z.NEVER;
  }
  return cents;
});

/** Name/value pairs (note attributes, line properties). */
export const pairs = z.array(z.object({ name: z.string(), value: text })).default([]);

/**
 * A webhook body as JSON, its ids kept whole: Shopify's ids are 64-bit integers ("820982911946154508" in its own
 * samples), past the 2⁵³ a JavaScript number holds exactly, so an integer too big for one is read as the digits
 * it was written with (JSON.parse's source text, Node 21+) and `id` takes it as a string. Throws as JSON.parse.
 */
export function parseShopifyJson(raw: string): unknown {
  return JSON.parse(raw, (_key, value: unknown, context?: { source?: string }) =>
    typeof value === 'number' && Number.isInteger(value) && !Number.isSafeInteger(value) && context?.source
      ? context.source
      : value,
  );
}
