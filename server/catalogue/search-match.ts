import { sql } from 'drizzle-orm';
import { searchTokens } from '../../common/search-text.ts';
import { type Db, queryRows } from '../db/client.ts';
import type { SearchVocabulary } from './search-vocabulary.ts';

// Trigram similarity (pg_trgm) above which a word counts as the token mistyped: 'corola' → corolla (0.67).
const SIMILAR = 0.4;
// Below SIMILAR, the closest words are still taken when nothing closer exists: 'hiunday' → hyundai (0.23).
const CLOSEST_AT_LEAST = 0.2;

interface Candidate {
  token: string;
  word: string;
  score: number;
}

/** Words a token stands for: the words it starts (typing in progress), else mistyped near-matches. */
function wordsForToken(token: string, candidates: Candidate[]): string[] {
  const own = candidates.filter((candidate) => candidate.token === token);
  const prefixed = own.filter((candidate) => candidate.word.startsWith(token)).map((candidate) => candidate.word);
  // Numbers (years, '3' of Mazda 3) and very short tokens match only exactly or as a prefix: 2018 is no typo of 2019.
  if (/^\d+$/.test(token) || token.length < 3) return prefixed;
  const similar = own.filter((candidate) => candidate.score >= SIMILAR).map((candidate) => candidate.word);
  if (prefixed.length > 0 || similar.length > 0) return [...new Set([...prefixed, ...similar])];
  const best = Math.max(CLOSEST_AT_LEAST, ...own.map((candidate) => candidate.score));
  return own.filter((candidate) => candidate.score >= best).map((candidate) => candidate.word);
}

/**
 * The search texts every token of `query` matches, or undefined when the query has no words.
 * pg_trgm scores the tokens against the vocabulary in one round trip, on PGlite as on PostgreSQL.
 */
export async function matchSearchTexts(db: Db, vocabulary: SearchVocabulary, query: string): Promise<Uint8Array | undefined> {
  const tokens = [...new Set(searchTokens(query))];
  if (tokens.length === 0) return undefined;
  // Normalised words hold no spaces, so a space-joined string is the simplest array both drivers pass.
  const candidates = await queryRows<Candidate & Record<string, unknown>>(
    db,
    sql`select t.token, w.word, similarity(w.word, t.token)::float8 as score
      from unnest(string_to_array(${tokens.join(' ')}, ' ')) as t(token)
        cross join unnest(string_to_array(${vocabulary.words.join(' ')}, ' ')) as w(word)
      where starts_with(w.word, t.token) or similarity(w.word, t.token) >= ${CLOSEST_AT_LEAST}`,
  );
  let allowed: Uint8Array | undefined;
  for (const token of tokens) {
    const matches = new Uint8Array(vocabulary.textCount);
    for (const word of wordsForToken(token, candidates)) {
      for (const text of vocabulary.textsOfWord.get(word) ?? []) matches[text] = 1;
    }
    if (allowed) for (let text = 0; text < matches.length; text++) allowed[text]! &= matches[text]!;
    else allowed = matches;
  }
  return allowed;
}
