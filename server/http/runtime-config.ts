import type { FastifyInstance } from 'fastify';
import type { AnalyticsIds, Config } from '../config.ts';
import { scriptSafeJson } from './script-safe-json.ts';

/** The SPA reads `window.__OLA_CONFIG__` (src/lib/analytics); one build then serves every deployment. */
export const runtimeConfigPath = '/config.js';

/** The Firebase web config the SPA's Google sign-in starts from (src/lib/runtime-config.ts). */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  /** Set when sign-in goes to the Auth emulator instead of Google. */
  emulatorUrl?: string;
}

/** Undefined when this deployment has no Google sign-in (no emulator, no web API key). */
export function firebaseWebConfig(firebase: Config['firebase']): FirebaseWebConfig | undefined {
  const authDomain = firebase.authDomain ?? `${firebase.projectId}.firebaseapp.com`;
  // The emulator accepts any API key, but the web SDK refuses an empty one.
  if (firebase.authEmulatorHost) {
    return { apiKey: firebase.apiKey ?? 'demo-api-key', authDomain, projectId: firebase.projectId, emulatorUrl: `http://${firebase.authEmulatorHost}` };
  }
  return firebase.apiKey ? { apiKey: firebase.apiKey, authDomain, projectId: firebase.projectId } : undefined;
}

// The analytics IDs stay at the top level, where src/lib/analytics already reads them.
function runtimeConfigScript(analytics: AnalyticsIds, firebase: FirebaseWebConfig | undefined): string {
  // Kept inert even if someone inlines this script into HTML.
  const json = scriptSafeJson({ ...analytics, ...(firebase ? { firebase } : {}) });
  return `window.__OLA_CONFIG__ = ${json};\n`;
}

export function registerRuntimeConfig(app: FastifyInstance, analytics: AnalyticsIds, firebase?: FirebaseWebConfig): void {
  const script = runtimeConfigScript(analytics, firebase);
  app.get(runtimeConfigPath, (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(script),
  );
}
