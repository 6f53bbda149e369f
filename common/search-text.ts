// SPEC §2: search terms match case-insensitively after stripping every character other than
// letters, digits, comma and space, removing accents and lowercasing. The SPA (suggestions) and
// the API (catalogue search) both normalise through this module so that they never disagree.

const COMBINING_MARKS = /\p{M}/gu;
const NOT_KEPT = /[^\p{L}\p{N}, ]/gu;
const SPACES = /\s+/g;

/** 'Mázda  CX-5!' → 'mazda cx5': what is compared with the catalogue's search words. */
export function normaliseSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(SPACES, ' ')
    .replace(NOT_KEPT, '')
    .replace(SPACES, ' ')
    .trim();
}

/** The words of a normalised term; commas separate words just as spaces do. */
export function searchTokens(text: string): string[] {
  return normaliseSearchText(text)
    .split(/[ ,]+/)
    .filter((token) => token.length > 0);
}
