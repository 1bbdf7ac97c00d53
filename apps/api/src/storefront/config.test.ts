import { describe, expect, it } from 'vitest';
import { loadConfig, productionProblems } from '../config';
import { loadStorefrontConfig } from './config';

const SHOPIFY = {
  SHOPIFY_STORE_DOMAIN: 'clipmarket.myshopify.com',
  SHOPIFY_STOREFRONT_TOKEN: 'public-token',
};
const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_BASE_URL: 'https://clips.example.com',
  COMPANY_EMAIL_DOMAINS: 'clipmarket.com',
};

describe('storefront settings', () => {
  it('run the sandbox by default, with its public token, and no Shopify', () => {
    expect(loadStorefrontConfig({})).toEqual({
      shopify: null,
      sandbox: true,
      webhookSecret: null,
      sandboxToken: 'sandbox',
      sandboxWebhookUrl: null,
      publicBaseUrl: null,
      returnOrigins: [],
      production: false,
      taxesIncluded: false,
      sandboxTaxRates: [
        { country: 'GB', milliPercent: 20_000, title: 'VAT' },
        { country: 'DE', milliPercent: 19_000, title: 'VAT' },
        { country: 'FR', milliPercent: 20_000, title: 'VAT' },
        { country: 'US', milliPercent: 0, title: 'VAT' },
      ],
    });
  });

  it("read the store's tax setting and the sandbox's rates per country, with their titles", () => {
    expect(
      loadStorefrontConfig({
        STOREFRONT_TAXES_INCLUDED: 'true',
        SANDBOX_TAX_RATES: ' gb:20 , DE:19:MwSt., US:8.875:Sales tax ',
      }),
    ).toMatchObject({
      taxesIncluded: true,
      sandboxTaxRates: [
        { country: 'GB', milliPercent: 20_000, title: 'VAT' },
        { country: 'DE', milliPercent: 19_000, title: 'MwSt.' },
        { country: 'US', milliPercent: 8_875, title: 'Sales tax' },
      ],
    });
    // Set but empty: no country pays tax in the sandbox.
    expect(loadStorefrontConfig({ SANDBOX_TAX_RATES: '' }).sandboxTaxRates).toEqual([]);
  });

  it('refuse a tax rate that is not a country and a percentage, naming the entry', () => {
    for (const [value, message] of [
      ['GB=20', /"GB=20" is not CC:percent/],
      ['ZZ:20', /ZZ is not a country code/],
      ['GB:120', /at most 100 %/],
      ['GB:20.1234', /is not CC:percent/],
      ['GB:20,gb:5', /GB is listed twice/],
    ] as const) {
      expect(() => loadStorefrontConfig({ SANDBOX_TAX_RATES: value })).toThrow(message);
      expect(() => loadStorefrontConfig({ SANDBOX_TAX_RATES: value })).toThrow(/SANDBOX_TAX_RATES:/);
    }
    expect(() => loadStorefrontConfig({ STOREFRONT_TAXES_INCLUDED: 'yes' })).toThrow(
      /STOREFRONT_TAXES_INCLUDED:/,
    );
  });

  it('select Shopify with a store domain and token, keeping the sandbox outside production only', () => {
    expect(
      loadStorefrontConfig({ ...SHOPIFY, SHOPIFY_STORE_DOMAIN: 'https://clipmarket.myshopify.com/' }),
    ).toMatchObject({
      shopify: { storeDomain: 'clipmarket.myshopify.com', publicAccessToken: 'public-token' },
      sandbox: true,
    });
    expect(
      loadStorefrontConfig({ ...SHOPIFY, ...PRODUCTION, STOREFRONT_WEBHOOK_SECRET: 'a-long-shopify-secret' }),
    ).toMatchObject({ sandbox: false, webhookSecret: 'a-long-shopify-secret', production: true });
    expect(loadStorefrontConfig({ ...SHOPIFY, SANDBOX_STOREFRONT: 'false' }).sandbox).toBe(false);
  });

  it('run no test shop in production unless the operator turns it on knowingly', () => {
    expect(loadStorefrontConfig(PRODUCTION)).toMatchObject({
      shopify: null,
      sandbox: false,
      production: true,
    });
    expect(loadStorefrontConfig({ ...PRODUCTION, SANDBOX_STOREFRONT: 'true' })).toMatchObject({
      shopify: null,
      sandbox: true,
      production: true,
    });
  });

  it('refuse a store domain without its token, or a token without its domain, naming the missing one', () => {
    expect(() => loadStorefrontConfig({ SHOPIFY_STORE_DOMAIN: 'clipmarket.myshopify.com' })).toThrow(
      /SHOPIFY_STOREFRONT_TOKEN: SHOPIFY_STORE_DOMAIN and SHOPIFY_STOREFRONT_TOKEN go together/,
    );
    expect(() => loadStorefrontConfig({ SHOPIFY_STOREFRONT_TOKEN: 'public-token' })).toThrow(
      /SHOPIFY_STORE_DOMAIN:/,
    );
    // The server's own settings say the same at start-up.
    expect(() => loadConfig({ SHOPIFY_STOREFRONT_TOKEN: 'public-token' })).toThrow(
      /SHOPIFY_STORE_DOMAIN: .*go together/,
    );
  });

  it('refuse a sandbox turned off with no Shopify, and the sandbox turned on beside Shopify in production', () => {
    expect(() => loadStorefrontConfig({ SANDBOX_STOREFRONT: 'false' })).toThrow(
      /SANDBOX_STOREFRONT: is false/,
    );
    expect(() =>
      loadStorefrontConfig({
        ...SHOPIFY,
        ...PRODUCTION,
        SANDBOX_STOREFRONT: 'true',
        STOREFRONT_WEBHOOK_SECRET: 'x'.repeat(32),
      }),
    ).toThrow(/test cards would buy real licences/);
  });

  it('refuse a bad store domain, a short secret, a bad webhook URL and a bad return origin', () => {
    expect(() => loadStorefrontConfig({ ...SHOPIFY, SHOPIFY_STORE_DOMAIN: 'not a domain' })).toThrow(
      /SHOPIFY_STORE_DOMAIN/,
    );
    expect(() => loadStorefrontConfig({ STOREFRONT_WEBHOOK_SECRET: 'short' })).toThrow(
      /STOREFRONT_WEBHOOK_SECRET/,
    );
    expect(() => loadStorefrontConfig({ SANDBOX_WEBHOOK_URL: 'ftp://x' })).toThrow(/SANDBOX_WEBHOOK_URL/);
    expect(() => loadStorefrontConfig({ SANDBOX_RETURN_ORIGINS: 'javascript:alert(1)' })).toThrow(
      /SANDBOX_RETURN_ORIGINS/,
    );
    expect(
      loadStorefrontConfig({ SANDBOX_RETURN_ORIGINS: 'http://localhost:5173/, https://shop.example.com' })
        .returnOrigins,
    ).toEqual(['http://localhost:5173', 'https://shop.example.com']);
  });

  it('make production refuse to start with no payment provider, or with Shopify but no webhook secret', () => {
    expect(productionProblems(loadConfig(PRODUCTION)).join('\n')).toMatch(
      /No payment provider is configured: .*SANDBOX_STOREFRONT=true/,
    );
    expect(productionProblems(loadConfig({ ...PRODUCTION, SANDBOX_STOREFRONT: 'true' }))).toEqual([]);
    expect(productionProblems(loadConfig({ ...PRODUCTION, ...SHOPIFY })).join('\n')).toMatch(
      /STOREFRONT_WEBHOOK_SECRET is not set/,
    );
    expect(
      productionProblems(
        loadConfig({ ...PRODUCTION, ...SHOPIFY, STOREFRONT_WEBHOOK_SECRET: 'a-long-shopify-secret' }),
      ),
    ).toEqual([]);
  });
});
