import { randomBytes } from 'node:crypto';

/** Shopify's global ids: `gid://shopify/<Type>/<id>`, with a query string for carts and cart lines. */
export function gid(type: string, id: number | string): string {
  return `gid://shopify/${type}/${id}`;
}

/** The numeric id of `gid://shopify/<type>/<n>`, or null when the id is not one of `type`. */
export function numericId(type: string, id: string): number | null {
  const match = new RegExp(`^gid://shopify/${type}/(\\d{1,15})$`).exec(id);
  return match ? Number(match[1]) : null;
}

/** `gid://shopify/Cart/<token>?key=<key>`. */
export function cartGid(token: string, key: string): string {
  return `${gid('Cart', token)}?key=${key}`;
}

/** The token and key of a cart id; null when it is not a cart id. */
export function parseCartGid(id: string): { token: string; key: string | null } | null {
  const match = /^gid:\/\/shopify\/Cart\/([A-Za-z0-9_-]{1,100})(?:\?key=([A-Za-z0-9_-]{1,200}))?$/.exec(id);
  if (!match) return null;
  return { token: match[1]!, key: match[2] ?? null };
}

export function cartLineGid(lineId: string, cartToken: string): string {
  return `${gid('CartLine', lineId)}?cart=${cartToken}`;
}

/** A new cart's token (Shopify's look like `c1-…`) and secret key: 128 random bits each. */
export function newCartToken(): string {
  return `c1-${randomBytes(16).toString('hex')}`;
}

export function newSecret(): string {
  return randomBytes(16).toString('hex');
}
