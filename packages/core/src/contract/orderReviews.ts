import { z } from './zod';
import { endpoint } from './endpoint';
import { ENDPOINT_PATHS } from './endpointPaths';

/**
 * Orders held for review (issue 28, items 1 and 3; docs/adr/0054): a paid storefront order that does not match
 * the checkout it names (a line's SKU, variant, quantity or price, the currency, the subtotal, a line too many or
 * too few), or a Shopify test order in production, grants nothing and is listed here for staff.
 */

/** What the buyer and the server say about a held order, and the storefront call limit. */
export const ORDER_REVIEW_MESSAGES = {
  /** The checkout status and the confirmation page, for a held order. */
  held:
    'We received your payment, but the order does not match your checkout, so it is held for review and ' +
    'nothing is licensed yet. Please contact us and quote your order reference.',
  /** The storefront cart was changed after the checkout built it (found before paying). */
  cartChanged:
    'Your shop cart was changed after checkout began, so it no longer matches your Clipmarket cart. Nothing ' +
    'was charged: please check out again from your cart.',
  /** Too many checkout or checkout status calls. */
  tooManyCalls: (seconds: number) =>
    `Too many checkout requests. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
  staffOnly: 'Staff only.',
} as const;

export const ORDER_REVIEW_REASON_CODES = [
  'currency',
  'subtotal',
  'missingLine',
  'extraLine',
  'duplicateLine',
  'sku',
  'variant',
  'quantity',
  'price',
  'testOrder',
  // An upgrade whose licence was upgraded, revoked or lost by the time the order arrived (docs/adr/0084).
  'upgrade',
] as const;

export const orderReviewSchema = z.object({
  id: z.string(),
  /** The checkout's order reference, e.g. 'CMO-7F3A9C2B'. */
  checkoutReference: z.string(),
  /** The storefront order's id and name ('#1001'). */
  storefrontOrderId: z.string(),
  name: z.string().nullable(),
  /** The buyer's account e-mail. */
  userEmail: z.string(),
  currency: z.string(),
  subtotalCents: z.number().int(),
  /** What the checkout was to be paid (its lines not paid by credits), in the checkout's currency. */
  expectedCents: z.number().int(),
  /** A Shopify test order. */
  test: z.boolean(),
  reasons: z.array(
    z.object({
      code: z.enum(ORDER_REVIEW_REASON_CODES),
      lineId: z.string().optional(),
      message: z.string(),
    }),
  ),
  receivedAt: z.string(),
});
export type OrderReview = z.infer<typeof orderReviewSchema>;

export const orderReviewsEndpoint = endpoint({
  ...ENDPOINT_PATHS.orderReviewsEndpoint,
  auth: 'user',
  summary: 'Paid orders held for review (they granted nothing), newest first (staff only)',
  tag: 'Commerce',
  query: z.object({
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
    max: z.coerce.number().int().min(1).max(100).default(20),
  }),
  response: z.object({ data: z.array(orderReviewSchema), total: z.number().int().min(0) }),
  errors: { 401: 'Not signed in.', 403: 'Staff only.' },
});
