import type { AnalyticsIds } from '../config.ts';
import type { FirebaseWebConfig } from './runtime-config.ts';

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

/**
 * Google sign-in through the Firebase web SDK: it loads gapi from apis.google.com (also in emulator
 * mode), calls Identity Toolkit and Secure Token, and talks to a hidden iframe on the auth domain,
 * or on the emulator. The popup is a separate window, which the opener's CSP does not govern.
 */
function firebaseHosts(firebase: FirebaseWebConfig): Directives {
  const frameOrigin = firebase.emulatorUrl ?? `https://${firebase.authDomain}`;
  const apiOrigins = firebase.emulatorUrl ? [firebase.emulatorUrl] : ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];
  return {
    'script-src': ['https://apis.google.com'],
    'connect-src': apiOrigins,
    'frame-src': [frameOrigin],
    // Google profile pictures.
    'img-src': ['https://lh3.googleusercontent.com'],
  };
}

/** The policy sent with the SPA's HTML. */
export function contentSecurityPolicy(analytics: AnalyticsIds, firebase?: FirebaseWebConfig): string {
  const directives: Directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    // Radix dialogs inject <style> elements to lock scrolling, so inline styles must stay allowed.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    // The service worker (/sw.js) and the web app manifest are this site's own files.
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  const extras = [
    analytics.gtmId || analytics.gaId ? googleTagHosts : {},
    analytics.metaPixelId ? metaPixelHosts : {},
    firebase ? firebaseHosts(firebase) : {},
  ];
  for (const hosts of extras) {
    for (const [name, sources] of Object.entries(hosts)) directives[name] = [...new Set([...(directives[name] ?? ["'self'"]), ...sources])];
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
