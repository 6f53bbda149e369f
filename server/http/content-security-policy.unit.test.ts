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

  it('lets the installed app register its own service worker and read its own manifest', () => {
    const policy = contentSecurityPolicy({ gtmId: 'GTM-A' });
    expect(directive(policy, 'worker-src')).toBe("worker-src 'self'");
    expect(directive(policy, 'manifest-src')).toBe("manifest-src 'self'");
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

  it('lets Google sign-in reach Google and the auth domain in production', () => {
    const policy = contentSecurityPolicy({}, { apiKey: 'key', authDomain: 'ola-cars.firebaseapp.com', projectId: 'ola-cars' });
    expect(directive(policy, 'script-src')).toBe("script-src 'self' https://apis.google.com");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://identitytoolkit.googleapis.com https://securetoken.googleapis.com");
    expect(directive(policy, 'frame-src')).toBe("frame-src 'self' https://ola-cars.firebaseapp.com");
    expect(policy).not.toContain('127.0.0.1');
  });

  it('points Google sign-in at the emulator instead of Google when one is used', () => {
    const emulator = { apiKey: 'demo-api-key', authDomain: 'demo-ola-cars.firebaseapp.com', projectId: 'demo-ola-cars', emulatorUrl: 'http://127.0.0.1:9099' };
    const policy = contentSecurityPolicy({ gaId: 'G-ABC' }, emulator);
    expect(directive(policy, 'connect-src')).toContain('http://127.0.0.1:9099');
    expect(directive(policy, 'frame-src')).toBe("frame-src 'self' http://127.0.0.1:9099");
    expect(policy).not.toContain('identitytoolkit');
    expect(directive(policy, 'connect-src')).toContain('https://*.google-analytics.com');
  });
});
