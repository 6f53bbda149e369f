import { sql } from 'drizzle-orm';
import { searchTokens } from '../../common/search-text.ts';
import { type Db, queryRows } from '../db/client.ts';
import { sharedArray } from './column-writer.ts';
import { editDistance } from './edit-distance.ts';
import { catalogueWord } from './search-synonyms.ts';
import type { SearchVocabulary } from './search-vocabulary.ts';

// Trigram similarity (pg_trgm) above which a word counts as the token mistyped: 'corola' → corolla (0.67).
const SIMILAR = 0.4;
// Below SIMILAR, the closest words are still taken when nothing closer exists: 'hiunday' → hyundai (0.23).
const CLOSEST_AT_LEAST = 0.2;
// How well a word answers a token: the exact word beats a word it starts, which beats a mistyped one.
const POINTS = { exact: 60, prefix: 50, similar: 40 } as const;

interface Candidate {
  token: string;
  word: string;
  score: number;
}

/** Words a token stands for, with their points: the word itself, words it starts (typing in progress), else mistyped near-matches. */
function wordsForToken(token: string, candidates: Candidate[]): Map<string, number> {
  const own = candidates.filter((candidate) => candidate.token === token);
  const points = new Map<string, number>(own.filter(({ word }) => word.startsWith(token)).map(({ word }) => [word, word === token ? POINTS.exact : POINTS.prefix]));
  // Numbers (years, '3' of Mazda 3) and very short tokens match only exactly or as a prefix: 2018 is no typo of 2019.
  if (/^\d+$/.test(token) || token.length < 3) return points;
  let similar = own.filter((candidate) => candidate.score >= SIMILAR && !points.has(candidate.word));
  if (points.size === 0 && similar.length === 0) {
    const best = Math.max(CLOSEST_AT_LEAST, ...own.map((candidate) => candidate.score));
    similar = own.filter((candidate) => candidate.score >= best);
  }
  for (const { word } of similar) points.set(word, Math.max(1, POINTS.similar - editDistance(word, token)));
  return points;
}

/**
 * How well each search text answers `query` (0: some token matches none of its words), or undefined
 * when the query has no words. A text scores, per token, the points of its best word for that token.
 * pg_trgm scores the tokens against the vocabulary in one round trip, on PGlite as on PostgreSQL.
 */
export async function matchSearchTexts(db: Db, vocabulary: SearchVocabulary, query: string): Promise<Uint16Array | undefined> {
  const tokens = [...new Set(searchTokens(query).map(catalogueWord))];
  if (tokens.length === 0) return undefined;
  // Normalised words hold no spaces, so a space-joined string is the simplest array both drivers pass.
  const candidates = await queryRows<Candidate & Record<string, unknown>>(
    db,
    sql`select t.token, w.word, similarity(w.word, t.token)::float8 as score
      from unnest(string_to_array(${tokens.join(' ')}, ' ')) as t(token)
        cross join unnest(string_to_array(${vocabulary.words.join(' ')}, ' ')) as w(word)
      where starts_with(w.word, t.token) or similarity(w.word, t.token) >= ${CLOSEST_AT_LEAST}`,
  );
  let scores: Uint16Array | undefined;
  for (const token of tokens) {
    // Shared memory, as the index's columns: a pass split between threads posts the scores too.
    const best = sharedArray(Uint16Array, vocabulary.textCount);
    for (const [word, points] of wordsForToken(token, candidates)) {
      for (const text of vocabulary.textsOfWord.get(word) ?? []) best[text] = Math.max(best[text]!, points);
    }
    if (scores) for (let text = 0; text < best.length; text++) scores[text] = scores[text] === 0 || best[text] === 0 ? 0 : Math.min(65_535, scores[text]! + best[text]!);
    else scores = best;
  }
  return scores;
}
