import { describe, expect, it } from 'vitest';
import { isStaffEmail, loadAuthConfig } from './config';
import { hasStaffPowers, NO_STAFF_ACCESS, staffGranted } from './staff';

describe('loadAuthConfig', () => {
  it('has the documented defaults', () => {
    const config = loadAuthConfig({});
    expect(config.companyEmailDomains).toEqual(['clipmarket.com']);
    expect(config.sessionLifetimeSeconds).toBe(14 * 86_400);
    expect(config.sessionIdleSeconds).toBe(12 * 3600);
    expect(config.sessionTouchSeconds).toBe(300);
    expect(config.resetLifetimeSeconds).toBe(3600);
    expect(config.verificationLifetimeSeconds).toBe(24 * 3600);
    expect(config.devOutbox).toBe(true);
    expect(config.smtpUrl).toBeNull();
    expect(config.publicBaseUrl).toBe('http://localhost:3000');
    expect(config.limits).toEqual({
      login: { max: 10, windowSeconds: 900 },
      loginPerAddress: { max: 100, windowSeconds: 900 },
      register: { max: 10, windowSeconds: 3600 },
      resetRequest: { max: 5, windowSeconds: 3600 },
      resetRequestPerAddress: { max: 20, windowSeconds: 3600 },
      passwordChange: { max: 10, windowSeconds: 900 },
      verificationRequest: { max: 5, windowSeconds: 3600 },
      secondFactor: { max: 5, windowSeconds: 900 },
    });
    expect(config.staffEmails).toEqual([]);
  });

  it('reads the environment', () => {
    const config = loadAuthConfig({
      COMPANY_EMAIL_DOMAINS: ' Clipmarket.com, @jukinmedia.com ,,',
      SESSION_LIFETIME_DAYS: '1',
      SESSION_IDLE_HOURS: '0.5',
      PASSWORD_RESET_LIFETIME_MINUTES: '15',
      EMAIL_VERIFICATION_LIFETIME_HOURS: '2',
      PUBLIC_BASE_URL: 'https://clips.example/',
      NODE_ENV: 'production',
      SMTP_URL: 'smtps://u:p@mail.example',
      AUTH_REGISTER_LIMIT: '5 / 60',
    });
    expect(config.companyEmailDomains).toEqual(['clipmarket.com', 'jukinmedia.com']);
    expect(config.sessionLifetimeSeconds).toBe(86_400);
    expect(config.sessionIdleSeconds).toBe(1800);
    // Written at most every tenth of the idle limit, and at least every 5 minutes.
    expect(config.sessionTouchSeconds).toBe(180);
    expect(config.resetLifetimeSeconds).toBe(900);
    expect(config.verificationLifetimeSeconds).toBe(7200);
    expect(config.publicBaseUrl).toBe('https://clips.example');
    expect(config.devOutbox).toBe(false);
    expect(config.smtpUrl).toBe('smtps://u:p@mail.example');
    expect(config.limits.register).toEqual({ max: 5, windowSeconds: 60 });
  });

  it('refuses malformed values with a clear error', () => {
    expect(() => loadAuthConfig({ AUTH_LOGIN_LIMIT: 'ten' })).toThrow(/AUTH_LOGIN_LIMIT must be/);
    expect(() => loadAuthConfig({ AUTH_LOGIN_LIMIT: '0/60' })).toThrow(/AUTH_LOGIN_LIMIT/);
    expect(() => loadAuthConfig({ SESSION_LIFETIME_DAYS: '-1' })).toThrow(/SESSION_LIFETIME_DAYS/);
    expect(() => loadAuthConfig({ SESSION_IDLE_HOURS: 'never' })).toThrow(/SESSION_IDLE_HOURS/);
    // The old setting in days is refused rather than silently ignored.
    expect(() => loadAuthConfig({ SESSION_IDLE_DAYS: '14' })).toThrow(/SESSION_IDLE_HOURS/);
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

describe('staff status (ADR 56)', () => {
  const config = { companyEmailDomains: ['clipmarket.com'], staffEmails: ['boss@clipmarket.com'] };
  const verified = new Date();
  it('a verified company address without a grant is not staff', () => {
    const facts = { email: 'ann@clipmarket.com', emailVerifiedAt: verified, ...NO_STAFF_ACCESS };
    expect(staffGranted(facts, config)).toBe(false);
    expect(hasStaffPowers({ ...facts, secondFactor: true, sessionSecondFactor: true }, config)).toBe(false);
  });
  it('a grant needs a verified address on a company domain', () => {
    const granted = { ...NO_STAFF_ACCESS, granted: true };
    expect(staffGranted({ email: 'ann@clipmarket.com', emailVerifiedAt: null, ...granted }, config)).toBe(
      false,
    );
    expect(staffGranted({ email: 'ann@example.com', emailVerifiedAt: verified, ...granted }, config)).toBe(
      false,
    );
    expect(staffGranted({ email: 'ann@clipmarket.com', emailVerifiedAt: verified, ...granted }, config)).toBe(
      true,
    );
    expect(
      staffGranted({ email: 'boss@clipmarket.com', emailVerifiedAt: verified, ...NO_STAFF_ACCESS }, config),
    ).toBe(true);
  });
  it('staff powers wait for a second factor the session proved', () => {
    const facts = {
      email: 'ann@clipmarket.com',
      emailVerifiedAt: verified,
      ...NO_STAFF_ACCESS,
      granted: true,
    };
    expect(hasStaffPowers(facts, config)).toBe(false);
    expect(hasStaffPowers({ ...facts, secondFactor: true }, config)).toBe(false);
    expect(hasStaffPowers({ ...facts, secondFactor: true, sessionSecondFactor: true }, config)).toBe(true);
  });
});
