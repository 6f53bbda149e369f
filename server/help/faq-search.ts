import { searchTokens } from '../../common/search-text.ts';

// Punctuation separates words here ('no-oposición', 'US$75', '8:00'), where the catalogue's
// normalisation would glue them: a word typed alone must still find them.
const PUNCTUATION = /[^\p{L}\p{M}\p{N}]+/gu;
const wordsOf = (text: string) => searchTokens(text.replace(PUNCTUATION, ' '));

/** The words of a search, as compared: accents and letter case gone; none for a blank search. */
export const searchWords = (search: string | null | undefined): string[] => wordsOf(search ?? '');

/**
 * Whether a text answers a search: every word of the search begins a word of the text, accents
 * and letter case ignored ('deposito' and 'DEPÓSITO' find 'depósito'; 'depo' too, 'posito' not).
 * Word beginnings rather than any substring: 'ano' should not find 'mano'. No words: everything.
 */
export function matchesSearch(text: string, words: readonly string[]): boolean {
  if (words.length === 0) return true;
  const textWords = wordsOf(text);
  return words.every((word) => textWords.some((textWord) => textWord.startsWith(word)));
}

