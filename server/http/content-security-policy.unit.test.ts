import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './content-security-policy.ts';

const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));

describe('contentSecurityPolicy', () => {
  it('allows only this origin when no analytics is configured', () => {
    const policy = contentSecurityPolicy({});
    expect(policy).not.toContain('https://');
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
  });

  it('adds Google hosts for Analytics alone, without Meta', () => {
    const policy = contentSecurityPolicy({ gaId: 'G-ABC' });
    expect(directive(policy, 'script-src')).toBe("script-src 'self' https://www.googletagmanager.com");
    expect(directive(policy, 'connect-src')).toContain('https://*.google-analytics.com');
    expect(policy).not.toContain('facebook');
  });

  it('adds each host once when several tools share it', () => {
    const policy = contentSecurityPolicy({ gtmId: 'GTM-A', gaId: 'G-B', metaPixelId: '123456' });
    expect(directive(policy, 'script-src')).toBe("script-src 'self' https://www.googletagmanager.com https://connect.facebook.net");
  });
});
