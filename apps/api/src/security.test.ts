import { describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { contentSecurityPolicy } from './security';

const directive = (policy: string, name: string) =>
  policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';

describe('the content security policy and analytics', () => {
  it('admits no other host while no analytics service is configured', () => {
    const policy = contentSecurityPolicy();
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
  });

  it("admits a configured service's hosts for its scripts, beacons and pixels, and only that service's", () => {
    const policy = contentSecurityPolicy({ tagManager: true, behaviourTracking: false });
    expect(directive(policy, 'script-src')).toBe("script-src 'self' https://www.googletagmanager.com");
    expect(directive(policy, 'connect-src')).toContain('https://*.google-analytics.com');
    expect(directive(policy, 'img-src')).toContain('https://www.googletagmanager.com');
    expect(policy).not.toContain('hotjar');
    // Inline scripts stay refused whatever is configured.
    expect(directive(policy, 'script-src')).not.toContain('unsafe-inline');
  });

  it('sends the policy of the services the server was started with', async () => {
    const app = await buildApp({ analytics: { tagManager: false, behaviourTracking: true } });
    const res = await app.inject({ url: '/api/health' });
    await app.close();
    expect(directive(String(res.headers['content-security-policy']), 'script-src')).toContain(
      'https://static.hotjar.com',
    );
  });
});
