import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAX_NESTING, nestingDepth } from './parser-limits.ts';

// Read as text: the server does not import the SPA's code.
const generated = readFileSync(new URL('../../../src/graphql/generated/graphql.ts', import.meta.url), 'utf8');
const spaDocuments = [...generated.matchAll(/new TypedDocumentString\(`([^`]*)`/g)].map((match) => match[1]!);

describe('nestingDepth', () => {
  it('counts braces, brackets and parentheses together', () => {
    expect(nestingDepth('{ a(b: [{ c: 1 }]) { d } }')).toBe(4);
    expect(nestingDepth(`{ __typename(a: ${'['.repeat(2050)}) }`)).toBe(2052);
  });

  it('ignores brackets inside strings, block strings and comments', () => {
    expect(nestingDepth('# {{{{\n{ a(s: "[[[\\"[[", t: """ {{ \\""" {{ """) }')).toBe(2);
  });

  it('leaves every operation the SPA sends far below the limit', () => {
    expect(spaDocuments.length).toBeGreaterThan(20);
    const deepest = Math.max(...spaDocuments.map(nestingDepth));
    expect(deepest).toBeLessThan(MAX_NESTING / 4);
  });
});
