import { COUNTRY_CODES } from '@clipmarket/core';
import { z } from 'zod';

/**
 * The storefront's settings (decisions.md, "Commerce" → "Storefront port"; docs/adr/0022). The variables are
 * defined once, here; `config.ts` spreads this shape into the server's settings so `loadConfig` names a bad
 * value at start-up with every other one.
 */
export const storefrontEnvShape = {
  /**
   * The Shopify store, e.g. `clipmarket.myshopify.com`. With `SHOPIFY_STOREFRONT_TOKEN` it selects the Shopify
   * adapter; one without the other is a start-up error.
   */
  SHOPIFY_STORE_DOMAIN: z
    .string()
    .trim()
    .regex(
      /^(https:\/\/)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+\/?$/i,
      'must be the store’s domain, e.g. clipmarket.myshopify.com',
    )
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The store's public Storefront API access token (public by design: Shopify's own pages carry it). */
  SHOPIFY_STOREFRONT_TOKEN: z
    .string()
    .trim()
    .min(1)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * The shared secret that signs `orders/paid` webhooks (the store's webhook signing secret). Required in
   * production when Shopify is configured; without it the sandbox uses a random secret stored in the database.
   */
  STOREFRONT_WEBHOOK_SECRET: z
    .string()
    .trim()
    .min(16, 'must be at least 16 characters (use the secret Shopify shows for the webhook)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * The built-in sandbox storefront (a test shop that takes no real money). Default: on outside production;
   * in production, off: without Shopify it must be set to true, knowingly.
   */
  SANDBOX_STOREFRONT: z.enum(['true', 'false']).optional(),
  /** The sandbox's public Storefront API access token. Public by design, as Shopify's is. */
  SANDBOX_STOREFRONT_TOKEN: z.string().trim().min(1).optional(),
  /**
   * Where the sandbox sends its `orders/paid` webhooks. Default: this server's own webhook endpoint, at the
   * address it listens on.
   */
  SANDBOX_WEBHOOK_URL: z
    .string()
    .trim()
    .regex(/^https?:\/\/[^/\s]+/, 'must be an http:// or https:// address')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * Origins besides the checkout's own (and PUBLIC_BASE_URL's) that the sandbox checkout may send a buyer back
   * to, comma-separated, e.g. `http://localhost:5173`. Any other return or cancel address is not followed.
   */
  SANDBOX_RETURN_ORIGINS: z.string().trim().optional(),
  /**
   * Whether the store's prices include tax (Shopify: Settings › Taxes and duties, "Include sales tax in product
   * price"; the order's `taxes_included`). The cart and checkout pages say so; the sandbox charges this way.
   * With Shopify, set it as the store is set. Default: false (tax is added at checkout).
   */
  STOREFRONT_TAXES_INCLUDED: z.enum(['true', 'false']).optional(),
  /**
   * The sandbox's tax rate per buyer country, comma-separated `CC:percent` or `CC:percent:Title`, e.g.
   * `GB:20,DE:19:MwSt,US:0` (title default "VAT"). A country not listed, or no country, pays no tax. Default:
   * DEFAULT_SANDBOX_TAX_RATES. Shopify computes its own tax: this is for the sandbox only.
   */
  SANDBOX_TAX_RATES: z
    .string()
    .trim()
    .optional()
    .superRefine((text, ctx) => {
      try {
        parseSandboxTaxRates(text ?? '');
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
      }
    }),
};

const storefrontEnvSchema = z.object(storefrontEnvShape);
type StorefrontEnv = z.output<typeof storefrontEnvSchema>;

/**
 * The rules between the variables, as `{ path, message }` issues (zod's shape): the Shopify domain and token go
 * together, turning the sandbox off needs Shopify, and production with Shopify never runs the sandbox (its test
 * cards would buy real licences there).
 */
export function storefrontEnvIssues(
  env: StorefrontEnv,
  production: boolean,
): { path: string[]; message: string }[] {
  const issues: { path: string[]; message: string }[] = [];
  const domain = Boolean(env.SHOPIFY_STORE_DOMAIN);
  const token = Boolean(env.SHOPIFY_STOREFRONT_TOKEN);
  if (domain !== token) {
    issues.push({
      path: [domain ? 'SHOPIFY_STOREFRONT_TOKEN' : 'SHOPIFY_STORE_DOMAIN'],
      message:
        'SHOPIFY_STORE_DOMAIN and SHOPIFY_STOREFRONT_TOKEN go together: set both to sell through Shopify, or ' +
        'neither for the built-in sandbox storefront',
    });
  } else if (!domain && env.SANDBOX_STOREFRONT === 'false') {
    issues.push({
      path: ['SANDBOX_STOREFRONT'],
      message:
        'is false but no Shopify store is configured: set SHOPIFY_STORE_DOMAIN and SHOPIFY_STOREFRONT_TOKEN, ' +
        'or leave the sandbox storefront on',
    });
  } else if (domain && production && env.SANDBOX_STOREFRONT === 'true') {
    issues.push({
      path: ['SANDBOX_STOREFRONT'],
      message:
        'cannot be true in production when a Shopify store is configured: its test cards would buy real ' +
        'licences; unset it',
    });
  }
  return issues;
}

export interface ShopifySettings {
  /** e.g. `clipmarket.myshopify.com`. */
  storeDomain: string;
  /** The public Storefront API access token. */
  publicAccessToken: string;
}

export interface StorefrontConfig {
  /** The Shopify store; when set, `createStorefront` answers with the Shopify adapter. */
  shopify: ShopifySettings | null;
  /** The sandbox storefront's routes are served (`/sandbox-storefront/…`) and, without Shopify, used. */
  sandbox: boolean;
  /** `STOREFRONT_WEBHOOK_SECRET`, or null: the sandbox then uses its own secret, stored in the database. */
  webhookSecret: string | null;
  /** The sandbox's public storefront access token (`sandbox`). */
  sandboxToken: string;
  /** Where the sandbox sends webhooks; null: this server's own endpoint at the address it listens on. */
  sandboxWebhookUrl: string | null;
  /**
   * The address buyers reach the server at (`PUBLIC_BASE_URL`): the sandbox's `checkoutUrl`s start with it.
   * Null: the address this server listens on.
   */
  publicBaseUrl: string | null;
  /** Origins the sandbox checkout may send a buyer back to, besides its own and `publicBaseUrl`'s. */
  returnOrigins: string[];
  /** NODE_ENV=production: the sandbox then says loudly that it takes no money. */
  production: boolean;
  /** STOREFRONT_TAXES_INCLUDED: the store's prices include tax (the cart says so; the sandbox charges so). */
  taxesIncluded: boolean;
  /** SANDBOX_TAX_RATES: the sandbox's tax per buyer country (Shopify computes its own). */
  sandboxTaxRates: SandboxTaxRate[];
}

/** One country's tax in the sandbox. */
export interface SandboxTaxRate {
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  /** The rate in thousandths of a percent (20 % is 20 000; 8.875 % is 8 875): integer arithmetic only. */
  milliPercent: number;
  /** The tax line's title, e.g. 'VAT'. */
  title: string;
}

/**
 * The sandbox's rates when SANDBOX_TAX_RATES is not set: the standard VAT of a few countries buyers come from, so
 * the path that charges tax is exercised in development; a country not listed (and a buyer who gave none) pays
 * none, as the US does here.
 */
export const DEFAULT_SANDBOX_TAX_RATES = 'GB:20,DE:19,FR:20,US:0';

const TAX_ENTRY = /^([A-Za-z]{2})\s*:\s*(\d{1,3}(?:\.\d{1,3})?)\s*(?::\s*([\p{L}\p{N} .'-]{1,40}))?$/u;

/**
 * SANDBOX_TAX_RATES as rates: `CC:percent[:Title]`, comma-separated; '' is none. Throws naming the entry that
 * is wrong: an unknown country, a rate over 100 % or with more than three decimals, a country listed twice.
 */
export function parseSandboxTaxRates(text: string): SandboxTaxRate[] {
  const rates: SandboxTaxRate[] = [];
  for (const item of text.split(',')) {
    const entry = item.trim();
    if (!entry) continue;
    const match = TAX_ENTRY.exec(entry);
    if (!match) throw new Error(`"${entry}" is not CC:percent or CC:percent:Title, e.g. GB:20 or DE:19:MwSt`);
    const country = match[1]!.toUpperCase();
    if (!COUNTRY_CODES.includes(country)) throw new Error(`"${entry}": ${country} is not a country code`);
    const [whole, fraction = ''] = match[2]!.split('.');
    const milliPercent = Number(whole) * 1000 + Number(fraction.padEnd(3, '0'));
    if (milliPercent > 100_000) throw new Error(`"${entry}": a rate is at most 100 %`);
    if (rates.some((rate) => rate.country === country))
      throw new Error(`"${entry}": ${country} is listed twice`);
    rates.push({ country, milliPercent, title: match[3]?.trim() || 'VAT' });
  }
  return rates;
}

/** The sandbox's public token when none is configured. Public by design, like any storefront token. */
export const DEFAULT_SANDBOX_TOKEN = 'sandbox';

function origins(list: string | undefined): string[] {
  const result: string[] = [];
  for (const item of (list ?? '').split(',')) {
    const text = item.trim();
    if (!text) continue;
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      throw new Error(`SANDBOX_RETURN_ORIGINS: "${text}" is not an origin such as http://localhost:5173`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new Error(`SANDBOX_RETURN_ORIGINS: "${text}" must be an http:// or https:// origin`);
    result.push(url.origin);
  }
  return result;
}

/**
 * The storefront settings from the environment (the variables above, and `PUBLIC_BASE_URL` and `NODE_ENV` as
 * `config.ts` defines them). A bad value or combination throws an error naming each variable.
 */
export function loadStorefrontConfig(env: NodeJS.ProcessEnv = process.env): StorefrontConfig {
  const production = env.NODE_ENV === 'production';
  const parsed = storefrontEnvSchema.safeParse(env);
  const issues = parsed.success
    ? storefrontEnvIssues(parsed.data, production)
    : parsed.error.issues.map((issue) => ({ path: issue.path.map(String), message: issue.message }));
  if (!parsed.success || issues.length > 0) {
    const lines = issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid storefront configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  const shopify =
    values.SHOPIFY_STORE_DOMAIN && values.SHOPIFY_STOREFRONT_TOKEN
      ? {
          storeDomain: values.SHOPIFY_STORE_DOMAIN.replace(/^https:\/\//i, '').replace(/\/$/, ''),
          publicAccessToken: values.SHOPIFY_STOREFRONT_TOKEN,
        }
      : null;
  // A production shop with a real store never also runs a shop that gives licences away, and one without a
  // store runs the test shop only when told to (config.ts productionProblems refuses to start otherwise).
  const sandbox =
    values.SANDBOX_STOREFRONT === undefined ? !production : values.SANDBOX_STOREFRONT === 'true';
  const base = env.PUBLIC_BASE_URL?.trim();
  return {
    shopify,
    sandbox,
    webhookSecret: values.STOREFRONT_WEBHOOK_SECRET ?? null,
    sandboxToken: values.SANDBOX_STOREFRONT_TOKEN ?? DEFAULT_SANDBOX_TOKEN,
    sandboxWebhookUrl: values.SANDBOX_WEBHOOK_URL ?? null,
    publicBaseUrl: base ? base.replace(/\/+$/, '') : null,
    returnOrigins: origins(values.SANDBOX_RETURN_ORIGINS),
    production,
    taxesIncluded: values.STOREFRONT_TAXES_INCLUDED === 'true',
    sandboxTaxRates: parseSandboxTaxRates(values.SANDBOX_TAX_RATES ?? DEFAULT_SANDBOX_TAX_RATES),
  };
}
