import { z } from './zod';
import { endpoint } from './endpoint';
import { ENDPOINT_PATHS } from './endpointPaths';
import { playlistJmIdSchema, playlistUuidSchema } from './playlists';
import { PLAYLIST_SERVER_MESSAGES } from './playlistRules';
import { SHARE_MESSAGES } from './playlistReviewRules';
import {
  CART_LINE_KINDS,
  COMMERCE_LIMITS,
  LICENCE_NUMBER_PATTERN,
  isLicenceNumber,
  ONLINE_TIER_IDS,
  TIER_IDS,
  CART_SERVER_MESSAGES,
  BILLING_LIMITS,
  BILLING_MESSAGES,
  COUNTRY_CODES,
  ORDER_NUMBER_PATTERN,
  UPGRADE_MESSAGES,
} from './commerceRules';

// The limits, tiers and server messages live free of the schemas, so browser code reads them without the schema
// library (ADR 15); re-exported here, where they were declared first.
export * from './commerceRules';

/**
 * Commerce (spec sections 3, 4, 7 and 8; decisions.md "Commerce"): the storefront's prices, the cart, checkout,
 * the storefront's `orders/paid` webhook, licences and their proof, the account's history, and the licensing
 * inquiry.
 *
 * Money is integer minor units (cents) with an ISO currency, computed on the server from the storefront's
 * prices: no price a browser sends is ever read. Every `/api/user/…` resource here is the caller's own; another
 * user's line, checkout, licence or certificate answers 404.
 */

// ---------------------------------------------------------------------------------------------------------
// Shared pieces

export const tierIdSchema = z.enum(TIER_IDS);
export const onlineTierIdSchema = z.enum(ONLINE_TIER_IDS);

/** Integer minor units (cents). */
const cents = z.number().int();
/** ISO 4217, e.g. 'USD'. */
const currency = z.string().length(3);
const timestamp = z.string();
/** 'yyyy-MM-dd'. */
const day = z.iso.date('Use the date format yyyy-MM-dd.');
const optionalText = (max: number) => z.string().trim().max(max).nullish();

export const licenceNumberSchema = z
  .string()
  .max(32)
  .regex(LICENCE_NUMBER_PATTERN, 'Not a licence number (CM-yyyy-XXXX-XXXX-XXXX).')
  .refine(isLicenceNumber, 'Not a licence number: its check character is wrong.');

/** A post URL the buyer already published the clip at. */
const postUrl = z
  .string()
  .trim()
  .max(COMMERCE_LIMITS.urlMax)
  .regex(/^https?:\/\/\S+$/i, 'Give the full address of the post, starting with https://.');

// ---------------------------------------------------------------------------------------------------------
// Products: the storefront's prices

export const tierPriceSchema = z.object({
  tier: onlineTierIdSchema,
  /** The tier's name as the storefront sells it, e.g. 'Basic Pro'. */
  name: z.string(),
  variantId: z.string(),
  priceCents: cents,
});

export const discountPackPriceSchema = z.object({
  variantId: z.string(),
  tier: onlineTierIdSchema,
  /** Prepaid licences in the pack. */
  count: z.number().int().min(1),
  priceCents: cents,
  /** What each licence costs in the pack. */
  unitPriceCents: cents,
});

export const giftCardPriceSchema = z.object({
  variantId: z.string(),
  /** What the card is worth. */
  valueCents: cents,
  priceCents: cents,
});

/**
 * A licence upgrade the shop sells (docs/adr/0084): from a tier to a higher one, at the difference of the two
 * tiers' prices. An upgrade whose storefront price is not that difference is not listed (nor sold).
 */
export const upgradePriceSchema = z.object({
  from: onlineTierIdSchema,
  to: onlineTierIdSchema,
  variantId: z.string(),
  priceCents: cents,
});
export type UpgradePrice = z.infer<typeof upgradePriceSchema>;

export const productsResponseSchema = z.object({
  currency,
  tiers: z.array(tierPriceSchema),
  discountPacks: z.array(discountPackPriceSchema),
  giftCards: z.array(giftCardPriceSchema),
  /** The rights management fee per clip already used (product type 'RM OTHER'); null if the store has none. */
  rightsFee: z.object({ variantId: z.string(), priceCents: cents }).nullable(),
  /** Licence upgrades, each from a tier to a higher one at the difference of their prices. */
  upgrades: z.array(upgradePriceSchema),
});
export type ProductsResponse = z.infer<typeof productsResponseSchema>;

export const productsEndpoint = endpoint({
  ...ENDPOINT_PATHS.productsEndpoint,
  auth: 'public',
  summary:
    "The storefront's prices: each online tier, Discount Packs, Gift Cards and the rights management fee",
  tag: 'Commerce',
  response: productsResponseSchema,
  errors: {},
});

// ---------------------------------------------------------------------------------------------------------
// Cart

/** One line of the cart (spec section 3, cart item, plus what decisions.md adds). */
export const cartLineSchema = z.object({
  /** The line's own id: what PATCH and DELETE name. */
  lineId: z.string(),
  kind: z.enum(CART_LINE_KINDS),
  /** The clip's jmId (licence, inquiry and fee lines) or the product's handle. */
  id: z.string(),
  /** `id` plus variant (spec section 3). */
  uId: z.string(),
  /** The storefront variant; null for an inquiry line (Custom), which cannot be bought online. */
  variantId: z.string().nullable(),
  /** The licence tier (licence and inquiry lines), the tier an upgrade raises to, or a Discount Pack's. */
  tier: tierIdSchema.nullable(),
  quantity: z.number().int().min(1),
  /** The clip's display title, or the product's. */
  title: z.string().nullable(),
  imgUrl: z.string().nullable(),
  /** The storefront product's name, e.g. 'Basic Pro', 'Discount Pack', 'Gift Card'. */
  productName: z.string(),
  /**
   * The storefront product type: 'Licence', 'Inquiry', 'RM OTHER', 'Discount Pack', 'Gift Card', 'Licence Upgrade'.
   */
  type: z.string().nullable(),
  /** Unit price from the storefront; null when by inquiry. */
  priceCents: cents.nullable(),
  currency,
  contentUsage: z.string().nullable(),
  /** The playlist the line was added from. */
  playlistUUID: z.string().nullable(),
  projectName: z.string().nullable(),
  poNumber: z.string().nullable(),
  /** Where the buyer already used the clip (a licence line with a rights management fee line). */
  postUrls: z.array(z.string()),
  /** Paid with a Discount Pack credit: it costs nothing at checkout. */
  creditApplied: z.boolean(),
  /** A fee line's licence line. */
  forLineId: z.string().nullable(),
  /**
   * An upgrade line (kind 'upgrade'): the licence it raises to `tier`, and the tier that licence has now; null
   * for every other line.
   */
  upgradeOf: z.object({ licenceNumber: z.string(), fromTier: onlineTierIdSchema }).nullable(),
  addedAt: timestamp,
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartSchema = z.object({
  lines: z.array(cartLineSchema),
  /**
   * Items, as the header's cart link and the cart's heading count them: core's `cartItems` (a fee under its
   * clip's line is not one).
   */
  count: z.number().int().min(0),
  currency,
  /** Every priced line at its storefront price. */
  subtotalCents: cents,
  /** What Discount Pack credits take off. */
  creditAppliedCents: cents,
  /** What the buyer pays at checkout. */
  totalCents: cents,
  /**
   * Spec section 4: false when the first line has no variant or is of an inquiry type; the cart then goes to
   * an inquiry instead of the online shop.
   */
  readyForOnlineShop: z.boolean(),
  /** Prepaid licences left per tier (Discount Packs bought), spent before money at checkout. */
  credits: z.array(z.object({ tier: onlineTierIdSchema, remaining: z.number().int().min(0) })),
  /**
   * Whether the store's prices include tax (STOREFRONT_TAXES_INCLUDED, as the store is set; Shopify's
   * `taxes_included`): the totals above are then tax included; else tax is added at checkout for the buyer's
   * country (`TAX_NOTES` words it). The paid order records what the storefront charged.
   */
  taxesIncluded: z.boolean(),
});
export type Cart = z.infer<typeof cartSchema>;

const cartLineParams = z.object({ lineId: z.uuid('Not a cart line id.') });

export const cartEndpoint = endpoint({
  ...ENDPOINT_PATHS.cartEndpoint,
  auth: 'user',
  summary: "The user's cart, priced by the storefront, with Discount Pack credits applied",
  tag: 'Commerce',
  response: cartSchema,
  errors: { 401: 'Not signed in.' },
});

export const addCartVideoBodySchema = z.object({
  /** 'custom' adds an inquiry line: the cart then goes to an inquiry. */
  tier: tierIdSchema,
  /** The playlist the clip is added from (a playlist row). */
  playlistUuid: playlistUuidSchema.nullish(),
  projectName: optionalText(COMMERCE_LIMITS.projectNameMax),
  poNumber: optionalText(COMMERCE_LIMITS.poNumberMax),
  contentUsage: optionalText(COMMERCE_LIMITS.contentUsageMax),
  /**
   * "I already used this clip": where it was posted. The line then carries the rights management fee (a second
   * line), and the licence will list these URLs.
   */
  postUrls: z.array(postUrl).max(COMMERCE_LIMITS.postUrlsMax).optional(),
});

export const addCartVideoEndpoint = endpoint({
  ...ENDPOINT_PATHS.addCartVideoEndpoint,
  auth: 'user',
  summary: 'Add a clip at a tier (the same clip at the same tier again changes nothing)',
  tag: 'Commerce',
  params: z.object({ jmId: playlistJmIdSchema }),
  body: addCartVideoBodySchema,
  response: cartSchema,
  errors: {
    400: `Invalid field, or '${CART_SERVER_MESSAGES.cartFull}'.`,
    401: 'Not signed in.',
    404: `'${CART_SERVER_MESSAGES.clipMissing}', or the playlist's "…doesn't exists".`,
  },
});

export const addCartPlaylistBodySchema = z.object({
  tier: tierIdSchema,
  /** Only the clips the playlist's guests approved (core's `reviewVerdict`): "License all approved". */
  approvedOnly: z.boolean().optional(),
});

export const addCartPlaylistResponseSchema = cartSchema.extend({
  /** Lines added (clips already in the cart at that tier are skipped). */
  added: z.number().int().min(0),
});

export const addCartPlaylistEndpoint = endpoint({
  ...ENDPOINT_PATHS.addCartPlaylistEndpoint,
  auth: 'user',
  summary: 'Add every clip of one of your playlists at one tier',
  tag: 'Commerce',
  params: z.object({ uuid: playlistUuidSchema }),
  body: addCartPlaylistBodySchema,
  response: addCartPlaylistResponseSchema,
  errors: {
    400: `Invalid tier, '${CART_SERVER_MESSAGES.cartFull}', or (approvedOnly) '${SHARE_MESSAGES.nothingApproved}'.`,
    401: 'Not signed in.',
    404: `"${PLAYLIST_SERVER_MESSAGES.playlistMissing}".`,
  },
});

export const removeCartPlaylistEndpoint = endpoint({
  ...ENDPOINT_PATHS.removeCartPlaylistEndpoint,
  auth: 'user',
  summary: "Drop a playlist's lines from the cart (checkout of a playlist you may no longer change)",
  tag: 'Commerce',
  params: z.object({ uuid: playlistUuidSchema }),
  response: cartSchema,
  errors: {
    400: 'Not a uuid.',
    401: 'Not signed in.',
    404: `"${PLAYLIST_SERVER_MESSAGES.playlistMissing}": not your playlist, and none of your lines came from it.`,
  },
});

export const addCartProductBodySchema = z.object({
  /** A Discount Pack or Gift Card variant from `products`. */
  variantId: z.string().min(1).max(200),
  quantity: z.number().int().min(1).max(10).default(1),
});

export const addCartProductEndpoint = endpoint({
  ...ENDPOINT_PATHS.addCartProductEndpoint,
  auth: 'user',
  summary: 'Add a Discount Pack or a Gift Card',
  tag: 'Commerce',
  body: addCartProductBodySchema,
  response: cartSchema,
  errors: {
    400: `'${CART_SERVER_MESSAGES.variantUnknown}', or '${CART_SERVER_MESSAGES.cartFull}'.`,
    401: 'Not signed in.',
  },
});

export const addCartUpgradeBodySchema = z.object({
  /** One of your licences, in force. */
  licenceNumber: licenceNumberSchema,
  /** A tier above the licence's; 'custom' is refused with a message (Custom is by inquiry). */
  tier: tierIdSchema,
});

export const addCartUpgradeEndpoint = endpoint({
  ...ENDPOINT_PATHS.addCartUpgradeEndpoint,
  auth: 'user',
  summary:
    'Add the upgrade of one of your licences to a higher tier, at the difference of the two prices (one upgrade line per licence: another tier replaces it)',
  tag: 'Commerce',
  body: addCartUpgradeBodySchema,
  response: cartSchema,
  errors: {
    400: `Invalid field, '${UPGRADE_MESSAGES.notHigher}', '${UPGRADE_MESSAGES.custom}', '${UPGRADE_MESSAGES.notSold}' or '${CART_SERVER_MESSAGES.cartFull}'.`,
    401: 'Not signed in.',
    404: `'${CART_SERVER_MESSAGES.licenceMissing}': not your licence, or no such licence.`,
    409: `'${UPGRADE_MESSAGES.revoked}'.`,
    503: `'${CART_SERVER_MESSAGES.storefrontDown}'.`,
  },
});

/**
 * A cart line's tier changed to one that is not sold online (Custom, or no tier at all): issue 32, item 8. Here,
 * not in CART_SERVER_MESSAGES, which every page of the app loads: only the server and the mocks say it.
 */
export const CART_TIER_MESSAGES = {
  notOnline:
    'Choose Personal, Basic Pro or Super Pro. A Custom licence is quoted by inquiry: send a licensing inquiry for this clip.',
} as const;

export const updateCartLineBodySchema = z
  .object({
    /** Only a tier sold online: a line's price always comes from the storefront (Custom is by inquiry). */
    tier: z.enum(ONLINE_TIER_IDS, { message: CART_TIER_MESSAGES.notOnline }).optional(),
    projectName: optionalText(COMMERCE_LIMITS.projectNameMax),
    poNumber: optionalText(COMMERCE_LIMITS.poNumberMax),
    contentUsage: optionalText(COMMERCE_LIMITS.contentUsageMax),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Give at least one of tier, projectName, poNumber, contentUsage.',
  });

export const updateCartLineEndpoint = endpoint({
  ...ENDPOINT_PATHS.updateCartLineEndpoint,
  auth: 'user',
  summary: "Change a line's tier, project name, PO number or content usage",
  tag: 'Commerce',
  params: cartLineParams,
  body: updateCartLineBodySchema,
  response: cartSchema,
  errors: {
    400: `Invalid field, or a tier not sold online ('${CART_TIER_MESSAGES.notOnline}').`,
    401: 'Not signed in.',
    404: `'${CART_SERVER_MESSAGES.lineMissing}'.`,
  },
});

export const updateCartDetailsBodySchema = z
  .object({
    projectName: optionalText(COMMERCE_LIMITS.projectNameMax),
    poNumber: optionalText(COMMERCE_LIMITS.poNumberMax),
  })
  .refine((body) => body.projectName !== undefined || body.poNumber !== undefined, {
    message: 'Give at least one of projectName, poNumber.',
  });

export const updateCartDetailsEndpoint = endpoint({
  ...ENDPOINT_PATHS.updateCartDetailsEndpoint,
  auth: 'user',
  summary: 'Set the project name and PO number of every licence and inquiry line of the cart at once',
  tag: 'Commerce',
  body: updateCartDetailsBodySchema,
  response: cartSchema,
  errors: { 400: 'Invalid field.', 401: 'Not signed in.' },
});

export const removeCartLineEndpoint = endpoint({
  ...ENDPOINT_PATHS.removeCartLineEndpoint,
  auth: 'user',
  summary: 'Remove a line (with its rights management fee line)',
  tag: 'Commerce',
  params: cartLineParams,
  response: cartSchema,
  errors: { 401: 'Not signed in.', 404: `'${CART_SERVER_MESSAGES.lineMissing}'.` },
});

export const emptyCartEndpoint = endpoint({
  ...ENDPOINT_PATHS.emptyCartEndpoint,
  auth: 'user',
  summary: 'Empty the cart',
  tag: 'Commerce',
  response: cartSchema,
  errors: { 401: 'Not signed in.' },
});

// ---------------------------------------------------------------------------------------------------------
// Checkout

export const checkoutBodySchema = z.object({
  /** Check out only the lines added from this playlist (the /licensing/checkout/{playlistUUID} route). */
  playlistUuid: playlistUuidSchema.nullish(),
});

export const checkoutResponseSchema = z.object({
  /**
   * 'redirect': the storefront cart is built; send the browser to `checkoutUrl`. 'completed': Discount Pack
   * credits paid every line, so the licences are granted already and there is nothing to pay.
   */
  status: z.enum(['redirect', 'completed']),
  /** The storefront cart's id (kept in local storage and on the playlist); null when completed. */
  checkoutId: z.string().nullable(),
  checkoutUrl: z.string().nullable(),
  /** The server's reference for this checkout, e.g. 'CMO-7F3A9C2B'. */
  orderReference: z.string(),
});
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

export const checkoutEndpoint = endpoint({
  ...ENDPOINT_PATHS.checkoutEndpoint,
  auth: 'user',
  summary: "Build the storefront cart from the cart's lines (or one playlist's) and answer where to pay",
  tag: 'Commerce',
  body: checkoutBodySchema,
  response: checkoutResponseSchema,
  errors: {
    400: `'${CART_SERVER_MESSAGES.checkoutEmpty}', or '${CART_SERVER_MESSAGES.checkoutNotReady}'.`,
    401: 'Not signed in.',
    404: `The playlist's "${PLAYLIST_SERVER_MESSAGES.playlistMissing}".`,
    409: 'The storefront cart read back does not match the checkout: the buyer is not sent to pay.',
    429: 'Too many checkouts by this user (STOREFRONT_CALL_LIMIT); Retry-After says when to try again.',
  },
});

/** A licence as lists show it. */
export const licenceSummarySchema = z.object({
  number: z.string(),
  jmId: z.string(),
  title: z.string(),
  tier: onlineTierIdSchema,
  tierName: z.string(),
  grantedAt: timestamp,
});
export type LicenceSummary = z.infer<typeof licenceSummarySchema>;

export const checkoutStatusQuerySchema = z.object({
  /** The storefront cart id kept in local storage. */
  checkoutId: z.string().min(1).max(500),
});

export const checkoutStatusResponseSchema = z.object({
  checkoutId: z.string(),
  orderReference: z.string(),
  /** The storefront cart is gone (checked out or expired). */
  cartGone: z.boolean(),
  /** A paid order with the cart's token has arrived (spec section 4: both make the checkout complete). */
  purchased: z.boolean(),
  /** The licences the order granted (empty until purchased). */
  licences: z.array(licenceSummarySchema),
  /** The order's terms page, by short link; null until purchased. */
  termsUrl: z.string().nullable(),
  /**
   * The payment arrived but the order does not match the checkout (or is a test order in production): it is
   * held for staff review and granted nothing (`ORDER_REVIEW_MESSAGES.held`). `purchased` is true, `licences`
   * empty.
   */
  held: z.boolean().optional(),
});
export type CheckoutStatusResponse = z.infer<typeof checkoutStatusResponseSchema>;

export const checkoutStatusEndpoint = endpoint({
  ...ENDPOINT_PATHS.checkoutStatusEndpoint,
  auth: 'user',
  summary: 'Whether a checkout was paid: its storefront cart is gone and its order has arrived',
  tag: 'Commerce',
  query: checkoutStatusQuerySchema,
  response: checkoutStatusResponseSchema,
  errors: {
    401: 'Not signed in.',
    404: `'${CART_SERVER_MESSAGES.checkoutMissing}'.`,
    409: 'The storefront cart was changed after the checkout built it (not paid yet): check out again.',
    429: 'Too many status calls by this user (STOREFRONT_CALL_LIMIT); Retry-After says when to try again.',
  },
});

export const webhookAnswerSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });

/**
 * The storefront's `orders/paid` webhook (Shopify's, or the sandbox's). The body is read as raw bytes, its
 * `X-Shopify-Hmac-Sha256` checked in constant time before anything is parsed; nothing here is for browsers.
 */
export const ordersPaidWebhookEndpoint = endpoint({
  ...ENDPOINT_PATHS.ordersPaidWebhookEndpoint,
  auth: 'public',
  summary:
    "The storefront's webhooks: orders/paid grants the order's licences, once; refunds/create and orders/cancelled revoke what they take back",
  tag: 'Commerce',
  response: webhookAnswerSchema,
  errors: {
    400: 'A signed body that is not an order.',
    401: 'No signature, or a wrong one.',
    409: 'No open checkout matches the order (yet): the storefront retries it.',
    413: 'A body over 1 MB.',
  },
});

// ---------------------------------------------------------------------------------------------------------
// Licences, proof and history

export const licenceTermsSchema = z.object({
  monetization: z.boolean(),
  watermarked: z.boolean(),
  pagesOrChannels: z.union([z.number(), z.literal('unlimited')]),
  maxAudience: z.union([z.number(), z.literal('unlimited')]),
  postsPerChannel: z.union([z.number(), z.literal('unlimited')]),
  brands: z.union([z.number(), z.literal('unlimited')]),
  distribution: z.array(z.string()),
});

/** An upgrade of a licence that stands (one refunded is undone and not listed). */
export const licenceUpgradeSchema = z.object({
  fromTier: onlineTierIdSchema,
  toTier: onlineTierIdSchema,
  /** When it was paid. */
  date: timestamp,
  /** The order that paid for it ('CMO-…'). */
  orderNumber: z.string(),
  priceCents: cents,
});
export type LicenceUpgrade = z.infer<typeof licenceUpgradeSchema>;

export const licenceSchema = licenceSummarySchema.extend({
  imgUrl: z.string().nullable(),
  /**
   * The tier's terms when it was bought, or when it was last upgraded (a later change to the tiers does not
   * change a licence).
   */
  terms: licenceTermsSchema,
  licensee: z.object({ name: z.string(), company: z.string().nullable(), email: z.string() }),
  projectName: z.string().nullable(),
  poNumber: z.string().nullable(),
  /**
   * The price paid: the order line's price less the order's discounts allocated to it (Shopify's
   * `discount_allocations`), tax included only when the store's prices include it; 0 for a credit. A gift
   * card is a way of paying, not a discount: it takes nothing off (docs/adr/0085).
   */
  priceCents: cents,
  currency,
  /** Paid with money, or with a Discount Pack credit. */
  paidWith: z.enum(['money', 'credit']),
  orderReference: z.string(),
  /** The storefront order's name, e.g. '#1001'. */
  orderName: z.string().nullable(),
  /** Where the clip was already used (a licence bought with the rights management fee). */
  postUrls: z.array(z.string()),
  /** The certificate PDF (same origin, the owner's session). */
  certificateUrl: z.string(),
  /** The public verification page. */
  verificationUrl: z.string(),
  /** When the licence was revoked (its order refunded, cancelled or charged back); null while it is in force. */
  revokedAt: timestamp.nullable(),
  /** Why: 'Refunded', 'Order cancelled (fraud)'…; null while in force. */
  revokedReason: z.string().nullable(),
  /** Whether the public verification shows the licensee's company (the buyer's choice; off unless chosen). */
  showCompany: z.boolean(),
  /** Its upgrades that stand, oldest first: `tier` is the last one's `toTier`. */
  upgrades: z.array(licenceUpgradeSchema),
  /**
   * Its order's invoice when the order was placed on account (docs/adr/0087): 'due' until staff mark it paid
   * (the certificate then says "Price invoiced", not "Price paid"); null for an order paid by card or credit.
   */
  invoice: z.object({ state: z.enum(['due', 'paid', 'cancelled']), dueOn: day }).nullable(),
});
export type Licence = z.infer<typeof licenceSchema>;

const licenceParams = z.object({ number: licenceNumberSchema });

export const licenceEndpoint = endpoint({
  ...ENDPOINT_PATHS.licenceEndpoint,
  auth: 'user',
  summary: 'One of your licences',
  tag: 'Commerce',
  params: licenceParams,
  response: licenceSchema,
  errors: {
    400: 'Not a licence number.',
    401: 'Not signed in.',
    404: `'${CART_SERVER_MESSAGES.licenceMissing}'.`,
  },
});

/** Whether the public verification of a licence shows the licensee's company (off until the buyer turns it on). */
export const licenceVisibilityEndpoint = endpoint({
  ...ENDPOINT_PATHS.licenceVisibilityEndpoint,
  auth: 'user',
  summary: "Show or hide your company on a licence's public verification",
  tag: 'Commerce',
  params: licenceParams,
  body: z.object({ showCompany: z.boolean() }),
  response: licenceSchema,
  errors: {
    400: 'Not a licence number, or no showCompany.',
    401: 'Not signed in.',
    404: `'${CART_SERVER_MESSAGES.licenceMissing}'.`,
  },
});

export const licenceCertificateEndpoint = endpoint({
  ...ENDPOINT_PATHS.licenceCertificateEndpoint,
  auth: 'user',
  summary: "A licence's certificate (PDF): terms, licensee, project, price, order and a verification QR code",
  tag: 'Commerce',
  params: licenceParams,
  produces: 'application/pdf',
  response: z.unknown(),
  errors: {
    400: 'Not a licence number.',
    401: 'Not signed in.',
    404: `'${CART_SERVER_MESSAGES.licenceMissing}'.`,
  },
});

export const HISTORY_TYPES = ['all', 'licence', 'purchase', 'giftCard'] as const;

/**
 * An order's payment state, as its page, the history and the receipt say it. 'invoiced': placed on account and
 * not paid yet (docs/adr/0087); a cancelled invoice's order is 'cancelled', a paid one's 'paid'.
 */
export const ORDER_STATUSES = ['paid', 'partlyRefunded', 'refunded', 'cancelled', 'invoiced'] as const;

/** The history's filters; the same filters choose what the exports hold. */
export const commerceHistoryQuerySchema = z.object({
  type: z.enum(HISTORY_TYPES).default('all'),
  /** Inclusive, 'yyyy-MM-dd'. */
  from: day.optional(),
  to: day.optional(),
  /** A clip's title words, its jmId or 'JV#' + jmId, or a licence number. */
  q: z.string().trim().max(200).optional(),
  /** A PO number, exactly (ignoring case). */
  po: z.string().trim().max(COMMERCE_LIMITS.poNumberMax).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  max: z.coerce.number().int().min(1).max(COMMERCE_LIMITS.historyPageMax).default(20),
});

export const commerceHistoryRecordSchema = z.object({
  /** Unique across the history. */
  id: z.string(),
  type: z.enum(['licence', 'purchase', 'giftCard']),
  /** When it was bought (ISO timestamp). */
  date: timestamp,
  /** The clip's display title, the product's name or the gift card's. */
  title: z.string(),
  jmId: z.string().nullable(),
  /** The tier, the product variant ('10 × Basic Pro') or the gift card's value. */
  productName: z.string().nullable(),
  amountCents: cents,
  currency,
  /**
   * The order number: the marketplace's reference of the checkout ('CMO-7F3A9C2B'), the one number the
   * confirmation, the history, the CSV and the certificate show (the storefront's own name, '#1001', is the
   * licence's `orderName`).
   */
  orderNumber: z.string(),
  licenceNumber: z.string().nullable(),
  projectName: z.string().nullable(),
  poNumber: z.string().nullable(),
  certificateUrl: z.string().nullable(),
  /** A licence revoked, or a purchase or gift card refunded (ISO timestamp); null otherwise. */
  revokedAt: timestamp.nullable(),
  /** The order as a whole: paid, partly refunded, refunded or cancelled. */
  orderStatus: z.enum(ORDER_STATUSES),
  /** Gift cards only: its code and what is left on it. */
  giftCard: z
    .object({
      code: z.string().nullable(),
      lastCharacters: z.string(),
      balanceCents: cents,
      initialCents: cents,
    })
    .nullable(),
});
export type CommerceHistoryRecord = z.infer<typeof commerceHistoryRecordSchema>;

export const commerceHistoryResponseSchema = z.object({
  data: z.array(commerceHistoryRecordSchema),
  total: z.number().int().min(0),
});
export type CommerceHistoryResponse = z.infer<typeof commerceHistoryResponseSchema>;

export const commerceHistoryEndpoint = endpoint({
  ...ENDPOINT_PATHS.commerceHistoryEndpoint,
  auth: 'user',
  summary: 'Your licences, purchases and gift cards, newest first, filtered and a page at a time',
  tag: 'Commerce',
  query: commerceHistoryQuerySchema,
  response: commerceHistoryResponseSchema,
  errors: { 400: 'A filter is invalid.', 401: 'Not signed in.' },
});

/** The exports take the history's filters (without paging). */
export const licenceExportQuerySchema = commerceHistoryQuerySchema.omit({
  type: true,
  offset: true,
  max: true,
});

export const licencesCsvEndpoint = endpoint({
  ...ENDPOINT_PATHS.licencesCsvEndpoint,
  auth: 'user',
  summary: 'Your licences (filtered) as CSV',
  tag: 'Commerce',
  query: licenceExportQuerySchema,
  produces: 'text/csv',
  response: z.unknown(),
  errors: { 400: 'A filter is invalid.', 401: 'Not signed in.' },
});

export const licenceCertificatesZipEndpoint = endpoint({
  ...ENDPOINT_PATHS.licenceCertificatesZipEndpoint,
  auth: 'user',
  summary: 'The certificates of your licences (filtered) in one zip',
  tag: 'Commerce',
  query: licenceExportQuerySchema,
  produces: 'application/zip',
  response: z.unknown(),
  errors: { 400: 'A filter is invalid.', 401: 'Not signed in.' },
});

/** What anyone may learn of a licence from its number: never personal data. */
export const licenceVerificationSchema = z.object({
  number: z.string(),
  /** False for a revoked licence. */
  valid: z.boolean(),
  jmId: z.string(),
  title: z.string(),
  tier: onlineTierIdSchema,
  tierName: z.string(),
  /** The licensee's company, only when the buyer chose to show it on this check; else null. */
  company: z.string().nullable(),
  /** The day it was granted, 'yyyy-MM-dd'. */
  date: z.string(),
  /** The day it was revoked, 'yyyy-MM-dd'; null while it is in force. */
  revokedAt: z.string().nullable(),
  /** The day it was last upgraded to its tier, 'yyyy-MM-dd'; null when it never was. */
  upgradedAt: z.string().nullable(),
});
export type LicenceVerification = z.infer<typeof licenceVerificationSchema>;

export const verifyLicenceEndpoint = endpoint({
  ...ENDPOINT_PATHS.verifyLicenceEndpoint,
  auth: 'public',
  summary:
    'Whether a licence number is real: clip, tier, date, revocation, the company if shown (no personal data)',
  tag: 'Commerce',
  params: licenceParams,
  response: licenceVerificationSchema,
  errors: {
    400: 'Not a licence number.',
    404: 'No licence has this number.',
    429: 'Too many look-ups from this address; Retry-After gives the seconds to wait.',
  },
});

/** The terms page's query fields (spec section 2: id, reference, subtotal and others), from the short link. */
export const checkoutTermsQuerySchema = z.object({
  /** The storefront order's name, e.g. '#1001'. */
  id: z.string().max(64),
  reference: z.string().max(64),
  /** A decimal amount, e.g. '447.00'. */
  subtotal: z.string().max(32),
  currency: z.string().max(3).optional(),
  /** 'yyyy-MM-dd'. */
  date: z.string().max(10).optional(),
});

export const checkoutTermsResponseSchema = z.object({
  /** Every field matches a real order. */
  valid: z.boolean(),
  order: z
    .object({
      name: z.string(),
      reference: z.string(),
      date: z.string(),
      subtotalCents: cents,
      currency,
      /** The tiers bought, with their terms, for the page to show. */
      tiers: z.array(z.object({ tier: onlineTierIdSchema, tierName: z.string(), terms: licenceTermsSchema })),
      licenceCount: z.number().int().min(0),
    })
    .nullable(),
});
export type CheckoutTermsResponse = z.infer<typeof checkoutTermsResponseSchema>;

export const checkoutTermsEndpoint = endpoint({
  ...ENDPOINT_PATHS.checkoutTermsEndpoint,
  auth: 'public',
  summary: "Checks the terms page's fields against a real order and answers the terms it was bought under",
  tag: 'Commerce',
  query: checkoutTermsQuerySchema,
  response: checkoutTermsResponseSchema,
  errors: { 400: 'A field is missing or too long.' },
});

// ---------------------------------------------------------------------------------------------------------
// Licensing inquiry

/** What the server answers besides validation: the per-address limit's 429 and the staff list's 403. */
export const INQUIRY_SERVER_MESSAGES = {
  tooMany: 'Too many inquiries from this address. Please try again later.',
  staffOnly: 'Only Clipmarket staff can read licensing inquiries.',
} as const;

const inquiryText = (max: number = COMMERCE_LIMITS.inquiryFieldMax) => z.string().trim().max(max);

/** Spec section 3, "Licensing inquiry payload". */
export const inquiryPayloadSchema = z
  .object({
    firstName: inquiryText().min(1, 'Enter your first name.'),
    lastName: inquiryText().min(1, 'Enter your last name.'),
    email: z.string().trim().max(320).pipe(z.email('Enter a valid e-mail address.')),
    phoneNumber: inquiryText(40).default(''),
    companyName: inquiryText().min(1, 'Enter your company name.'),
    country: inquiryText(100).min(1, 'Choose your country.'),
    showTitleName: inquiryText().default(''),
    mediaUsageAdvertisement: z.boolean(),
    mediaUsageDigital: z.boolean(),
    mediaUsageNonProfit: z.boolean(),
    mediaUsageTvFilm: z.boolean(),
    /** Exclusivity wanted until this day, or null. */
    exclusiveUntil: day.nullable().default(null),
    intent: inquiryText(COMMERCE_LIMITS.inquiryTextMax).min(1, 'Tell us how you plan to use the clips.'),
    /** The jmIds the inquiry is about (from the clip page or the cart). */
    cart: z.array(playlistJmIdSchema).max(COMMERCE_LIMITS.inquiryClipsMax).default([]),
  })
  .refine(
    (body) =>
      body.mediaUsageAdvertisement ||
      body.mediaUsageDigital ||
      body.mediaUsageNonProfit ||
      body.mediaUsageTvFilm,
    { message: 'Choose at least one media usage.', path: ['mediaUsage'] },
  );
export type InquiryRequest = z.input<typeof inquiryPayloadSchema>;

export const inquiryCreatedSchema = z.object({
  id: z.string(),
  /** A short reference the buyer can quote, e.g. 'INQ-4F2A91'. */
  reference: z.string(),
});

export const licensingInquiryEndpoint = endpoint({
  ...ENDPOINT_PATHS.licensingInquiryEndpoint,
  auth: 'optional',
  summary: 'Send a licensing inquiry: stored, mailed to the licensing team, confirmed to the buyer',
  tag: 'Commerce',
  body: inquiryPayloadSchema,
  response: inquiryCreatedSchema,
  status: 201,
  errors: { 400: 'A field is invalid (messages lists each).', 429: 'Too many inquiries from this address.' },
});

/**
 * Where an inquiry's CRM web-to-lead post stands: no CRM configured when it was sent, waiting for the post,
 * accepted by the CRM, or refused or unreachable (the inquiry is stored and mailed either way).
 */
export const INQUIRY_CRM_STATUSES = ['notConfigured', 'pending', 'sent', 'failed'] as const;

export const inquirySchema = z.object({
  id: z.string(),
  reference: z.string(),
  createdAt: timestamp,
  /** The signed-in sender, if any. */
  userEmail: z.string().nullable(),
  payload: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phoneNumber: z.string(),
    companyName: z.string(),
    country: z.string(),
    showTitleName: z.string(),
    mediaUsageAdvertisement: z.boolean(),
    mediaUsageDigital: z.boolean(),
    mediaUsageNonProfit: z.boolean(),
    mediaUsageTvFilm: z.boolean(),
    exclusiveUntil: z.string().nullable(),
    intent: z.string(),
    cart: z.array(z.string()),
  }),
  clips: z.array(z.object({ jmId: z.string(), title: z.string() })),
  /** The CRM web-to-lead post (staff see whether the lead reached the CRM). */
  crmStatus: z.enum(INQUIRY_CRM_STATUSES),
  /** Why the CRM post failed (its HTTP status or the network error); null unless `crmStatus` is 'failed'. */
  crmError: z.string().nullable(),
});
export type Inquiry = z.infer<typeof inquirySchema>;

export const inquiriesEndpoint = endpoint({
  ...ENDPOINT_PATHS.inquiriesEndpoint,
  auth: 'user',
  summary: 'Licensing inquiries, newest first (staff only)',
  tag: 'Commerce',
  query: z.object({
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
    max: z.coerce.number().int().min(1).max(100).default(20),
  }),
  response: z.object({ data: z.array(inquirySchema), total: z.number().int().min(0) }),
  errors: { 401: 'Not signed in.', 403: 'Staff only.' },
});

// ---------------------------------------------------------------------------------------------------------
// Orders and billing details (issue 32): an order's page, its receipt, and who the receipts are made out to

const billingText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** Who receipts are made out to: kept on the account, asked once, printed on every receipt. */
export const billingDetailsSchema = z.object({
  name: z.string().trim().min(1, BILLING_MESSAGES.nameMissing).max(BILLING_LIMITS.nameMax),
  company: billingText(BILLING_LIMITS.companyMax),
  addressLine1: billingText(BILLING_LIMITS.addressLineMax),
  addressLine2: billingText(BILLING_LIMITS.addressLineMax),
  city: billingText(BILLING_LIMITS.cityMax),
  postalCode: billingText(BILLING_LIMITS.postalCodeMax),
  region: billingText(BILLING_LIMITS.regionMax),
  /** ISO 3166-1 alpha-2 ('GB'); null when not given. */
  country: z
    .string()
    .trim()
    .toUpperCase()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || COUNTRY_CODES.includes(v), BILLING_MESSAGES.countryUnknown),
  /** Spaces, dots and dashes dropped, upper case ('GB 123 4567 89' → 'GB123456789'); null when not given. */
  vatNumber: z
    .string()
    .max(40)
    .nullish()
    .transform((v) => (v ? v.replace(/[\s.-]/g, '').toUpperCase() : '') || null)
    .refine(
      (v) => v === null || new RegExp(`^[A-Z0-9]{2,${BILLING_LIMITS.vatNumberMax}}$`).test(v),
      BILLING_MESSAGES.vatNumberShape,
    ),
});
export type BillingDetails = z.output<typeof billingDetailsSchema>;
export type BillingDetailsInput = z.input<typeof billingDetailsSchema>;

/**
 * Billing details as the server stores and answers them: `billingDetailsSchema`'s output, without its
 * transforms. An answer is encoded with its schema (fastify-type-provider-zod), and a transform cannot be run
 * backwards, so a schema that tidies input cannot describe the output too.
 */
export const billingDetailsRecordSchema = z.object({
  name: z.string(),
  company: z.string().nullable(),
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  city: z.string().nullable(),
  postalCode: z.string().nullable(),
  region: z.string().nullable(),
  country: z.string().nullable(),
  vatNumber: z.string().nullable(),
}) satisfies z.ZodType<BillingDetails>;

export const billingDetailsResponseSchema = z.object({
  /** Null until the buyer gives them. */
  billing: billingDetailsRecordSchema.nullable(),
});
export type BillingDetailsResponse = z.output<typeof billingDetailsResponseSchema>;

export const billingDetailsEndpoint = endpoint({
  ...ENDPOINT_PATHS.billingDetailsEndpoint,
  auth: 'user',
  summary: 'Who your receipts are made out to (null until given)',
  tag: 'Commerce',
  response: billingDetailsResponseSchema,
  errors: { 401: 'Not signed in.' },
});

export const updateBillingDetailsEndpoint = endpoint({
  ...ENDPOINT_PATHS.updateBillingDetailsEndpoint,
  auth: 'user',
  summary: 'Sets who your receipts are made out to: every later receipt prints them',
  tag: 'Commerce',
  body: billingDetailsSchema,
  response: billingDetailsResponseSchema,
  errors: { 400: 'A field is missing, too long or not in its shape.', 401: 'Not signed in.' },
});

export const orderNumberSchema = z
  .string()
  .max(32)
  .regex(ORDER_NUMBER_PATTERN, 'Not an order number (CMO- and 8 letters and digits).');

/** One line of an order as it was paid. */
export const orderLineSchema = z.object({
  /** Unique in the order. */
  id: z.string(),
  kind: z.enum(['licence', 'rightsFee', 'discountPack', 'giftCard', 'upgrade']),
  /** The clip's display title, or the product's name. */
  title: z.string(),
  jmId: z.string().nullable(),
  /** Licences: the tier; upgrades: the tier upgraded to. */
  tier: onlineTierIdSchema.nullable(),
  /**
   * The tier's name, the upgrade ('Upgrade Personal → Basic Pro'), the product variant ('10 × Basic Pro') or
   * the gift card's value.
   */
  productName: z.string().nullable(),
  quantity: z.number().int().min(1),
  unitPriceCents: cents,
  /** Quantity × unit price; 0 for a licence paid with a Discount Pack credit. */
  amountCents: cents,
  /**
   * What the order's discounts took off this line (Shopify's `discount_allocations`); 0 without one. What was
   * paid for the line is `amountCents − discountCents`: a licence's price paid (its certificate, the CSV).
   */
  discountCents: cents,
  paidWith: z.enum(['money', 'credit']),
  licenceNumber: z.string().nullable(),
  certificateUrl: z.string().nullable(),
  projectName: z.string().nullable(),
  poNumber: z.string().nullable(),
  /** When the line was refunded or its licence revoked; null otherwise. */
  revokedAt: timestamp.nullable(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderSchema = z.object({
  /** 'CMO-7F3A9C2B': the one number the confirmation, history, receipt, certificate and mail show. */
  number: orderNumberSchema,
  /** The storefront's own name for it ('#1001'); null for an order paid wholly with credits. */
  storefrontName: z.string().nullable(),
  /** When it was paid. */
  date: timestamp,
  currency,
  status: z.enum(ORDER_STATUSES),
  lines: z.array(orderLineSchema),
  /** The lines' amounts before discounts. */
  subtotalCents: cents,
  /** Discount codes applied to the order, each with what it took off. */
  discounts: z.array(z.object({ code: z.string().nullable(), amountCents: cents })),
  /** Paid with gift cards, each by its last characters. */
  giftCards: z.array(z.object({ lastCharacters: z.string(), amountCents: cents })),
  tax: z.object({
    /** The order's tax; 0 when none was charged. */
    cents,
    /** Whether the prices already include it (the storefront's `taxes_included`). */
    included: z.boolean(),
    /** As the storefront reported them ('VAT 20%'). */
    lines: z.array(z.object({ title: z.string(), rate: z.number(), amountCents: cents })),
  }),
  /** What the order cost, tax included, before gift cards. */
  totalCents: cents,
  /** What was refunded so far. */
  refundedCents: cents,
  /** Who the receipt is made out to: as given when the order was paid, else the account's details now. */
  billing: billingDetailsRecordSchema.nullable(),
  buyerEmail: z.string(),
  /** The receipt PDF (same origin, the owner's session); an invoice while an order on account is unpaid. */
  receiptUrl: z.string(),
  /** An order placed on account (docs/adr/0087): its invoice. Absent or null for an order paid at checkout. */
  invoice: z
    .object({
      /** The buyer's purchase order number. */
      poNumber: z.string(),
      /** 'yyyy-MM-dd'. */
      dueDate: z.string(),
      /** Unpaid, not cancelled, and past its due date. */
      overdue: z.boolean(),
      /** The day staff recorded the payment ('yyyy-MM-dd'); null while unpaid. */
      paidOn: z.string().nullable(),
      cancelledAt: timestamp.nullable(),
      /** How to pay: the seller's bank details (SELLER_BANK_DETAILS), a line each; empty when not configured. */
      bankDetails: z.array(z.string()),
    })
    .nullish(),
});
export type Order = z.infer<typeof orderSchema>;

const orderParams = z.object({ orderNumber: orderNumberSchema });

export const orderEndpoint = endpoint({
  ...ENDPOINT_PATHS.orderEndpoint,
  auth: 'user',
  summary: 'One of your orders: lines, discounts, gift cards, tax, total, payment state and its licences',
  tag: 'Commerce',
  params: orderParams,
  response: orderSchema,
  errors: {
    400: 'Not an order number.',
    401: 'Not signed in.',
    404: `'${CART_SERVER_MESSAGES.orderMissing}'.`,
  },
});

export const orderReceiptEndpoint = endpoint({
  ...ENDPOINT_PATHS.orderReceiptEndpoint,
  auth: 'user',
  summary: "An order's receipt (PDF): seller, buyer and billing details, lines, discounts, tax and total",
  tag: 'Commerce',
  params: orderParams,
  produces: 'application/pdf',
  response: z.unknown(),
  errors: {
    400: 'Not an order number.',
    401: 'Not signed in.',
    404: `'${CART_SERVER_MESSAGES.orderMissing}'.`,
  },
});

/** Every commerce endpoint, for the server's registration and the reference. */
export const commerceEndpoints = {
  products: productsEndpoint,
  cart: cartEndpoint,
  addVideo: addCartVideoEndpoint,
  addPlaylist: addCartPlaylistEndpoint,
  removePlaylist: removeCartPlaylistEndpoint,
  addProduct: addCartProductEndpoint,
  addUpgrade: addCartUpgradeEndpoint,
  updateLine: updateCartLineEndpoint,
  updateDetails: updateCartDetailsEndpoint,
  removeLine: removeCartLineEndpoint,
  empty: emptyCartEndpoint,
  checkout: checkoutEndpoint,
  checkoutStatus: checkoutStatusEndpoint,
  ordersPaid: ordersPaidWebhookEndpoint,
  licence: licenceEndpoint,
  certificate: licenceCertificateEndpoint,
  licenceVisibility: licenceVisibilityEndpoint,
  order: orderEndpoint,
  orderReceipt: orderReceiptEndpoint,
  billingDetails: billingDetailsEndpoint,
  updateBillingDetails: updateBillingDetailsEndpoint,
  history: commerceHistoryEndpoint,
  licencesCsv: licencesCsvEndpoint,
  certificatesZip: licenceCertificatesZipEndpoint,
  verify: verifyLicenceEndpoint,
  checkoutTerms: checkoutTermsEndpoint,
  inquiry: licensingInquiryEndpoint,
  inquiries: inquiriesEndpoint,
} as const;
