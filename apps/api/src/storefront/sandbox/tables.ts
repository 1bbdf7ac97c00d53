import type { ColumnType, Generated } from 'kysely';
import type { StorefrontAttribute } from '../port';

/** A timestamp the database fills in on insert. */
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** A jsonb column of attributes: written as JSON text, read as the array. */
type Attributes = ColumnType<StorefrontAttribute[], string | undefined, string>;

/** Settings made once and shared by every process (migration 0008): the webhook secret. */
export interface SandboxSettingsTable {
  key: string;
  value: string;
  createdAt: CreatedAt;
}

export interface SandboxProductsTable {
  id: number;
  handle: string;
  title: string;
  description: ColumnType<string, string | undefined, string>;
  productType: string;
  vendor: string;
  position: number;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

export interface SandboxVariantsTable {
  id: number;
  productId: number;
  title: string;
  sku: string | null;
  priceCents: number;
  currency: ColumnType<string, string | undefined, string>;
  availableForSale: ColumnType<boolean, boolean | undefined, boolean>;
  position: number;
}

export interface SandboxCartsTable {
  token: string;
  /** Hex SHA-256 of the cart's key. */
  keyHash: string;
  /** Carried by the checkout page's forms: a post without it is not from that page. */
  formKey: string;
  note: string | null;
  buyerEmail: string | null;
  buyerPhone: string | null;
  buyerCountryCode: string | null;
  attributes: Attributes;
  currency: ColumnType<string, string | undefined, string>;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
  checkedOutAt: NullableTime;
  /** The discount code applied at its checkout (migration 0037), one of TEST_DISCOUNT_CODES; null: none. */
  discountCode: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SandboxCartLinesTable {
  id: string;
  cartToken: string;
  position: number;
  variantId: number;
  quantity: number;
  attributes: Attributes;
}

export interface SandboxGiftCardsTable {
  id: Generated<number>;
  /** Hex SHA-256 of the normalised code (upper case, no spaces). */
  codeHash: string;
  lastCharacters: string;
  initialCents: number;
  balanceCents: number;
  currency: ColumnType<string, string | undefined, string>;
  orderId: number | null;
  lineItemId: number | null;
  createdAt: CreatedAt;
}

export interface SandboxCartGiftCardsTable {
  cartToken: string;
  giftCardId: number;
  appliedAt: CreatedAt;
}

export interface SandboxOrdersTable {
  id: Generated<number>;
  /** 1001 for '#1001'. */
  number: Generated<number>;
  cartToken: string;
  email: string | null;
  currency: string;
  subtotalCents: number;
  totalCents: number;
  giftCardCents: ColumnType<number, number | undefined, number>;
  /** The `orders/paid` webhook's body. */
  payload: ColumnType<unknown, string, string>;
  createdAt: CreatedAt;
}

export interface SandboxWebhookDeliveriesTable {
  id: Generated<number>;
  webhookId: string;
  topic: string;
  orderId: number | null;
  /** The exact JSON text signed and sent. */
  body: string;
  triggeredAt: ColumnType<Date, Date | string, Date | string>;
  attempts: ColumnType<number, number | undefined, number>;
  nextAttemptAt: ColumnType<Date, Date | string, Date | string>;
  claimToken: string | null;
  deliveredAt: NullableTime;
  failedAt: NullableTime;
  lastStatus: number | null;
  lastError: string | null;
  createdAt: CreatedAt;
}

declare module '../../db/schema' {
  interface DB {
    sandboxSettings: SandboxSettingsTable;
    sandboxProducts: SandboxProductsTable;
    sandboxVariants: SandboxVariantsTable;
    sandboxCarts: SandboxCartsTable;
    sandboxCartLines: SandboxCartLinesTable;
    sandboxGiftCards: SandboxGiftCardsTable;
    sandboxCartGiftCards: SandboxCartGiftCardsTable;
    sandboxOrders: SandboxOrdersTable;
    sandboxWebhookDeliveries: SandboxWebhookDeliveriesTable;
  }
}
