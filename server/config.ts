import path from 'node:path';
import { z } from 'zod';
import { parseTrustProxy } from './http/trust-proxy.ts';
import { settingRules } from './config-rules.ts';

// Every variable describes what it expects, so a bad value can be reported in one plain sentence.
const variables = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000).describe('a whole number from 0 to 65535'),
  // Loopback by default so a developer's instance is not exposed; containers set HOST=0.0.0.0.
  HOST: z.string().min(1).default('127.0.0.1').describe('a host name or IP address to listen on'),
  DATA_DIR: z.string().min(1).default('.data').describe('a folder for the embedded database and generated media'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional().describe('a postgres:// URL'),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional().describe('an smtp:// or smtps:// URL'),
  // The relay usually accepts only a sender on a domain it is allowed to send for.
  MAIL_FROM: z.string().min(3).default('Ola Cars <no-reply@olacars.do>').describe('a sender such as Ola Cars <no-reply@olacars.do>'),
  // No default: development conveniences need NODE_ENV=development (or test) asked for explicitly.
  NODE_ENV: z.enum(['development', 'production', 'test']).optional().describe('one of development, production, test'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info').describe('one of fatal, error, warn, info, debug, trace, silent'),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional().describe('an http:// or https:// URL'),
  SEED: z.coerce.number().int().default(1).describe('a whole number'),
  SEED_CARS: z.coerce.number().int().min(0).max(100_000).default(320).describe('a whole number from 0 to 100000'),
  GTM_ID: z.string().regex(/^GTM-[A-Z0-9]+$/).optional().describe('a Google Tag Manager container ID such as GTM-ABC123'),
  META_PIXEL_ID: z.string().regex(/^\d{5,20}$/).optional().describe('a numeric Meta pixel ID'),
  GA_ID: z.string().regex(/^G-[A-Z0-9]+$/).optional().describe('a Google Analytics measurement ID such as G-ABC123'),
  // Signs access tokens (HS256). Unset outside production: a random key is kept in DATA_DIR.
  AUTH_SECRET: z.string().min(32).optional().describe('a random string of at least 32 characters'),
  FIREBASE_PROJECT_ID: z.string().regex(/^[a-z0-9-]{4,40}$/).default('demo-ola-cars').describe('a Firebase project ID'),
  // host:port of the Firebase Auth emulator; firebase-admin reads the same variable.
  FIREBASE_AUTH_EMULATOR_HOST: z.string().regex(/^[\w.-]+:\d+$/).optional().describe('host:port of the Firebase Auth emulator'),
  // off: a developer's server starts no Auth emulator of its own (see development-conveniences.ts).
  FIREBASE_EMULATOR: z.enum(['on', 'off']).default('on').describe('on or off'),
  // on: the staff console's documented demo admin (README); only ever with the development conveniences.
  DEMO_ADMIN: z.enum(['on', 'off']).optional().describe('on or off'),
  // The Firebase web app's public config for the SPA's Google sign-in.
  FIREBASE_API_KEY: z.string().min(1).optional().describe('the Firebase web API key'),
  FIREBASE_AUTH_DOMAIN: z.string().min(1).optional().describe('the Firebase auth domain, such as ola-cars.firebaseapp.com'),
  TRUST_PROXY: z.string().refine((text) => parseTrustProxy(text) !== undefined, 'must be a number of proxies such as 1, or proxy addresses and CIDR ranges separated by commas').optional().describe('a number of proxies such as 1, or proxy addresses and CIDR ranges separated by commas'),
  // How long a whole request (headers and body) may take to arrive; see server/http/transport-limits.ts.
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(10_000).describe('a whole number of milliseconds from 100 to 300000'),
  // Who charges the reservation deposit (server/payments/). `sandbox` is a processor's test mode
  // kept in our own database; a real processor's adapter is one more value here and one more case in
  // server/payments/payment-providers.ts, implementing the same PaymentProvider port.
  PAYMENT_PROVIDER: z.enum(['sandbox']).default('sandbox').describe('sandbox (the only payment processor so far)'),
  // Where uploaded car pictures are kept (server/media/storage/): the data folder serves one
  // instance; instances with data folders of their own share an S3-compatible bucket.
  PICTURE_STORE: z.enum(['folder', 's3']).default('folder').describe('folder or s3'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional().describe('an http:// or https:// URL of an S3-compatible service'),
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/).optional().describe('a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens'),
  S3_REGION: z.string().regex(/^[a-z0-9-]{2,40}$/).default('us-east-1').describe('a region such as us-east-1 (auto for some services)'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional().describe('the access key ID'),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional().describe('the secret access key'),
});

// Values that may carry credentials are never echoed back in an error.
const secretVariables = new Set(['DATABASE_URL', 'SMTP_URL', 'AUTH_SECRET', 'S3_SECRET_ACCESS_KEY']);

export type Variables = z.output<typeof variables>;

const configSchema = variables
  // Each rule across variables, with why it holds, is in config-rules.ts.
  .superRefine((env, context) => {
    for (const rule of settingRules) {
      const message = rule.broken(env);
      if (message !== undefined) context.addIssue({ code: 'custom', path: [rule.variable], message });
    }
  })
  .transform((env) => ({
  port: env.PORT,
  host: env.HOST,
  dataDir: path.resolve(env.DATA_DIR),
  databaseUrl: env.DATABASE_URL,
  smtpUrl: env.SMTP_URL,
  mailFrom: env.MAIL_FROM,
  nodeEnv: env.NODE_ENV,
  logLevel: env.LOG_LEVEL,
  // Links in e-mails must point somewhere even on a developer's machine.
  publicUrl: env.PUBLIC_URL ?? `http://127.0.0.1:${env.PORT}`,
  seed: env.SEED,
  seedCars: env.SEED_CARS,
  analytics: { gtmId: env.GTM_ID, metaPixelId: env.META_PIXEL_ID, gaId: env.GA_ID },
  authSecret: env.AUTH_SECRET,
  firebase: {
    projectId: env.FIREBASE_PROJECT_ID,
    authEmulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST,
    apiKey: env.FIREBASE_API_KEY,
    authDomain: env.FIREBASE_AUTH_DOMAIN,
  },
  // Which proxies' X-Forwarded-For to believe for the client's address (per-address limits).
  trustProxy: parseTrustProxy(env.TRUST_PROXY) ?? false,
  firebaseEmulator: env.FIREBASE_EMULATOR,
  // A developer's `npm start` gets it unless asked not to; tests ask for it where they need a staff account.
  demoAdmin: env.DEMO_ADMIN ?? (env.NODE_ENV === 'development' ? 'on' : 'off'),
  requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
  paymentProvider: env.PAYMENT_PROVIDER,
  // The rules in config-rules.ts have made sure every S3 setting is there when asked for.
  pictureStore:
    env.PICTURE_STORE === 's3'
      ? { kind: 's3' as const, endpoint: env.S3_ENDPOINT!, bucket: env.S3_BUCKET!, region: env.S3_REGION, accessKeyId: env.S3_ACCESS_KEY_ID!, secretAccessKey: env.S3_SECRET_ACCESS_KEY! }
      : { kind: 'folder' as const },
}));

export type Config = z.output<typeof configSchema>;
/** Tag manager, advertising pixel and analytics: the SPA loads each only when its ID is set. */
export interface AnalyticsIds {
  gtmId?: string;
  metaPixelId?: string;
  gaId?: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`DATABASE_URL=`) means "not set", as in most shells' .env habits.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = configSchema.safeParse(present);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => {
    const name = String(issue.path[0]) as keyof typeof variables.shape;
    const shown = secretVariables.has(name) ? '' : ` (got ${JSON.stringify(present[name])})`;
    // Rules across variables carry their own sentence; shape rules describe the expected value.
    if (issue.code === 'custom') return `  ${name} ${issue.message}`;
    return `  ${name} must be ${variables.shape[name].description}${shown}`;
  });
  throw new ConfigError(`Invalid configuration:\n${[...new Set(lines)].join('\n')}`);
}

/** For entry points: a bad variable ends the process with its explanation, not a stack trace. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
