import { afterEach, describe, expect, it } from 'vitest';
import { GoogleSignInError, googleSignInProblem, signInWithGoogle } from './firebase-sign-in.ts';
import { readFirebaseWebConfig } from './runtime-config.ts';

const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe('googleSignInProblem', () => {
  it.each([
    ['auth/popup-blocked', 'popup-blocked'],
    ['auth/popup-closed-by-user', 'popup-closed'],
    ['auth/user-cancelled', 'popup-closed'],
    ['auth/cancelled-popup-request', 'popup-pending'],
    ['auth/account-exists-with-different-credential', 'account-exists'],
    ['auth/web-storage-unsupported', 'storage-unavailable'],
    ['auth/unauthorized-domain', 'unauthorized-domain'],
    ['auth/network-request-failed', 'network'],
  ])('maps %s to %s', (code, problem) => {
    expect(googleSignInProblem(firebaseError(code))).toBe(problem);
  });

  it.each([firebaseError('auth/invalid-api-key'), firebaseError('auth/multi-factor-auth-required'), new Error('boom'), 'text', null, { code: 42 }, { code: 'toString' }])(
    'calls anything else unknown (%s)',
    (error) => {
      expect(googleSignInProblem(error)).toBe('unknown');
    },
  );
});

describe('readFirebaseWebConfig', () => {
  afterEach(() => {
    delete (globalThis as { __OLA_CONFIG__?: unknown }).__OLA_CONFIG__;
  });

  it('reads the emulator settings the server sends next to the analytics IDs', () => {
    const firebase = { apiKey: 'demo-api-key', authDomain: 'demo.firebaseapp.com', projectId: 'demo-ola-cars', emulatorUrl: 'http://127.0.0.1:9099' };
    (globalThis as { __OLA_CONFIG__?: unknown }).__OLA_CONFIG__ = { gtmId: 'GTM-1', firebase };
    expect(readFirebaseWebConfig()).toEqual(firebase);
  });

  it('means no Google sign-in when the settings are missing or malformed', () => {
    expect(readFirebaseWebConfig()).toBeUndefined();
    (globalThis as { __OLA_CONFIG__?: unknown }).__OLA_CONFIG__ = { firebase: { apiKey: '', authDomain: 'x', projectId: 'y' } };
    expect(readFirebaseWebConfig()).toBeUndefined();
  });

  it('makes signInWithGoogle fail as unavailable without loading Firebase', async () => {
    await expect(signInWithGoogle()).rejects.toEqual(new GoogleSignInError('unavailable'));
  });
});
