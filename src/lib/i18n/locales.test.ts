import { describe, expect, it } from 'vitest';
import { resolveLocale } from './locales';

describe('resolveLocale', () => {
  it('prefers the stored language', () => {
    expect(resolveLocale('en', ['es-DO'])).toBe('en');
    expect(resolveLocale('es', ['en-US'])).toBe('es');
  });

  it('falls back to the first supported browser language, ignoring the region', () => {
    expect(resolveLocale(null, ['fr-FR', 'en-US', 'es'])).toBe('en');
    expect(resolveLocale(null, ['EN-gb'])).toBe('en');
  });

  it('ignores a stored value that is not a supported language', () => {
    expect(resolveLocale('fr', ['en-US'])).toBe('en');
  });

  it('defaults to Spanish when nothing matches', () => {
    expect(resolveLocale(null, ['fr-FR', 'de'])).toBe('es');
    expect(resolveLocale(null, [])).toBe('es');
  });
});
