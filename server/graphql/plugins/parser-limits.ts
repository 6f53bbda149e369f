import { createGraphQLError, type Plugin } from 'graphql-yoga';

// graphql-js parses and validates recursively: a few thousand nested selections overflow the
// stack. Counting tokens happens in the lexer, before any recursion, so it refuses those
// documents cheaply; the largest query the SPA sends needs a few hundred.
const MAX_TOKENS = 2000;
// A list literal costs one token a level, so about 2,000 `[` overflow the parser before the token
// limit is reached. The SPA's deepest operation (getCar) nests 6 brackets, and the selection depth
// limit of 8 keeps useful ones near that; 100 is far beyond any real operation, far below an overflow.
export const MAX_NESTING = 100;

/** The deepest nesting of `{ [ (` in a document's text, ignoring strings and comments. */
export function nestingDepth(source: string): number {
  let depth = 0;
  let deepest = 0;
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    if (char === '#') index = endOfLine(source, index);
    else if (char === '"') index = endOfString(source, index);
    else if (char === '{' || char === '[' || char === '(') deepest = Math.max(deepest, ++depth);
    else if (char === '}' || char === ']' || char === ')') depth = Math.max(0, depth - 1);
  }
  return deepest;
}

function endOfLine(source: string, from: number): number {
  const end = source.slice(from).search(/[\n\r]/);
  return end === -1 ? source.length : from + end;
}

/** The index of the closing quote of the string starting at `from` (a block string's last quote). */
function endOfString(source: string, from: number): number {
  if (source.startsWith('"""', from)) {
    // Inside a block string only \""" escapes; every other backslash is literal.
    for (let index = from + 3; index < source.length; index += 1) {
      if (source.startsWith('\\"""', index)) index += 3;
      else if (source.startsWith('"""', index)) return index + 2;
    }
    return source.length;
  }
  for (let index = from + 1; index < source.length; index += 1) {
    const char = source[index];
    if (char === '\\') index += 1;
    // A string cannot span lines: the parser reports the unterminated one.
    else if (char === '"' || char === '\n' || char === '\r') return index;
  }
  return source.length;
}

export function useParserLimits(): Plugin {
  return {
    onParse({ parseFn, setParseFn }) {
      setParseFn((source, options) => {
        const text = typeof source === 'string' ? source : source.body;
        // Refused like a document that does not parse: contract-errors.ts makes it a 400 BAD_USER_INPUT.
        if (nestingDepth(text) > MAX_NESTING) throw createGraphQLError(`A GraphQL document may nest brackets at most ${MAX_NESTING} deep.`);
        return parseFn(source, { ...options, maxTokens: MAX_TOKENS });
      });
    },
  };
}
