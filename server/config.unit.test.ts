import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

function configErrorFor(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error(`expected ${JSON.stringify(env)} to be refused`);
}

describe('loadConfig', () => {
  it('falls back to safe local defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('.data'),
      databaseUrl: undefined,
      smtpUrl: undefined,
      mailFrom: 'Ola Cars <no-reply@olacars.do>',
      nodeEnv: undefined,
      logLevel: 'info',
      publicUrl: 'http://127.0.0.1:3000',
      seed: 1,
      seedCars: 320,
      analytics: { gtmId: undefined, metaPixelId: undefined, gaId: undefined },
      authSecret: undefined,
      firebase: { projectId: 'demo-ola-cars', authEmulatorHost: undefined, apiKey: undefined, authDomain: undefined },
      trustProxy: false,
      firebaseEmulator: 'on',
      demoAdmin: 'off',
      requestTimeoutMs: 10_000,
      paymentProvider: 'sandbox',
      pictureStore: { kind: 'folder' },
    });
  });

  it('reads the S3-compatible picture store, and asks for each of its settings by name', () => {
    const s3 = { PICTURE_STORE: 's3', S3_ENDPOINT: 'https://s3.example.com', S3_BUCKET: 'ola-pictures', S3_ACCESS_KEY_ID: 'AKID', S3_SECRET_ACCESS_KEY: 'hush-hush-secret' };
    expect(loadConfig(s3).pictureStore).toEqual({ kind: 's3', endpoint: 'https://s3.example.com', bucket: 'ola-pictures', region: 'us-east-1', accessKeyId: 'AKID', secretAccessKey: 'hush-hush-secret' });
    const message = configErrorFor({ PICTURE_STORE: 's3' });
    for (const name of ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) expect(message).toContain(`${name} required when PICTURE_STORE is s3`);
    expect(configErrorFor({ ...s3, S3_BUCKET: 'Not A Bucket' })).toContain('S3_BUCKET must be a bucket name');
    expect(configErrorFor({ ...s3, S3_ENDPOINT: 'ftp://x' })).not.toContain('hush-hush-secret');
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '4100', HOST: '0.0.0.0', DATA_DIR: '/tmp/ola', DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      SMTP_URL: 'smtp://mail:25', NODE_ENV: 'production', LOG_LEVEL: 'warn', PUBLIC_URL: 'https://olacars.do',
      SEED: '7', SEED_CARS: '40', GTM_ID: 'GTM-AB12', META_PIXEL_ID: '1234567890', GA_ID: 'G-XYZ9',
      AUTH_SECRET: 'a'.repeat(32), FIREBASE_PROJECT_ID: 'ola-cars', FIREBASE_API_KEY: 'key', FIREBASE_AUTH_DOMAIN: 'ola-cars.firebaseapp.com',
      REQUEST_TIMEOUT_MS: '30000',
    });
    expect(config).toMatchObject({
      port: 4100, host: '0.0.0.0', dataDir: '/tmp/ola', databaseUrl: 'postgres://postgres@127.0.0.1:5432/test',
      smtpUrl: 'smtp://mail:25', nodeEnv: 'production', logLevel: 'warn', publicUrl: 'https://olacars.do', seed: 7, seedCars: 40,
      analytics: { gtmId: 'GTM-AB12', metaPixelId: '1234567890', gaId: 'G-XYZ9' },
      authSecret: 'a'.repeat(32),
      requestTimeoutMs: 30_000,
      firebase: { projectId: 'ola-cars', authEmulatorHost: undefined, apiKey: 'key', authDomain: 'ola-cars.firebaseapp.com' },
    });
  });

  it('requires AUTH_SECRET in production and never echoes it', () => {
    expect(configErrorFor({ NODE_ENV: 'production' })).toContain('AUTH_SECRET required in production');
    expect(configErrorFor({ AUTH_SECRET: 'short-secret-value' })).not.toContain('short-secret-value');
  });

  it('refuses to start production against the Firebase Auth emulator', () => {
    const env = { NODE_ENV: 'production', AUTH_SECRET: 'a'.repeat(32), FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };
    expect(configErrorFor(env)).toContain('FIREBASE_AUTH_EMULATOR_HOST must not be set in production');
    expect(loadConfig({ NODE_ENV: 'development', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }).firebase.authEmulatorHost).toBe('127.0.0.1:9099');
  });

  // SECURITY.md row 15: one test per rule that refuses contradictory settings.
  const reachable = { AUTH_SECRET: 'a'.repeat(32), PUBLIC_URL: 'https://olacars.example' };
  it.each([
    ['AUTH_SECRET beyond loopback', { HOST: '0.0.0.0', PUBLIC_URL: 'https://olacars.example' }, 'AUTH_SECRET required when HOST ("0.0.0.0") is not a loopback address'],
    ['PUBLIC_URL beyond loopback', { HOST: '192.168.1.20', AUTH_SECRET: 'a'.repeat(32) }, 'PUBLIC_URL required when HOST ("192.168.1.20") is not a loopback address'],
    ['PUBLIC_URL in production', { NODE_ENV: 'production', AUTH_SECRET: 'a'.repeat(32) }, 'PUBLIC_URL required in production'],
    ['development mode beyond loopback', { NODE_ENV: 'development', HOST: '0.0.0.0', ...reachable }, 'NODE_ENV must be production (or unset) when HOST is not a loopback address (got HOST "0.0.0.0")'],
    ['test mode beyond loopback', { NODE_ENV: 'test', HOST: '::', ...reachable }, 'NODE_ENV must be production (or unset) when HOST is not a loopback address'],
    ['an emulator without development mode', { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }, 'FIREBASE_AUTH_EMULATOR_HOST needs NODE_ENV=development or test'],
    ['an emulator for a real project', { NODE_ENV: 'development', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', FIREBASE_PROJECT_ID: 'ola-cars-do' }, 'FIREBASE_AUTH_EMULATOR_HOST works only with a demo- FIREBASE_PROJECT_ID (got "ola-cars-do")'],
    ['an emulator beside a real web API key', { NODE_ENV: 'test', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', FIREBASE_API_KEY: 'AIza-key' }, 'FIREBASE_AUTH_EMULATOR_HOST must not be set together with FIREBASE_API_KEY'],
  ])('refuses %s', (_case, env, expected) => {
    expect(configErrorFor(env)).toContain(expected);
  });

  it('accepts what each refusal asks for', () => {
    expect(loadConfig({ HOST: '0.0.0.0', ...reachable }).host).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'production', ...reachable }).nodeEnv).toBe('production');
    expect(loadConfig({ NODE_ENV: 'development', HOST: 'localhost' }).host).toBe('localhost');
    expect(loadConfig({ NODE_ENV: 'test', HOST: '::1', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }).firebase.authEmulatorHost).toBe('127.0.0.1:9099');
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({ databaseUrl: undefined, port: 3000 });
  });

  it('sends e-mail from MAIL_FROM', () => {
    expect(loadConfig({ MAIL_FROM: 'Ventas <ventas@example.do>' }).mailFrom).toBe('Ventas <ventas@example.do>');
  });

  it.each([
    ['PORT', 'http', 'PORT must be a whole number from 0 to 65535 (got "http")'],
    ['PORT', '70000', 'PORT must be a whole number from 0 to 65535'],
    ['PORT', '80.5', 'PORT must be a whole number'],
    ['DATABASE_URL', 'mysql://root@db/ola', 'DATABASE_URL must be a postgres:// URL'],
    ['DATABASE_URL', 'not a url', 'DATABASE_URL must be a postgres:// URL'],
    ['SMTP_URL', 'http://mail', 'SMTP_URL must be an smtp:// or smtps:// URL'],
    ['NODE_ENV', 'staging', 'NODE_ENV must be one of development, production, test (got "staging")'],
    ['FIREBASE_EMULATOR', 'no', 'FIREBASE_EMULATOR must be on or off (got "no")'],
    ['LOG_LEVEL', 'loud', 'LOG_LEVEL must be one of fatal, error'],
    ['PUBLIC_URL', 'olacars.do', 'PUBLIC_URL must be an http:// or https:// URL'],
    ['SEED', 'abc', 'SEED must be a whole number'],
    ['SEED_CARS', '-1', 'SEED_CARS must be a whole number from 0 to 100000'],
    ['GTM_ID', 'UA-1', 'GTM_ID must be a Google Tag Manager container ID'],
    ['META_PIXEL_ID', 'pixel', 'META_PIXEL_ID must be a numeric Meta pixel ID'],
    ['GA_ID', 'UA-123', 'GA_ID must be a Google Analytics measurement ID'],
    ['PICTURE_STORE', 'disk', 'PICTURE_STORE must be folder or s3 (got "disk")'],
    ['PAYMENT_PROVIDER', 'stripe', 'PAYMENT_PROVIDER must be sandbox (the only payment processor so far) (got "stripe")'],
  ])('refuses %s=%s naming the variable and what it expects', (name, value, expected) => {
    expect(configErrorFor({ [name]: value })).toContain(expected);
  });

  it('never echoes a URL that may carry a password', () => {
    expect(configErrorFor({ DATABASE_URL: 'mysql://root:hunter2@db/ola' })).not.toContain('hunter2');
  });

  it('reports every bad variable at once', () => {
    const message = configErrorFor({ PORT: 'x', NODE_ENV: 'y' });
    expect(message).toContain('PORT');
    expect(message).toContain('NODE_ENV');
  });
});
