import { describe, expect, it } from 'vitest';
import { normaliseSearchText, searchTokens } from './search-text.ts';

describe('normaliseSearchText (SPEC §2)', () => {
  it('lowercases and removes accents', () => {
    expect(normaliseSearchText('MÁZDA Sedán Híbrido')).toBe('mazda sedan hibrido');
    expect(normaliseSearchText('Ñandú')).toBe('nandu');
  });

  it('strips characters other than letters, digits, comma and space', () => {
    expect(normaliseSearchText('CX-5 (2019)!')).toBe('cx5 2019');
    expect(normaliseSearchText("toyota'; drop table cars; --")).toBe('toyota drop table cars');
    expect(normaliseSearchText('corolla, 2019')).toBe('corolla, 2019');
  });

  it('collapses runs of white space and trims', () => {
    expect(normaliseSearchText('  rav4 \t\n 2019  ')).toBe('rav4 2019');
    expect(normaliseSearchText('a - b')).toBe('a b');
  });

  it('answers an empty string for text with nothing searchable', () => {
    expect(normaliseSearchText('¡¿?! -- %%')).toBe('');
    expect(normaliseSearchText('')).toBe('');
  });

  it('is idempotent', () => {
    for (const text of ['Mercedes-Benz Clase C', 'ÁÉÍÓÚ ü ñ', 'x,,y  z']) {
      const once = normaliseSearchText(text);
      expect(normaliseSearchText(once)).toBe(once);
    }
  });
});

describe('searchTokens', () => {
  it('splits on spaces and commas and drops empty words', () => {
    expect(searchTokens('Toyota, Corolla  2019,')).toEqual(['toyota', 'corolla', '2019']);
    expect(searchTokens(' , ')).toEqual([]);
  });
});
