import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import { startAuthEmulator } from './auth-emulator.ts';
import { freePort } from './free-port.ts';

/**
 * 'Continue with Google' should work on a fresh checkout: outside production, with no emulator
 * given and no real Firebase project configured, the server brings its own Auth emulator.
 * FIREBASE_EMULATOR=off opts out.
 */
export function wantsLocalAuthEmulator(env: NodeJS.ProcessEnv): boolean {
  return (
    env.NODE_ENV !== 'production' &&
    !env.FIREBASE_AUTH_EMULATOR_HOST &&
    !env.FIREBASE_API_KEY &&
    env.FIREBASE_EMULATOR !== 'off'
  );
}

/**
 * Before the configuration is read: picks the emulator's port and points
 * FIREBASE_AUTH_EMULATOR_HOST at it, so the config, firebase-admin and the SPA all agree.
 */
export async function reserveLocalAuthEmulator(env: NodeJS.ProcessEnv = process.env): Promise<number | undefined> {
  if (!wantsLocalAuthEmulator(env)) return undefined;
  const port = await freePort();
  env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${port}`;
  return port;
}

/**
 * Starts the reserved emulator; it ends when this process does. Never rejects: without it only
 * Google sign-in fails, so the rest of the site keeps working and the log says why.
 */
export async function startLocalAuthEmulator(port: number, config: Config, logger: Logger): Promise<void> {
  const startedAt = performance.now();
  try {
    const emulator = await startAuthEmulator({ projectId: config.firebase.projectId, baseDir: config.dataDir, port, logger });
    logger.info({ host: emulator.host, ms: Math.round(performance.now() - startedAt) }, 'Firebase Auth emulator ready for Google sign-in');
  } catch (error) {
    logger.error({ err: error }, 'Google sign-in will not work: the Firebase Auth emulator did not start (FIREBASE_EMULATOR=off skips it)');
  }
}
