import type { Plugin } from 'graphql-yoga';

// graphql-js parses and validates recursively: a few thousand nested selections overflow the
// stack. Counting tokens happens in the lexer, before any recursion, so it refuses those
// documents cheaply; the largest query the SPA sends needs a few hundred.
const MAX_TOKENS = 2000;

export function useParserLimits(): Plugin {
  return {
    onParse({ parseFn, setParseFn }) {
      setParseFn((source, options) => parseFn(source, { ...options, maxTokens: MAX_TOKENS }));
    },
  };
}
