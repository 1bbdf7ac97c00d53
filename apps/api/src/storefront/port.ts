/**
 * The storefront port (decisions.md, "Commerce"): the operations of the Shopify Storefront API (ADR 79's version)
 * the marketplace uses. Two adapters answer it: Shopify itself, when a store domain and token are configured
 * (`shopify.ts`), and the built-in sandbox storefront (`sandbox/`), the default. The server's commerce code
 * talks to this interface only, so the path that grants licences is the same with either.
 *
 * Money is what Shopify answers: a decimal string and an ISO currency code. The commerce code turns it into
 * integer minor units.
 */

/** Shopify's MoneyV2. */
export interface StorefrontMoney {
  /** A decimal string, e.g. '149.0'. */
  amount: string;
  /** ISO 4217, e.g. 'USD'. */
  currencyCode: string;
}

export interface StorefrontVariant {
  /** A global id, e.g. 'gid://shopify/ProductVariant/41001'. */
  id: string;
  title: string;
  sku: string | null;
  price: StorefrontMoney;
  availableForSale: boolean;
}

export interface StorefrontProduct {
  /** A global id, e.g. 'gid://shopify/Product/9001'. */
  id: string;
  handle: string;
  title: string;
  /**
   * What the product is: 'Licence' for a licence tier, 'Discount Pack', 'Gift Card', 'RM OTHER' for the rights
   * management fee (spec section 9).
   */
  productType: string;
  variants: StorefrontVariant[];
}

/** A custom attribute of a cart or a cart line (Shopify's AttributeInput). */
export interface StorefrontAttribute {
  key: string;
  value: string;
}

export interface StorefrontCartLineInput {
  merchandiseId: string;
  quantity: number;
  attributes: StorefrontAttribute[];
}

export interface StorefrontCartInput {
  lines: StorefrontCartLineInput[];
  /** `buyerIdentity.email`. */
  buyerEmail: string;
  /**
   * `buyerIdentity.countryCode`: the country of the buyer's billing details, when given. The storefront prices
   * and taxes the checkout for it (the sandbox charges its rate; docs/adr/0085).
   */
  buyerCountryCode?: string | null;
  /** Cart attributes; the commerce code names the user, the playlist and its order reference here. */
  attributes: StorefrontAttribute[];
  /** Always 'Settlement' (spec section 7). */
  note: string;
}

export interface StorefrontCartLine {
  id: string;
  quantity: number;
  merchandiseId: string;
  attributes: StorefrontAttribute[];
  /** The line's total after discounts (`cost.totalAmount`). */
  totalAmount: StorefrontMoney;
}

export interface StorefrontCart {
  /** A global id, e.g. 'gid://shopify/Cart/c1-7f3a…'; the part after 'Cart/' up to '?' is the cart token. */
  id: string;
  /** Where the buyer pays. */
  checkoutUrl: string;
  note: string | null;
  buyerEmail: string | null;
  attributes: StorefrontAttribute[];
  lines: StorefrontCartLine[];
  subtotalAmount: StorefrontMoney;
  totalAmount: StorefrontMoney;
}

export interface Storefront {
  /** Which adapter this is, for /api/health and the logs. */
  readonly kind: 'shopify' | 'sandbox';
  /** `products(first: 100)` with their variants. */
  products(): Promise<StorefrontProduct[]>;
  /**
   * `cartCreate` with the lines, the buyer's e-mail, attributes and note. Throws `StorefrontError` with the
   * storefront's user errors when it refuses the cart.
   */
  createCart(input: StorefrontCartInput): Promise<StorefrontCart>;
  /** `cart(id)`; null when the cart is gone (checked out, or expired). */
  cart(id: string): Promise<StorefrontCart | null>;
}

/** The storefront refused or could not be reached; `userErrors` are its words when it refused. */
export class StorefrontError extends Error {
  constructor(
    message: string,
    readonly userErrors: { field: string[] | null; message: string }[] = [],
  ) {
    super(message);
    this.name = 'StorefrontError';
  }
}

/** 'gid://shopify/Cart/c1-abc?key=…' → 'c1-abc': what an order's `cart_token` carries. */
export function cartToken(cartId: string): string {
  const tail = cartId.slice(cartId.lastIndexOf('/') + 1);
  const query = tail.indexOf('?');
  return query === -1 ? tail : tail.slice(0, query);
}

/**
 * The `orders/paid` webhook's body as the commerce code reads it: the part of Shopify's Order resource it
 * needs (every other field Shopify sends is ignored). Both adapters' webhooks carry this shape.
 */
export interface OrderPaidPayload {
  /** The order's numeric id. */
  id: number;
  /** '#1001'. */
  name: string;
  email: string | null;
  created_at: string;
  currency: string;
  /** Decimal strings. */
  subtotal_price: string;
  total_price: string;
  financial_status: string;
  /** The storefront cart's token (`cartToken(cart.id)`). */
  cart_token: string | null;
  note: string | null;
  /** The cart's attributes. */
  note_attributes: { name: string; value: string }[];
  line_items: {
    id: number;
    variant_id: number | null;
    product_id: number | null;
    title: string;
    variant_title: string | null;
    sku: string | null;
    quantity: number;
    /** Unit price, a decimal string. */
    price: string;
    /** Shopify's gift card flag. */
    gift_card: boolean;
    /** The cart line's attributes. */
    properties: { name: string; value: string }[];
    /**
     * The order's discounts as they fell on this line (`amount` a decimal string): what the line paid is
     * `price × quantity` less these (docs/adr/0085). Absent or empty: none.
     */
    discount_allocations?: { amount: string; discount_application_index: number }[];
    /** The line's tax, by tax line (`rate` a fraction). */
    tax_lines?: { title: string; price: string; rate: number }[];
  }[];
  /**
   * Gift cards this order issued (one per gift card line unit), with their codes. Shopify e-mails a bought gift
   * card's code to the buyer instead; the sandbox sends it here so the server can show it in the buyer's
   * history. Absent from Shopify's payload: the server then records the card without its code.
   */
  gift_cards?: {
    id: number;
    line_item_id: number;
    code: string;
    initial_value: string;
    currency: string;
  }[];
  /** Gift cards spent on this order, by their last characters (the buyer typed the code at checkout). */
  gift_card_applications?: { last_characters: string; amount: string }[];
  /**
   * Shopify's Order fields for discounts and tax, decimal strings as the others. `subtotal_price` is net of
   * `total_discounts`; `total_price` adds `total_tax` unless `taxes_included`. Absent: none.
   */
  total_discounts?: string;
  discount_codes?: { code: string; amount: string; type: string }[];
  /** What each discount is (the line items' allocations name them by index). */
  discount_applications?: Record<string, unknown>[];
  total_tax?: string;
  taxes_included?: boolean;
  tax_lines?: { title: string; price: string; rate: number }[];
}

/** The webhook's headers, as Shopify sends them. */
export const WEBHOOK_HEADERS = {
  topic: 'x-shopify-topic',
  webhookId: 'x-shopify-webhook-id',
  hmac: 'x-shopify-hmac-sha256',
  shopDomain: 'x-shopify-shop-domain',
  apiVersion: 'x-shopify-api-version',
  triggeredAt: 'x-shopify-triggered-at',
} as const;

/** The server's endpoint for the `orders/paid` webhook, from either storefront. */
export const ORDERS_PAID_WEBHOOK_PATH = '/api/storefront/webhooks/orders-paid';

/** The sandbox storefront's GraphQL endpoint, as Shopify's is at `https://{shop}/api/{version}/graphql.json`. */
export const SANDBOX_STOREFRONT_PREFIX = '/sandbox-storefront';
export { STOREFRONT_API_VERSION } from '@clipmarket/core';

/**
 * Cart attributes the commerce code sets and the sandbox reads. Keys beginning with '_' are hidden from the
 * buyer on a Shopify checkout.
 */
export const CART_ATTRIBUTE_KEYS = {
  /** The buyer's user uuid. */
  user: '_clipmarket_user',
  /** The server's order reference for this checkout (links the paid order back to it). */
  orderReference: '_clipmarket_reference',
  /** The playlist checked out, when the checkout is a playlist's. */
  playlist: '_clipmarket_playlist',
  /** Where the sandbox's checkout sends the buyer after paying. */
  returnUrl: '_return_url',
  /** Where its cancel link goes (the cart page). */
  cancelUrl: '_cancel_url',
} as const;

/** Line attributes: the server's cart line id (hidden), and what the buyer sees on the checkout page. */
export const LINE_ATTRIBUTE_KEYS = {
  line: '_clipmarket_line',
  clip: 'Clip',
  tier: 'Licence',
  project: 'Project',
  po: 'PO number',
  /** An upgrade line's licence number (docs/adr/0084). */
  upgrade: 'Upgrades licence',
} as const;

/**
 * How the commerce code recognises a variant: by its SKU. A Shopify store used with Clipmarket gives its
 * variants these SKUs; the sandbox's catalogue has them.
 *   licence:personal | licence:basicPro | licence:superPro      one licence of a tier
 *   pack:<tier>:<count>                                         a Discount Pack of <count> prepaid licences
 *   gift-card:<dollars>                                         a Gift Card of that value
 *   rm-fee                                                      the rights management fee (type 'RM OTHER')
 *   upgrade:<from>:<to>                                         a licence's upgrade from a tier to a higher one,
 *                                                               priced at the difference (docs/adr/0084)
 */
export const SKU_PATTERNS = {
  licence: /^licence:(personal|basicPro|superPro)$/,
  pack: /^pack:(personal|basicPro|superPro):(\d+)$/,
  giftCard: /^gift-card:(\d+)$/,
  rightsFee: /^rm-fee$/,
  upgrade: /^upgrade:(personal|basicPro|superPro):(personal|basicPro|superPro)$/,
} as const;
