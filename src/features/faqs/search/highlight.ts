import { normaliseSearchText, searchTokens } from '../../../../common/search-text';

/** A run of an answer's text, and whether it is part of a search word. */
export type Segment = { text: string; match: boolean };

// As the API's search: punctuation separates words ('no-oposición', 'US$75'), so a word typed alone finds them.
const SEPARATOR = /[^\p{L}\p{M}\p{N}]/u;

/**
 * The text normalised character by character as common/search-text.ts does the whole, with the
 * original position of each normalised character: a match found in the normalised text ('deposito')
 * is marked on the characters the visitor reads ('depósito').
 */
function normalisedWithPositions(text: string): { normalised: string; origin: number[] } {
  let normalised = '';
  const origin: number[] = [];
  let index = 0;
  for (const character of text) {
    const piece = SEPARATOR.test(character) ? ' ' : normaliseSearchText(character);
    for (let i = 0; i < piece.length; i++) origin.push(index);
    normalised += piece;
    index += character.length;
  }
  return { normalised, origin };
}

/**
 * Where the words of `search` begin a word of `text` (accents and letter case ignored), merged and in
 * order: the same rule by which the API found the question ('depo' marks 'depó' of 'depósito';
 * 'posito' marks nothing, as it finds nothing).
 */
export function matchRanges(text: string, search: string): Array<[start: number, end: number]> {
  const tokens = searchTokens(search.replace(new RegExp(SEPARATOR, 'gu'), ' '));
  if (tokens.length === 0) return [];
  const { normalised, origin } = normalisedWithPositions(text);
  const ranges: Array<[number, number]> = [];
  for (const token of tokens) {
    for (let at = normalised.indexOf(token); at !== -1; at = normalised.indexOf(token, at + 1)) {
      if (at > 0 && normalised[at - 1] !== ' ') continue;
      const last = origin[at + token.length - 1]!;
      // The end takes the whole last character, a surrogate pair included.
      ranges.push([origin[at]!, last + String.fromCodePoint(text.codePointAt(last)!).length]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const range of ranges) {
    const previous = merged.at(-1);
    if (previous && range[0] <= previous[1]) previous[1] = Math.max(previous[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

/** The text cut into plain runs and matched runs, ready to wrap the matches in <mark>. */
export function highlightSegments(text: string, search: string): Segment[] {
  const segments: Segment[] = [];
  let cursor = 0;
  for (const [start, end] of matchRanges(text, search)) {
    if (start > cursor) segments.push({ text: text.slice(cursor, start), match: false });
    segments.push({ text: text.slice(start, end), match: true });
    cursor = end;
  }
  if (cursor < text.length) segments.push({ text: text.slice(cursor), match: false });
  return segments;
}
