/**
 * Levenshtein distance between two short words. Trigram similarity finds mistyped words but ties
 * often ('sportaje' is as similar to 'sport' as to 'sportage'); one typo is one edit, so the word
 * needing the fewest edits is the likelier meaning.
 */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution);
    }
    previous = current;
  }
  return previous[b.length]!;
}
