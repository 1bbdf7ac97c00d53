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
