import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { createLogger } from '../logger.ts';
import { createPaymentProvider } from './payment-providers.ts';

/** What the provider's choice logs at start, for `env`. */
function startLines(env: Record<string, string>): string[] {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  const config = loadConfig(env);
  // The sandbox only touches the database when asked to charge; choosing it reads nothing.
  const provider = createPaymentProvider(config, {} as Db, createLogger({ ...config, logLevel: 'info' }, sink));
  expect(provider.name).toBe('sandbox');
  return lines;
}

const reachable = { AUTH_SECRET: 'a'.repeat(32), PUBLIC_URL: 'https://olacars.example' };

// Decision 30: a deployment on the sandbox starts (no real processor exists yet) but says so.
describe('createPaymentProvider', () => {
  it.each([
    ['production', { NODE_ENV: 'production', ...reachable }],
    ['every interface', { HOST: '0.0.0.0', ...reachable }],
  ])('warns that deposits are not real when a deployment (%s) uses the sandbox', (_case, env) => {
    const warnings = startLines(env).filter((line) => line.includes('"level":40'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('PAYMENT_PROVIDER is sandbox');
  });

  it.each([
    ['development on loopback', { NODE_ENV: 'development' }],
    ['test on loopback', { NODE_ENV: 'test' }],
  ])('stays quiet in %s', (_case, env) => {
    expect(startLines(env)).toEqual([]);
  });
});
