import type { Variables } from './config.ts';
import { isDemoProject, isDevelopmentMode, isLoopbackHost } from './development-conveniences.ts';

/** A rule across variables: the sentence that follows the variable's name when it is broken. */
export interface SettingRule {
  variable: keyof Variables;
  broken(env: Variables): string | undefined;
}

// Reachable from other machines, or run as production: a deployment, which must say where
// visitors find it and sign its tokens with a key of its own rather than one made up on disk.
function deploymentNeeds(env: Variables, value: string | undefined, why: string): string | undefined {
  if (value !== undefined) return undefined;
  if (env.NODE_ENV === 'production') return `required in production: ${why}`;
  if (!isLoopbackHost(env.HOST)) return `required when HOST (${JSON.stringify(env.HOST)}) is not a loopback address: ${why}`;
  return undefined;
}

// The emulator signs in whoever asks, as any e-mail: only a developer's machine may trust one.
function emulatorMisuse(env: Variables): string | undefined {
  if (env.FIREBASE_AUTH_EMULATOR_HOST === undefined) return undefined;
  if (env.NODE_ENV === 'production') return 'must not be set in production';
  if (!isDevelopmentMode(env.NODE_ENV)) return 'needs NODE_ENV=development or test: the emulator vouches for any Google sign-in';
  if (!isDemoProject(env.FIREBASE_PROJECT_ID)) {
    return `works only with a demo- FIREBASE_PROJECT_ID (got ${JSON.stringify(env.FIREBASE_PROJECT_ID)}): a real project's sign-ins are verified by Google`;
  }
  if (env.FIREBASE_API_KEY !== undefined) return "must not be set together with FIREBASE_API_KEY: a real project's sign-ins are verified by Google";
  return undefined;
}

/**
 * Settings that contradict each other stop the server (SECURITY.md rows 9 and 15): guessing
 * which one was meant could expose the development conveniences to the internet.
 */
export const settingRules: SettingRule[] = [
  { variable: 'AUTH_SECRET', broken: (env) => deploymentNeeds(env, env.AUTH_SECRET, 'the key that signs access tokens') },
  { variable: 'PUBLIC_URL', broken: (env) => deploymentNeeds(env, env.PUBLIC_URL, 'e-mailed links must point where visitors reach the site') },
  // Development and test modes exist for one machine; asking for them on a reachable interface
  // is a mistake either way, so neither is guessed. npm start and npm run dev set development.
  {
    variable: 'NODE_ENV',
    broken: (env) =>
      isDevelopmentMode(env.NODE_ENV) && !isLoopbackHost(env.HOST)
        ? `must be production (or unset) when HOST is not a loopback address (got HOST ${JSON.stringify(env.HOST)}): ${env.NODE_ENV} mode is for this machine only (npm start and npm run dev set NODE_ENV=development unless it is given)`
        : undefined,
  },
  { variable: 'FIREBASE_AUTH_EMULATOR_HOST', broken: emulatorMisuse },
  // An S3 store missing a setting would fail on the first upload, long after the start.
  ...(['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).map(
    (variable): SettingRule => ({ variable, broken: (env) => (env.PICTURE_STORE === 's3' && env[variable] === undefined ? 'required when PICTURE_STORE is s3' : undefined) }),
  ),
];
