import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Shopify's webhook signature: the base64 HMAC-SHA256 of the exact raw body bytes with the shared secret, sent
 * as `X-Shopify-Hmac-Sha256`. Sign and verify the bytes as they travel: parsing and re-serialising the JSON
 * changes them (key order, spacing, escapes) and the signature with them.
 */
export function signWebhook(body: Buffer | string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('base64');
}

/**
 * True when `signature` (the header's value) is the body's signature with `secret`, compared in constant time.
 * A missing or malformed header is false.
 */
export function verifyWebhook(body: Buffer | string, secret: string, signature: string | undefined): boolean {
  if (!signature) return false;
  const expected = Buffer.from(signWebhook(body, secret), 'base64');
  const given = Buffer.from(signature, 'base64');
  // Same length first (timingSafeEqual throws otherwise); an HMAC's length is no secret.
  return given.length === expected.length && timingSafeEqual(given, expected);
}
