import type { Config } from '../config.ts';
import { developmentConveniences } from '../development-conveniences.ts';
import type { Logger } from '../logger.ts';
import { startAuthEmulator } from './auth-emulator.ts';
import { freePort } from './free-port.ts';

export interface LocalAuthEmulatorPlan {
  /** The config pointed at the emulator to start, so firebase-admin and the SPA agree on it. */
  config: Config;
  /** Set when this process should start the emulator on it. */
  port?: number;
}

/**
 * 'Continue with Google' should work on a fresh checkout: where the development conveniences
 * allow it (development-conveniences.ts), the server brings its own Auth emulator, on a port
 * picked here before anything reads the config. Elsewhere the config is returned unchanged.
 */
export async function planLocalAuthEmulator(config: Config): Promise<LocalAuthEmulatorPlan> {
  if (!developmentConveniences(config).localAuthEmulator) return { config };
  const port = await freePort();
  return { config: { ...config, firebase: { ...config.firebase, authEmulatorHost: `127.0.0.1:${port}` } }, port };
}

/**
 * Starts the planned emulator; it ends when this process does. Never rejects: without it only
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
