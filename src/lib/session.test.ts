import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offersCurrencyMenu, offersLanguageMenu, selectedCountry } from './country';
import { authorizationHeader, dropSessionAndRestart } from './session';

function fakeStorage(entries: Record<string, string>): Storage {
  const data = new Map(Object.entries(entries));
  return {
    get length() {
      return data.size;
    },
    key: (index) => [...data.keys()][index] ?? null,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
    clear: () => data.clear(),
  };
}

beforeEach(() => vi.stubGlobal('localStorage', fakeStorage({})));
afterEach(() => vi.unstubAllGlobals());

describe('request headers', () => {
  it('sends an empty Authorization for anonymous visitors and a bearer token once signed in', () => {
    expect(authorizationHeader()).toBe('');
    localStorage.setItem('accessToken', 'abc.def.ghi');
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
    localStorage.setItem('accessToken', 'expired');
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
