import { describe, expect, it } from 'vitest';
import { isStaffEmail, loadAuthConfig } from './config';

describe('loadAuthConfig', () => {
  it('has the documented defaults', () => {
    const config = loadAuthConfig({});
    expect(config.companyEmailDomains).toEqual(['clipmarket.com']);
    expect(config.sessionLifetimeSeconds).toBe(14 * 86_400);
    expect(config.resetLifetimeSeconds).toBe(3600);
    expect(config.devOutbox).toBe(true);
    expect(config.smtpUrl).toBeNull();
    expect(config.publicBaseUrl).toBe('http://localhost:3000');
    expect(config.limits).toEqual({
      login: { max: 10, windowSeconds: 900 },
      loginPerAddress: { max: 100, windowSeconds: 900 },
      register: { max: 10, windowSeconds: 3600 },
      resetRequest: { max: 5, windowSeconds: 3600 },
      resetRequestPerAddress: { max: 20, windowSeconds: 3600 },
    });
  });

  it('reads the environment', () => {
    const config = loadAuthConfig({
      COMPANY_EMAIL_DOMAINS: ' Clipmarket.com, @jukinmedia.com ,,',
      SESSION_LIFETIME_DAYS: '1',
      PASSWORD_RESET_LIFETIME_MINUTES: '15',
      PUBLIC_BASE_URL: 'https://clips.example/',
      NODE_ENV: 'production',
      SMTP_URL: 'smtps://u:p@mail.example',
      AUTH_REGISTER_LIMIT: '5 / 60',
    });
    expect(config.companyEmailDomains).toEqual(['clipmarket.com', 'jukinmedia.com']);
    expect(config.sessionLifetimeSeconds).toBe(86_400);
    expect(config.resetLifetimeSeconds).toBe(900);
    expect(config.publicBaseUrl).toBe('https://clips.example');
    expect(config.devOutbox).toBe(false);
    expect(config.smtpUrl).toBe('smtps://u:p@mail.example');
    expect(config.limits.register).toEqual({ max: 5, windowSeconds: 60 });
  });

  it('refuses malformed values with a clear error', () => {
    expect(() => loadAuthConfig({ AUTH_LOGIN_LIMIT: 'ten' })).toThrow(/AUTH_LOGIN_LIMIT must be/);
    expect(() => loadAuthConfig({ AUTH_LOGIN_LIMIT: '0/60' })).toThrow(/AUTH_LOGIN_LIMIT/);
    expect(() => loadAuthConfig({ SESSION_LIFETIME_DAYS: '-1' })).toThrow(/SESSION_LIFETIME_DAYS/);
    expect(() => loadAuthConfig({ COMPANY_EMAIL_DOMAINS: ' , ' })).toThrow(/COMPANY_EMAIL_DOMAINS/);
  });
});

describe('isStaffEmail', () => {
  const config = { companyEmailDomains: ['clipmarket.com'] };
  it('matches the exact domain, whatever the case', () => {
    expect(isStaffEmail('ann@clipmarket.com', config)).toBe(true);
    expect(isStaffEmail('ann@ClipMarket.COM', config)).toBe(true);
    expect(isStaffEmail('ann@example.com', config)).toBe(false);
    expect(isStaffEmail('ann@clipmarket.com.evil.test', config)).toBe(false);
    expect(isStaffEmail('ann@notclipmarket.com', config)).toBe(false);
    expect(isStaffEmail('clipmarket.com', config)).toBe(false);
  });
});
