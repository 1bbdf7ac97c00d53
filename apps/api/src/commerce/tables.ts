import type { ColumnType, Generated } from 'kysely';

/** A timestamp the database fills in on insert. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type TextArray = ColumnType<string[], string[] | undefined, string[]>;
/** jsonb: written as a JSON string (`JSON.stringify`), read as the parsed value. */
type Json<T> = ColumnType<T, string, string>;
/** jsonb with a default: may be left out on insert. */
type OptionalJson<T> = ColumnType<T, string | undefined, string>;

export type CartLineKind = 'licence' | 'inquiry' | 'rightsFee' | 'discountPack' | 'giftCard' | 'upgrade';
export type TierId = 'personal' | 'basicPro' | 'superPro' | 'custom';
export type OnlineTierId = Exclude<TierId, 'custom'>;

/** The per-user cart (migration 0009). */
export interface CartLinesTable {
  id: Generated<string>;
  /** The cart's order (an identity column). */
  seq: Generated<number>;
  userId: string;
  kind: CartLineKind;
  jmId: string | null;
  tier: TierId | null;
  variantId: string | null;
  quantity: ColumnType<number, number | undefined, number>;
  playlistUuid: string | null;
  projectName: string | null;
  poNumber: string | null;
  contentUsage: string | null;
  postUrls: TextArray;
  forLineId: string | null;
  /** Migration 0036: an upgrade line's licence (its number); null for every other kind. */
  upgradeOf: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: Timestamp;
}

/** One line of a checkout as it was sent to the storefront (or paid with a credit). */
export interface CheckoutLineSnapshot {
  lineId: string;
  kind: CartLineKind;
  jmId: string | null;
  title: string | null;
  tier: TierId | null;
  variantId: string | null;
  sku: string | null;
  quantity: number;
  unitPriceCents: number;
  projectName: string | null;
  poNumber: string | null;
  postUrls: string[];
  creditApplied: boolean;
  forLineId: string | null;
  /**
   * An upgrade line's licence and the tier it had at checkout (`tier` is the one it is raised to); absent on
   * every other line, and on snapshots written before upgrades (docs/adr/0084).
   */
  upgradeOf?: { licenceNumber: string; fromTier: OnlineTierId } | null;
}

export interface CheckoutsTable {
  reference: string;
  userId: string;
  playlistUuid: string | null;
  storefrontCartId: string | null;
  cartToken: string | null;
  checkoutUrl: string | null;
  status: ColumnType<'open' | 'paid', 'open' | 'paid' | undefined, 'open' | 'paid'>;
  lines: Json<CheckoutLineSnapshot[]>;
  currency: string;
  totalCents: number;
  createdAt: Timestamp;
  paidAt: NullableTimestamp;
}

export interface OrdersTable {
  id: Generated<string>;
  userId: string;
  checkoutReference: string;
  storefrontOrderId: string | null;
  name: string | null;
  email: string | null;
  currency: string;
  subtotalCents: number;
  totalCents: number;
  paidAt: Timestamp;
  /** Migration 0024: set by `orders/cancelled`. */
  cancelledAt: NullableTimestamp;
  /** Migration 0034: the storefront's `total_discounts` (what `subtotalCents` is already net of). */
  discountCents: ColumnType<number, number | undefined, number>;
  discountCodes: OptionalJson<OrderDiscountCode[]>;
  /** The storefront's `total_tax`; part of `totalCents`, and of the prices too when `taxesIncluded`. */
  taxCents: ColumnType<number, number | undefined, number>;
  taxesIncluded: ColumnType<boolean, boolean | undefined, boolean>;
  taxLines: OptionalJson<OrderTaxLine[]>;
  /** Gift cards spent on the order: a way of paying, so `totalCents` is before them. */
  giftCardApplications: OptionalJson<OrderGiftCardApplication[]>;
  /** The buyer's billing details when the order was recorded; null when they had none. */
  billingDetails: ColumnType<BillingSnapshot | null, string | null | undefined, string | null>;
  /** Migration 0044: the team the buyer purchased for (ADR 92); null: the buyer's own. */
  teamId: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A discount of an order as the storefront named it; `code` null for one without a code (automatic). */
export interface OrderDiscountCode {
  code: string | null;
  amountCents: number;
}

/** A tax of an order as the storefront reported it; `rate` as it gives it (0.2 for 20 %). */
export interface OrderTaxLine {
  title: string;
  rate: number;
  amountCents: number;
}

/** A gift card spent on an order, by its last characters. */
export interface OrderGiftCardApplication {
  lastCharacters: string;
  amountCents: number;
}

/** Billing details as an order keeps them: the contract's `BillingDetails`. */
export interface BillingSnapshot {
  name: string;
  company: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  city: string | null;
  postalCode: string | null;
  region: string | null;
  country: string | null;
  vatNumber: string | null;
}

/** Who an account's receipts are made out to (migration 0034): one row per user, once given. */
export interface BillingDetailsTable extends BillingSnapshot {
  userId: string;
  updatedAt: Timestamp;
}

export interface StorefrontWebhooksTable {
  webhookId: string;
  topic: string;
  storefrontOrderId: string | null;
  receivedAt: Timestamp;
}

export interface LicenceTermsSnapshot {
  monetization: boolean;
  watermarked: boolean;
  pagesOrChannels: number | 'unlimited';
  maxAudience: number | 'unlimited';
  postsPerChannel: number | 'unlimited';
  brands: number | 'unlimited';
  distribution: string[];
}

export interface LicencesTable {
  number: string;
  userId: string;
  /** Migration 0044: the team whose order granted it (ADR 92); null: the buyer's own. */
  teamId: ColumnType<string | null, string | null | undefined, string | null>;
  orderId: string;
  lineKey: string;
  jmId: string;
  tier: OnlineTierId;
  terms: Json<LicenceTermsSnapshot>;
  licenseeName: string;
  licenseeCompany: string | null;
  licenseeEmail: string;
  projectName: string | null;
  poNumber: string | null;
  /** What was paid for it: the order line's price less the discounts allocated to it (migration 0037). */
  priceCents: number;
  /** What the order's discounts took off it (Shopify's `discount_allocations`; migration 0037). */
  discountCents: ColumnType<number, number | undefined, number>;
  currency: string;
  paidWith: 'money' | 'credit';
  postUrls: TextArray;
  revokedAt: NullableTimestamp;
  /** Why it was revoked (migration 0024). */
  revokedReason: ColumnType<string | null, string | null | undefined, string | null>;
  /** The public check shows the company only when the buyer chose to (migration 0024). */
  showCompany: ColumnType<boolean, boolean | undefined, boolean>;
  grantedAt: Timestamp;
}

export interface OrderItemsTable {
  id: Generated<string>;
  orderId: string;
  userId: string;
  lineKey: string;
  kind: 'rightsFee' | 'discountPack' | 'giftCard';
  sku: string | null;
  title: string;
  jmId: string | null;
  quantity: number;
  /** What was paid for the line: its price × quantity less the discounts allocated to it (migration 0037). */
  amountCents: number;
  /** What the order's discounts took off the line (migration 0037). */
  discountCents: ColumnType<number, number | undefined, number>;
  currency: string;
  /** Migration 0024: units refunded, and when the last was. */
  refundedQuantity: ColumnType<number, number | undefined, number>;
  refundedAt: NullableTimestamp;
}

export interface CreditEntriesTable {
  id: Generated<string>;
  userId: string;
  tier: OnlineTierId;
  delta: number;
  orderId: string | null;
  checkoutReference: string | null;
  /** The cart line a reservation is for. */
  cartLineId: string | null;
  licenceNumber: string | null;
  /** Migration 0024: the refund that wrote this entry. */
  refundId: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: Timestamp;
}

export interface GiftCardsTable {
  id: Generated<string>;
  userId: string;
  orderId: string;
  storefrontGiftCardId: string;
  code: string | null;
  lastCharacters: string;
  initialCents: number;
  balanceCents: number;
  currency: string;
  createdAt: Timestamp;
  /** Migration 0024: the storefront line item that bought it, and its revocation by a refund. */
  lineItemId: ColumnType<string | null, string | null | undefined, string | null>;
  revokedAt: NullableTimestamp;
  revokedCents: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface ShortLinksTable {
  code: string;
  target: string;
  createdAt: Timestamp;
}

export interface InfractionResolutionsTable {
  jmId: string;
  url: string;
  licenceNumber: string;
  resolvedAt: Timestamp;
}

declare module '../db/schema' {
  interface DB {
    cartLines: CartLinesTable;
    checkouts: CheckoutsTable;
    orders: OrdersTable;
    storefrontWebhooks: StorefrontWebhooksTable;
    licences: LicencesTable;
    orderItems: OrderItemsTable;
    creditEntries: CreditEntriesTable;
    giftCards: GiftCardsTable;
    shortLinks: ShortLinksTable;
    infractionResolutions: InfractionResolutionsTable;
    billingDetails: BillingDetailsTable;
  }
}
