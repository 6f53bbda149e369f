import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import type { GraphQLError, ValidationContext } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

/** SECURITY.md row 4. Yoga's `batching.limit` uses the same number. */
export const maxBatchedOperations = 10;
const maxDocumentLength = 15_000;
const maxDepth = 8;
const maxAliases = 15;
// Cost as graphql-armor counts it (object 2, scalar 1, ×1.5 per level). The SPA's largest
// operations: listingPage ≈ 585, getCar ≈ 414 (≈ 479 with every field the API tests read).
// 2000 leaves them three times that room and refuses a few full car pages aliased in one request.
const maxCost = 2000;

// Reported like graphql-js's own validation errors, so every rule runs and each refusal becomes
// a 400 BAD_USER_INPUT through the contract-errors plugin, instead of an exception mid-validation.
const report = {
  propagateOnRejection: false,
  onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(error)],
};

function refusal(message: string): GraphQLError {
  return createGraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
}

function refuseOversized(params: unknown): void {
  if (Array.isArray(params) && params.length > maxBatchedOperations) {
    throw refusal(`A request may batch at most ${maxBatchedOperations} operations.`);
  }
  // An empty batch asks for nothing: most likely a client bug, so it is told rather than sent [].
  if (Array.isArray(params) && params.length === 0) throw refusal('A batch needs at least one operation.');
  for (const operation of Array.isArray(params) ? params : [params]) {
    const query = (operation as { query?: unknown } | undefined)?.query;
    if (typeof query === 'string' && query.length > maxDocumentLength) {
      throw refusal(`A GraphQL document may have at most ${maxDocumentLength} characters.`);
    }
  }
}

/** Refuses abusive documents before they are parsed (size, batch) or executed (shape, cost). */
export function useQueryLimits(): Plugin[] {
  return [
    {
      // Runs before Yoga's own batch check (which would answer 413) and before any parsing.
      onRequestParse: () => ({ onRequestParseDone: ({ requestParserResult }) => refuseOversized(requestParserResult) }),
    },
    EnvelopArmorPlugin({
      maxDepth: { n: maxDepth, flattenFragments: true, ...report },
      // graphql-armor lets `__typename` aliases (and any field aliased as `__typename`) through by
      // default; each still adds an entry to the response, so every alias counts.
      maxAliases: { n: maxAliases, allowList: [], ...report },
      costLimit: { maxCost, flattenFragments: true, ...report },
      maxDirectives: { ...report },
      // Tokens are counted in the lexer by parser-limits.ts; suggestions are removed in production
      // by contract-errors.ts, and development keeps them.
      maxTokens: { enabled: false },
      blockFieldSuggestion: { enabled: false },
    }) as Plugin,
  ];
}
