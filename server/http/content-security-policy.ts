import type { AnalyticsIds } from '../config.ts';

type Directives = Record<string, string[]>;

// Hosts each analytics tool loads from and reports to; none is allowed unless its ID is configured.
const googleTagHosts: Directives = {
  'script-src': ['https://www.googletagmanager.com'],
  'img-src': ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  'connect-src': ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'],
};
const metaPixelHosts: Directives = {
  'script-src': ['https://connect.facebook.net'],
  'img-src': ['https://www.facebook.com'],
  'connect-src': ['https://www.facebook.com'],
};

/** The policy sent with the SPA's HTML. */
export function contentSecurityPolicy(analytics: AnalyticsIds): string {
  const directives: Directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    // Radix dialogs inject <style> elements to lock scrolling, so inline styles must stay allowed.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  const extras = [analytics.gtmId || analytics.gaId ? googleTagHosts : {}, analytics.metaPixelId ? metaPixelHosts : {}];
  for (const hosts of extras) {
    for (const [name, sources] of Object.entries(hosts)) directives[name] = [...new Set([...(directives[name] ?? []), ...sources])];
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
