import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { developmentConveniences, isLoopbackHost } from './development-conveniences.ts';

const conveniences = (env: Record<string, string>) => developmentConveniences(loadConfig(env));
const everything = { mailbox: true, localAuthEmulator: true, schemaTools: true, demoAdmin: true };
const nothing = { mailbox: false, localAuthEmulator: false, schemaTools: false, demoAdmin: false };
const reachable = { AUTH_SECRET: 'a'.repeat(32), PUBLIC_URL: 'https://olacars.example' };

// SECURITY.md row 15: the one decision over the mailbox, the local Auth emulator and the schema tools.
describe('developmentConveniences', () => {
  it('are all on in explicit development or test mode on loopback', () => {
    expect(conveniences({ NODE_ENV: 'development' })).toEqual(everything);
    expect(conveniences({ NODE_ENV: 'test', HOST: 'localhost', DEMO_ADMIN: 'on' })).toEqual(everything);
  });

  it('create the demo admin in development unless asked not to, and in tests only when asked', () => {
    expect(conveniences({ NODE_ENV: 'development', DEMO_ADMIN: 'off' }).demoAdmin).toBe(false);
    expect(conveniences({ NODE_ENV: 'test' }).demoAdmin).toBe(false);
    expect(conveniences({ NODE_ENV: 'production', DEMO_ADMIN: 'on', ...reachable }).demoAdmin).toBe(false);
    expect(conveniences({ HOST: '0.0.0.0', DEMO_ADMIN: 'on', ...reachable }).demoAdmin).toBe(false);
  });

  it.each([
    ['NODE_ENV unset', {}],
    ['NODE_ENV unset beside real SMTP', { SMTP_URL: 'smtp://mail:25' }],
    ['NODE_ENV unset on every interface', { HOST: '0.0.0.0', ...reachable }],
    ['production', { NODE_ENV: 'production', ...reachable }],
  ])('are all off with %s', (_case, env) => {
    expect(conveniences(env)).toEqual(nothing);
  });

  it('keep the mailbox off beside real SMTP', () => {
    expect(conveniences({ NODE_ENV: 'development', SMTP_URL: 'smtp://mail:25' })).toEqual({ ...everything, mailbox: false });
  });

  it.each([
    ['a web API key', { FIREBASE_API_KEY: 'AIza-key' }],
    ['a project that is not a demo- project', { FIREBASE_PROJECT_ID: 'ola-cars-do' }],
    ['an emulator already given', { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }],
    ['FIREBASE_EMULATOR=off', { FIREBASE_EMULATOR: 'off' }],
  ])('start no local Auth emulator with %s', (_case, env) => {
    expect(conveniences({ NODE_ENV: 'development', ...env })).toEqual({ ...everything, localAuthEmulator: false });
  });
});

describe('isLoopbackHost', () => {
  it.each(['127.0.0.1', '127.8.9.10', 'localhost', '::1', '[::1]', '::ffff:127.0.0.1'])('%s is loopback', (host) => {
    expect(isLoopbackHost(host)).toBe(true);
  });
  it.each(['0.0.0.0', '::', '192.168.1.20', 'olacars.do', '127.0.0.1.example.com', 'localhost.example.com'])('%s is not', (host) => {
    expect(isLoopbackHost(host)).toBe(false);
  });
});
