// Read by hand, not with zod: the shell reads it on every page (docs/decisions/0037).
export type FirebaseWebConfig = { apiKey: string; authDomain: string; projectId: string; emulatorUrl?: string | undefined };

const filled = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/**
 * Google sign-in's settings from `window.__OLA_CONFIG__.firebase` (served as /config.js);
 * undefined, meaning no Google sign-in, when absent or malformed. `emulatorUrl` is present only
 * when Google sign-in goes to the Firebase Auth emulator (development, tests).
 */
export function readFirebaseWebConfig(): FirebaseWebConfig | undefined {
  const source = (globalThis as { __OLA_CONFIG__?: { firebase?: unknown } }).__OLA_CONFIG__?.firebase;
  if (typeof source !== 'object' || source === null) return undefined;
  const { apiKey, authDomain, projectId, emulatorUrl } = source as Record<string, unknown>;
  if (!filled(apiKey) || !filled(authDomain) || !filled(projectId)) return undefined;
  if (emulatorUrl !== undefined && !filled(emulatorUrl)) return undefined;
  return 'emulatorUrl' in source ? { apiKey, authDomain, projectId, emulatorUrl } : { apiKey, authDomain, projectId };
}
