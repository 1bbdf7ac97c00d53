import { describe, expect, it } from 'vitest';
import { loadConfig, productionProblems } from './config';

describe('configuration', () => {
  it('has defaults for everything', () => {
    expect(loadConfig({})).toEqual({
      PORT: 3000,
      HOST: 'localhost',
      DATABASE_URL: undefined,
      DATA_DIR: './data',
      LOG_LEVEL: 'info',
      COMPANY_EMAIL_DOMAINS: ['clipmarket.com'],
      STAFF_EMAILS: [],
      SEED_CLIPS: 10000,
      TRUST_PROXY: false,
      REQUEST_DEADLINE_MS: 15_000,
      REQUEST_TIMEOUT_MS: 30_000,
      HEADERS_TIMEOUT_MS: 10_000,
      KEEP_ALIVE_TIMEOUT_MS: 5_000,
      IDLE_TIMEOUT_MS: 60_000,
      MAX_CONNECTIONS: 1_000,
      DB_STATEMENT_TIMEOUT_MS: 10_000,
      WEB_CONCURRENCY: 1,
      SEARCH_CACHE_MB: 64,
      SEARCH_CACHE_TTL_MS: 600_000,
      RENDER_CACHE_MB: 64,
      RENDER_CACHE_TTL_MS: 60_000,
      SHUTDOWN_GRACE_MS: 10_000,
      ZIP_ENTRY_DELAY_MS: 0,
      ONBOARDING_SERVICE_TIMEOUT_MS: 5_000,
      SMTP_ALLOW_PLAINTEXT: 'false',
      MAIL_RETENTION_DAYS: 30,
      SESSION_LIFETIME_DAYS: '14',
      SESSION_IDLE_HOURS: '12',
      PASSWORD_RESET_LIFETIME_MINUTES: '60',
      EMAIL_VERIFICATION_LIFETIME_HOURS: '24',
      AUTH_LOGIN_LIMIT: '10/900',
      AUTH_LOGIN_ADDRESS_LIMIT: '100/900',
      AUTH_REGISTER_LIMIT: '10/3600',
      AUTH_RESET_LIMIT: '5/3600',
      AUTH_RESET_ADDRESS_LIMIT: '20/3600',
      AUTH_PASSWORD_CHANGE_LIMIT: '10/900',
      AUTH_VERIFICATION_LIMIT: '5/3600',
      AUTH_SECOND_FACTOR_LIMIT: '5/900',
      RATE_LIMIT_GLOBAL: '2000/60',
      RATE_LIMIT_SEARCH: '600/60',
      RATE_LIMIT_FEEDS: '300/60',
      RATE_LIMIT_FLUSH_MS: '1000',
      STOREFRONT_CALL_LIMIT: '30/300',
      SELLER_NAME: 'Clipmarket',
      LICENCE_VERIFY_LIMIT: '60/600',
      CRM_TIMEOUT_MS: '10000',
      INQUIRY_LIMIT: '10/3600',
      METRICS_HOST: '127.0.0.1',
    });
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '3123',
      DATABASE_URL: 'postgres://u:p@db:5432/clipmarket',
      COMPANY_EMAIL_DOMAINS: ' Clipmarket.com, example.org ,',
      SEED_CLIPS: '0',
    });
    expect(config.PORT).toBe(3123);
    expect(config.DATABASE_URL).toBe('postgres://u:p@db:5432/clipmarket');
    expect(config.COMPANY_EMAIL_DOMAINS).toEqual(['clipmarket.com', 'example.org']);
    expect(config.SEED_CLIPS).toBe(0);
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('reads which proxies to trust: none, all, a hop count or a list', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
  });

  it('runs several server processes only on a PostgreSQL server', () => {
    expect(
      loadConfig({ WEB_CONCURRENCY: '4', DATABASE_URL: 'postgres://db/clipmarket' }).WEB_CONCURRENCY,
    ).toBe(4);
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(
      'WEB_CONCURRENCY: 2 server processes need a PostgreSQL server: the embedded database (PGlite in ' +
        'DATA_DIR) can be opened by one process only. Set DATABASE_URL, or WEB_CONCURRENCY=1.',
    );
    expect(() => loadConfig({ WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY/);
  });

  it('refuses a NODE_ENV other than production, development or test, naming the variable', () => {
    for (const value of ['prod', 'staging', 'Production', 'dev'])
      expect(() => loadConfig({ NODE_ENV: value })).toThrow(
        /NODE_ENV: NODE_ENV must be production, development or test \(unset means development\)/,
      );
    for (const value of ['production', 'development', 'test'])
      expect(loadConfig({ NODE_ENV: value, PUBLIC_BASE_URL: 'https://x.example' }).NODE_ENV).toBe(value);
    expect(loadConfig({}).NODE_ENV).toBeUndefined();
  });

  it('takes staff allow-list addresses on a company domain only (ADR 56)', () => {
    expect(loadConfig({ STAFF_EMAILS: ' Boss@Clipmarket.com , ann@clipmarket.com' }).STAFF_EMAILS).toEqual([
      'boss@clipmarket.com',
      'ann@clipmarket.com',
    ]);
    expect(() => loadConfig({ STAFF_EMAILS: 'mallory@example.com' })).toThrow(
      /STAFF_EMAILS: mallory@example.com is not an address on a company domain/,
    );
  });

  it('names every bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SEED_CLIPS: '-1' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*SEED_CLIPS/,
    );
  });

  it('refuses production while COMPANY_EMAIL_DOMAINS is left to its default, naming it', () => {
    const production = {
      NODE_ENV: 'production',
      PUBLIC_BASE_URL: 'https://clips.example',
      SANDBOX_STOREFRONT: 'true',
    };
    expect(productionProblems(loadConfig(production))).toEqual([
      expect.stringMatching(/^ {2}COMPANY_EMAIL_DOMAINS is not set: .*explicitly in production/),
    ]);
    expect(
      productionProblems(loadConfig({ ...production, COMPANY_EMAIL_DOMAINS: 'clipmarket.com' })),
    ).toEqual([]);
    // Outside production the default stands.
    expect(productionProblems(loadConfig({ SANDBOX_STOREFRONT: 'true' }))).toEqual([]);
  });
});
