import type { FacetIndex } from './facet-index.ts';

/**
 * The matched rows in the order a search ranks them: rows whose search text answers the query
 * better come first (an exact word before a word it starts, before a mistyped one); rows that
 * answer it equally keep the listing's own relevance order. A counting sort over the few distinct
 * scores keeps this one pass over the index, done once per filter combination.
 */
export function rankBySearch(index: FacetIndex, matched: Uint8Array, count: number, textScores: Uint16Array): Uint32Array {
  const inOrder = new Uint32Array(count);
  const rowsPerScore = new Map<number, number>();
  let found = 0;
  for (const row of index.orders.relevance) {
    if (matched[row] !== 1) continue;
    inOrder[found++] = row;
    const score = textScores[index.textId[row]!]!;
    rowsPerScore.set(score, (rowsPerScore.get(score) ?? 0) + 1);
  }
  const start = new Map<number, number>();
  let next = 0;
  for (const score of [...rowsPerScore.keys()].sort((a, b) => b - a)) {
    start.set(score, next);
    next += rowsPerScore.get(score)!;
  }
  const ranked = new Uint32Array(found);
  for (const row of inOrder.subarray(0, found)) {
    const score = textScores[index.textId[row]!]!;
    const position = start.get(score)!;
    ranked[position] = row;
    start.set(score, position + 1);
  }
  return ranked;
}
