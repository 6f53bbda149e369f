import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offersCurrencyMenu, offersLanguageMenu, selectedCountry } from './country';
import { authorizationHeader, dropSessionAndRestart, readSession, storeSession, subscribeSession, tokenExpiry, type Session } from './session';
import { keepSessionFresh, refreshDelay } from './session-refresh';
import { fakeStorage } from '../../machines/testing/fake-storage';

beforeEach(() => vi.stubGlobal('localStorage', fakeStorage({})));

// A JWT whose payload only says when it expires; the signature is the server's business.
const jwt = (exp: number) => `h.${btoa(JSON.stringify({ exp })).replace(/=+$/, '')}.s`;
const SESSION: Session = {
  accessToken: jwt(2_000_000_000),
  refreshToken: 'refresh-1',
  socialLogin: false,
  user: { id: '7', name: 'María', lastName: 'Núñez', email: 'maria@example.com', profilePicture: null },
};
afterEach(() => vi.unstubAllGlobals());

describe('request headers', () => {
  it('sends an empty Authorization for anonymous visitors and a bearer token once signed in', () => {
    expect(authorizationHeader()).toBe('');
    storeSession({ ...SESSION, accessToken: 'abc.def.ghi' });
    expect(authorizationHeader()).toBe('Bearer abc.def.ghi');
  });

  it('defaults the Country to the Dominican Republic', () => {
    expect(selectedCountry()).toBe('DO');
    localStorage.setItem('country', 'CO');
    expect(selectedCountry()).toBe('CO');
  });

  it('still answers when storage is blocked', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    expect(authorizationHeader()).toBe('');
    expect(selectedCountry()).toBe('DO');
  });
});

describe('dropSessionAndRestart', () => {
  it('clears everything stored and goes back to the root', () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { assign });
    storeSession(SESSION);
    localStorage.setItem('lang', 'en');
    dropSessionAndRestart();
    expect(localStorage.length).toBe(0);
    expect(assign).toHaveBeenCalledWith('/');
  });
});

describe('market menus (SPEC §2)', () => {
  it('offers the currency menu only in the Dominican Republic', () => {
    expect(offersCurrencyMenu('DO')).toBe(true);
    expect(offersCurrencyMenu('CO')).toBe(false);
  });

  it('offers the language menu in Colombia and the Dominican Republic only', () => {
    expect(['DO', 'CO', 'MX'].map(offersLanguageMenu)).toEqual([true, true, false]);
  });
});

describe('stored session (SPEC §3)', () => {
  it('keeps the session under the country-prefixed key without personal data', () => {
    const withPersonalData = { ...SESSION, user: { ...SESSION.user, documentId: '00112345678', drivingLicense: '00112345678', telephoneNumber: '8095551234' } };
    storeSession(withPersonalData as Session);
    const raw = localStorage.getItem('DO_user') ?? '';
    expect(JSON.parse(raw)).toEqual(SESSION);
    expect(raw).not.toMatch(/00112345678|8095551234/);
  });

  it('returns the same object until the session changes, and tells subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    storeSession(SESSION);
    expect(readSession()).toBe(readSession());
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('treats a malformed stored value as signed out', () => {
    localStorage.setItem('DO_user', '{not json');
    expect(readSession()).toBeNull();
  });

  it('reads the expiry of a JWT, and nothing from garbage', () => {
    expect(tokenExpiry(jwt(1_700_000_000))).toBe(1_700_000_000);
    expect(tokenExpiry('garbage')).toBeNull();
  });
});

describe('keeping the session fresh', () => {
  afterEach(() => vi.useRealTimers());

  it('refreshes a minute before the access token expires', () => {
    expect(refreshDelay({ ...SESSION, accessToken: jwt(1000) }, 900_000)).toBe(40_000);
    expect(refreshDelay({ ...SESSION, accessToken: jwt(1000) }, 999_000)).toBe(0);
  });

  it('rotates both tokens, keeping how the visitor signed in', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    storeSession({ ...SESSION, socialLogin: true, accessToken: jwt(1_000 + 90) });
    const refresh = vi.fn(async () => ({ ...SESSION, accessToken: jwt(5_000), refreshToken: 'refresh-2' }));
    const stop = keepSessionFresh(refresh);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(refresh).toHaveBeenCalledWith('refresh-1');
    expect(readSession()).toMatchObject({ refreshToken: 'refresh-2', socialLogin: true });
    stop();
  });

  it('ends the session when the refresh token is refused', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    storeSession({ ...SESSION, accessToken: jwt(1_000 + 30) });
    const stop = keepSessionFresh(async () => Promise.reject(Object.assign(new Error('refused'), { code: 'MALFORMED_TOKEN' })));
    await vi.advanceTimersByTimeAsync(1);
    expect(readSession()).toBeNull();
    stop();
  });

  it('keeps the session when the refresh fails for another reason, e.g. the network', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    storeSession({ ...SESSION, accessToken: jwt(1_000 + 30) });
    const stop = keepSessionFresh(async () => Promise.reject(Object.assign(new Error('offline'), { code: 'UNKNOWN' })));
    await vi.advanceTimersByTimeAsync(1);
    expect(readSession()).toMatchObject({ refreshToken: 'refresh-1' });
    stop();
  });
});
