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
  };
}
