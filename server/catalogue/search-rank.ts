import type { FacetIndex } from './facet-index.ts';
import { hasRow, type RowSet } from './row-set.ts';

/**
 * The matched rows in the order a search ranks them: rows whose search text answers the query
 * better come first (an exact word before a word it starts, before a mistyped one); rows that
 * answer it equally keep the listing's own relevance order. A counting sort over the few distinct
 * scores: two passes over typed arrays, done once per filter combination and then cached.
 */
export function rankBySearch(index: FacetIndex, matched: RowSet, count: number, textScores: Uint16Array): Uint32Array {
  const scores = [...new Set(textScores)].sort((a, b) => b - a);
  const bucketOfScore = new Map(scores.map((score, bucket) => [score, bucket]));
  const bucketOfText = Uint16Array.from(textScores, (score) => bucketOfScore.get(score)!);
  const { textId, orders } = index;
  const order = orders.relevance;
  const next = new Uint32Array(scores.length + 1);
  for (let position = 0; position < order.length; position++) {
    const row = order[position]!;
    if (hasRow(matched, row)) next[bucketOfText[textId[row]!]! + 1]!++;
  }
  for (let bucket = 1; bucket < next.length; bucket++) next[bucket]! += next[bucket - 1]!;
  const ranked = new Uint32Array(count);
  for (let position = 0; position < order.length; position++) {
    const row = order[position]!;
    if (hasRow(matched, row)) ranked[next[bucketOfText[textId[row]!]!]!++] = row;
  }
  return ranked;
}
