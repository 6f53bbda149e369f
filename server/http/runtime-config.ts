import type { FastifyInstance } from 'fastify';
import type { AnalyticsIds } from '../config.ts';

/** The SPA reads `window.__OLA_CONFIG__` (src/lib/analytics); one build then serves every deployment. */
export const runtimeConfigPath = '/config.js';

function runtimeConfigScript(analytics: AnalyticsIds): string {
  // Escaping '<' keeps the value inert even if someone inlines this script into HTML.
  const json = JSON.stringify(analytics).replace(/</g, '\\u003c');
  return `window.__OLA_CONFIG__ = ${json};\n`;
}

export function registerRuntimeConfig(app: FastifyInstance, analytics: AnalyticsIds): void {
  const script = runtimeConfigScript(analytics);
  app.get(runtimeConfigPath, (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(script),
  );
}
