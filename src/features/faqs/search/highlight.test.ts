import { describe, expect, it } from 'vitest';
import { highlightSegments, matchRanges } from './highlight';

const marked = (text: string, search: string) =>
  highlightSegments(text, search)
    .map((segment) => (segment.match ? `[${segment.text}]` : segment.text))
    .join('');

describe('search highlighting', () => {
  it('marks the accented word a search without accents finds', () => {
    expect(marked('El depósito es reembolsable.', 'deposito')).toBe('El [depósito] es reembolsable.');
  });

  it('ignores letter case and accents typed in the search too', () => {
    expect(marked('¿Cómo RESERVO un carro?', 'reservó cómo')).toBe('¿[Cómo] [RESERVO] un carro?');
  });

  it('marks every occurrence of every word, merging those that overlap', () => {
    expect(marked('Garantía y garantías', 'garantia')).toBe('[Garantía] y [garantía]s');
    expect(matchRanges('financiamiento', 'finan financia')).toEqual([[0, 8]]);
  });

  it('marks only word beginnings, as the search finds them, with punctuation between words', () => {
    expect(marked('Una mano y un año', 'ano')).toBe('Una mano y un [año]');
    expect(marked('El depósito', 'posito')).toBe('El depósito');
    expect(marked('Certificado de no-oposición y US$75', 'oposicion 75')).toBe('Certificado de no-[oposición] y US$[75]');
  });

  it('keeps the positions right after a character that normalises to two', () => {
    // 'İ' lower-cases to 'i' plus a combining dot, which the normalisation then removes.
    expect(marked('İstanbul depósito', 'deposito')).toBe('İstanbul [depósito]');
    expect(marked('ǅ y depósito', 'deposito')).toBe('ǅ y [depósito]');
  });

  it('marks nothing for an empty search, or one of only ignored characters', () => {
    expect(highlightSegments('El depósito', '')).toEqual([{ text: 'El depósito', match: false }]);
    expect(highlightSegments('El depósito', ' ¿?! ')).toEqual([{ text: 'El depósito', match: false }]);
  });
});
