import { randomBytes, randomUUID } from 'node:crypto';
import { ORDERS_PAID_WEBHOOK_PATH, cartToken, StorefrontError } from '../storefront/port';
import type {
  OrderPaidPayload,
  Storefront,
  StorefrontCart,
  StorefrontCartInput,
  StorefrontProduct,
} from '../storefront/port';
import { signWebhook } from '../storefront/signature';

/**
 * A storefront for the commerce tests: the sandbox's catalogue (same SKUs, same prices), carts kept in memory,
 * and switches to make it fail. It stands in for the port's adapters, so the commerce code is tested against
 * the interface alone; `paidOrder` writes the `orders/paid` body Shopify would send for one of its carts.
 */
export interface FakeStorefront extends Storefront {
  /** Every `createCart` input, in order. */
  created: StorefrontCartInput[];
  /** Carts by id. */
  carts: Map<string, StorefrontCart>;
  /** When true, every call rejects (the store is down). */
  down: boolean;
  /** Products answered (change them to change prices). */
  catalogue: StorefrontProduct[];
  /** Times `products()` was called. */
  productReads: number;
  /** Marks a cart checked out: `cart(id)` then answers null. */
  checkOut(cartId: string): void;
}

const money = (amount: string) => ({ amount, currencyCode: 'USD' });

export const FAKE_VARIANTS = {
  personal: 'gid://shopify/ProductVariant/41001',
  basicPro: 'gid://shopify/ProductVariant/41002',
  superPro: 'gid://shopify/ProductVariant/41003',
  packBasicPro: 'gid://shopify/ProductVariant/42002',
  packPersonal: 'gid://shopify/ProductVariant/42001',
  giftCard100: 'gid://shopify/ProductVariant/43002',
  rightsFee: 'gid://shopify/ProductVariant/44001',
  upgradePersonalBasicPro: 'gid://shopify/ProductVariant/45001',
  upgradePersonalSuperPro: 'gid://shopify/ProductVariant/45002',
  upgradeBasicProSuperPro: 'gid://shopify/ProductVariant/45003',
} as const;

export function fakeCatalogue(): StorefrontProduct[] {
  const variant = (id: string, sku: string, amount: string, title = 'Default Title') => ({
    id,
    title,
    sku,
    price: money(amount),
    availableForSale: true,
  });
  return [
    {
      id: 'gid://shopify/Product/9001',
      handle: 'licence-personal',
      title: 'Personal licence',
      productType: 'Licence',
      variants: [variant(FAKE_VARIANTS.personal, 'licence:personal', '49.0')],
    },
    {
      id: 'gid://shopify/Product/9002',
      handle: 'licence-basic-pro',
      title: 'Basic Pro licence',
      productType: 'Licence',
      variants: [variant(FAKE_VARIANTS.basicPro, 'licence:basicPro', '149.0')],
    },
    {
      id: 'gid://shopify/Product/9003',
      handle: 'licence-super-pro',
      title: 'Super Pro licence',
      productType: 'Licence',
      variants: [variant(FAKE_VARIANTS.superPro, 'licence:superPro', '299.0')],
    },
    {
      id: 'gid://shopify/Product/9004',
      handle: 'discount-pack',
      title: 'Discount Pack',
      productType: 'Discount Pack',
      variants: [
        variant(FAKE_VARIANTS.packPersonal, 'pack:personal:10', '390.0', '10 Personal licences'),
        variant(FAKE_VARIANTS.packBasicPro, 'pack:basicPro:10', '1190.0', '10 Basic Pro licences'),
      ],
    },
    {
      id: 'gid://shopify/Product/9005',
      handle: 'gift-card',
      title: 'Clipmarket Gift Card',
      productType: 'Gift Card',
      variants: [variant(FAKE_VARIANTS.giftCard100, 'gift-card:100', '100.0', '$100')],
    },
    {
      id: 'gid://shopify/Product/9006',
      handle: 'rights-management-fee',
      title: 'Rights management fee',
      productType: 'RM OTHER',
      variants: [variant(FAKE_VARIANTS.rightsFee, 'rm-fee', '100.0')],
    },
    {
      id: 'gid://shopify/Product/9007',
      handle: 'licence-upgrade',
      title: 'Licence upgrade',
      productType: 'Licence Upgrade',
      variants: [
        variant(
          FAKE_VARIANTS.upgradePersonalBasicPro,
          'upgrade:personal:basicPro',
          '100.0',
          'Personal to Basic Pro',
        ),
        variant(
          FAKE_VARIANTS.upgradePersonalSuperPro,
          'upgrade:personal:superPro',
          '250.0',
          'Personal to Super Pro',
        ),
        variant(
          FAKE_VARIANTS.upgradeBasicProSuperPro,
          'upgrade:basicPro:superPro',
          '150.0',
          'Basic Pro to Super Pro',
        ),
      ],
    },
  ];
}

export function createFakeStorefront(): FakeStorefront {
  const fake: FakeStorefront = {
    kind: 'sandbox',
    created: [],
    carts: new Map(),
    down: false,
    catalogue: fakeCatalogue(),
    productReads: 0,
    async products() {
      fake.productReads += 1;
      if (fake.down) throw new StorefrontError('The fake storefront is down');
      return structuredClone(fake.catalogue);
    },
    async createCart(input) {
      if (fake.down) throw new StorefrontError('The fake storefront is down');
      fake.created.push(structuredClone(input));
      const token = `c1-${randomBytes(8).toString('hex')}`;
      const id = `gid://shopify/Cart/${token}?key=${randomBytes(8).toString('hex')}`;
      const prices = new Map(
        fake.catalogue.flatMap((p) => p.variants.map((v) => [v.id, v.price.amount] as const)),
      );
      const cart: StorefrontCart = {
        id,
        checkoutUrl: `https://shop.example/checkouts/${token}`,
        note: input.note,
        buyerEmail: input.buyerEmail,
        attributes: input.attributes,
        lines: input.lines.map((line, i) => ({
          id: `gid://shopify/CartLine/${i + 1}`,
          quantity: line.quantity,
          merchandiseId: line.merchandiseId,
          attributes: line.attributes,
          totalAmount: money(String(Number(prices.get(line.merchandiseId) ?? '0') * line.quantity)),
        })),
        subtotalAmount: money('0.0'),
        totalAmount: money('0.0'),
      };
      fake.carts.set(id, cart);
      return structuredClone(cart);
    },
    async cart(id) {
      if (fake.down) throw new StorefrontError('The fake storefront is down');
      const cart = fake.carts.get(id);
      return cart ? structuredClone(cart) : null;
    },
    checkOut(cartId) {
      fake.carts.delete(cartId);
    },
  };
  return fake;
}

let orderIds = 5_000_000_100;

/** The `orders/paid` body Shopify would send for a storefront cart, paid in full (before any change). */
export function paidOrderFor(
  cart: StorefrontCart,
  catalogue: StorefrontProduct[] = fakeCatalogue(),
  overrides: Partial<OrderPaidPayload> = {},
): OrderPaidPayload {
  const variants = new Map(
    catalogue.flatMap((p) => p.variants.map((v) => [v.id, { product: p, variant: v }] as const)),
  );
  orderIds += 1;
  const lineItems = cart.lines.map((line, i) => {
    const found = variants.get(line.merchandiseId)!;
    return {
      id: orderIds * 10 + i,
      variant_id: Number(line.merchandiseId.split('/').pop()),
      product_id: Number(found.product.id.split('/').pop()),
      title: found.product.title,
      variant_title: found.variant.title,
      sku: found.variant.sku,
      quantity: line.quantity,
      price: Number(found.variant.price.amount).toFixed(2),
      gift_card: found.product.productType === 'Gift Card',
      properties: line.attributes.map((a) => ({ name: a.key, value: a.value })),
    };
  });
  const subtotal = lineItems.reduce(
    (sum, item) => sum + Math.round(Number(item.price) * 100) * item.quantity,
    0,
  );
  return {
    id: orderIds,
    name: `#${orderIds - 5_000_000_000}`,
    email: cart.buyerEmail,
    created_at: new Date().toISOString(),
    currency: 'USD',
    subtotal_price: (subtotal / 100).toFixed(2),
    total_price: (subtotal / 100).toFixed(2),
    financial_status: 'paid',
    cart_token: cartToken(cart.id),
    note: cart.note,
    note_attributes: cart.attributes.map((a) => ({ name: a.key, value: a.value })),
    line_items: lineItems,
    ...overrides,
  };
}

export interface WebhookDelivery {
  body?: string | Buffer;
  secret?: string;
  /** Override or remove (undefined) headers. */
  headers?: Record<string, string | undefined>;
  webhookId?: string;
  topic?: string;
}

/** Posts a webhook as Shopify does: the JSON body, its topic, id and HMAC signature. */
export async function deliverWebhook(
  base: string,
  payload: unknown,
  secret: string,
  delivery: WebhookDelivery = {},
): Promise<{ status: number; json: { received?: boolean; duplicate?: boolean; message?: string } }> {
  const body = delivery.body ?? JSON.stringify(payload);
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-shopify-topic': delivery.topic ?? 'orders/paid',
    'x-shopify-webhook-id': delivery.webhookId ?? randomUUID(),
    'x-shopify-hmac-sha256': signWebhook(body, delivery.secret ?? secret),
    'x-shopify-shop-domain': 'clipmarket.myshopify.com',
  };
  for (const [name, value] of Object.entries(delivery.headers ?? {})) {
    if (value === undefined) delete headers[name];
    else headers[name] = value;
  }
  const res = await fetch(base + ORDERS_PAID_WEBHOOK_PATH, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : new Uint8Array(body),
  });
  const text = await res.text();
  let json = {};
  try {
    json = text ? JSON.parse(text) : {};
  } catch {
    json = { message: text };
  }
  return { status: res.status, json };
}

/**
 * Raises the registration and sign-in rate limits for the servers started until `restore()` (these suites
 * register more accounts than an hour's default allows from one address). Returns `restore`.
 */
export function raiseAuthLimits(): () => void {
  const names = ['AUTH_REGISTER_LIMIT', 'AUTH_LOGIN_LIMIT', 'AUTH_LOGIN_ADDRESS_LIMIT'];
  const saved = names.map((name) => [name, process.env[name]] as const);
  for (const name of names) process.env[name] = '100000/3600';
  return () => {
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
}
