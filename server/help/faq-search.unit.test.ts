import { describe, expect, it } from 'vitest';
import { matchesSearch, searchWords } from './faq-search.ts';

const finds = (search: string, text: string) => matchesSearch(text, searchWords(search));

describe('the help centre search', () => {
  const deposit = '¿Cómo funciona el depósito de reserva? Te devolvemos los US$75 completos.';

  it('ignores accents and letter case on both sides', () => {
    expect(finds('deposito', deposit)).toBe(true);
    expect(finds('DEPÓSITO', deposit)).toBe(true);
    expect(finds('Depósito', 'EL DEPOSITO')).toBe(true);
  });

  it('needs every word, each at the start of a word of the text', () => {
    expect(finds('deposito reserva', deposit)).toBe(true);
    expect(finds('depo res', deposit)).toBe(true);
    expect(finds('deposito garantia', deposit)).toBe(false);
    expect(finds('posito', deposit)).toBe(false);
    expect(finds('ano', 'una mano')).toBe(false);
  });

  it('splits words at punctuation, in the text and in the search', () => {
    expect(finds('75', deposit)).toBe(true);
    expect(finds('US$75', deposit)).toBe(true);
    expect(finds('oposicion', 'el certificado de no-oposición')).toBe(true);
    expect(finds('¿reserva?', deposit)).toBe(true);
  });

  it('treats a blank search, or one of punctuation only, as no search', () => {
    expect(searchWords(undefined)).toEqual([]);
    expect(searchWords('   ')).toEqual([]);
    expect(searchWords('¿?!')).toEqual([]);
    expect(finds('  ', deposit)).toBe(true);
  });
});
