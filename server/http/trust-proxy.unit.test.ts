import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { parseTrustProxy } from './trust-proxy.ts';

describe('TRUST_PROXY', () => {
  it('is off unless set', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });

  it.each([
    ['1', 1],
    ['2', 2],
    ['10.0.0.5', ['10.0.0.5']],
    [' 10.0.0.5, 10.1.0.0/16 ,fd00::/8', ['10.0.0.5', '10.1.0.0/16', 'fd00::/8']],
    ['loopback', ['loopback']],
  ])('reads %j', (text, expected) => {
    expect(parseTrustProxy(text)).toEqual(expected);
    expect(loadConfig({ TRUST_PROXY: text }).trustProxy).toEqual(expected);
  });

  // `true` would trust whatever address a client writes into X-Forwarded-For.
  it.each(['true', '-1', '100', '10.0.0.5/33', '10.0.0', 'proxy.example.com', '10.0.0.5,,10.0.0.6'])('refuses %j', (text) => {
    expect(parseTrustProxy(text)).toBeUndefined();
    expect(() => loadConfig({ TRUST_PROXY: text })).toThrow(ConfigError);
  });
});
