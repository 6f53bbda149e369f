import { describe, expect, it } from 'vitest';
import { requestLocale } from './request-locale.ts';

describe('requestLocale', () => {
  it('answers the supported language the header weighs most', () => {
    expect(requestLocale('en')).toBe('en');
    expect(requestLocale('en-US,en;q=0.9,es;q=0.8')).toBe('en');
    expect(requestLocale('fr-FR, es-DO;q=0.7, en;q=0.5')).toBe('es');
    expect(requestLocale('es;q=0.4, EN-gb;q=0.6')).toBe('en');
  });

  it('keeps the first of equal weights and skips what the header refuses', () => {
    expect(requestLocale('es, en')).toBe('es');
    expect(requestLocale('en;q=0, es;q=0.1')).toBe('es');
  });

  it('falls back to Spanish when no supported language is named', () => {
    expect(requestLocale(null)).toBe('es');
    expect(requestLocale('')).toBe('es');
    expect(requestLocale('*')).toBe('es');
    expect(requestLocale('de-DE,fr;q=0.9')).toBe('es');
    expect(requestLocale('en;q=abc')).toBe('es');
  });
});
