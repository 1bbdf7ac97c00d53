import { describe, expect, it } from 'vitest';
import { REDACTED, redactUrl } from './log-redaction';

const secret = 'Qm9vb29vb29vb29vb29vb29vb29vb29vb29vb29vb28';

describe('URLs in the log', () => {
  it('hide password-reset and verification ids in the path', () => {
    expect(redactUrl(`/api/public/password-reset/${secret}`)).toBe(`/api/public/password-reset/${REDACTED}`);
    expect(redactUrl(`/licensing/reset-password/${secret}`)).toBe(`/licensing/reset-password/${REDACTED}`);
    expect(redactUrl(`/licensing/verify-email/${secret}`)).toBe(`/licensing/verify-email/${REDACTED}`);
    expect(redactUrl(`/api/public/email-verification/${secret}`)).toBe(
      `/api/public/email-verification/${REDACTED}`,
    );
  });

  it('hide a share token and any credential parameter in the query, keeping the rest', () => {
    expect(redactUrl('/api/user/licensing/lists/3f1c?share=abc&page=2')).toBe(
      `/api/user/licensing/lists/3f1c?share=${REDACTED}&page=2`,
    );
    expect(redactUrl(`/x?token=${secret}&q=dog`)).toBe(`/x?token=${REDACTED}&q=dog`);
  });

  it('keep playlist UUIDs, clip ids and words a reader needs', () => {
    const url =
      '/api/user/licensing/lists/0b9d2c1e-8a4f-4b7e-9c3d-1e2f3a4b5c6d/videos?q=surfing-dog-in-the-rain';
    expect(redactUrl(url)).toBe(url);
    expect(redactUrl('/api/public/videos/1202783-1')).toBe('/api/public/videos/1202783-1');
  });

  it('hide the checkout id, the user staff ask about and any spelling of their names', () => {
    const cart = 'gid://shopify/Cart/c1-7f9a2b';
    expect(redactUrl(`/api/user/licensing/checkout/status?checkoutId=${encodeURIComponent(cart)}`)).toBe(
      `/api/user/licensing/checkout/status?checkoutId=${REDACTED}`,
    );
    expect(redactUrl('/api/user/licensing/download/months?forUser=buyer%40example.com')).toBe(
      `/api/user/licensing/download/months?forUser=${REDACTED}`,
    );
    expect(redactUrl('/api/user/licensing/download/2026/1?FORUSER=a%40b.c&%63heckoutId=x')).toBe(
      `/api/user/licensing/download/2026/1?FORUSER=${REDACTED}&%63heckoutId=${REDACTED}`,
    );
    expect(redactUrl('/api/public/licensing/checkout/terms?id=%231001&reference=R-1&subtotal=9.00')).toBe(
      `/api/public/licensing/checkout/terms?id=${REDACTED}&reference=${REDACTED}&subtotal=${REDACTED}`,
    );
  });
});
