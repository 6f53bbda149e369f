import type { FastifyInstance } from 'fastify';

// Sent with every response; the Content-Security-Policy goes with the SPA's HTML (see spa.ts).
const headers = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  // Older browsers ignore CSP frame-ancestors; this keeps the site out of frames there too.
  'x-frame-options': 'DENY',
  // Google sign-in opens a popup that must be able to report back to this window.
  'cross-origin-opener-policy': 'same-origin-allow-popups',
  // The sell flow may ask for the visitor's location; nothing needs camera or microphone.
  'permissions-policy': 'geolocation=(self), camera=(), microphone=(), payment=()',
};

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
}
