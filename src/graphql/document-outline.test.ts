import { Kind as RealKind, parse as realParse, type DefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as generated from './generated/graphql';
import { Kind, parse } from './document-outline';

const outlineOf = (definitions: readonly DefinitionNode[]) =>
  definitions.map((definition) =>
    definition.kind === RealKind.OPERATION_DEFINITION
      ? { kind: definition.kind, operation: definition.operation, name: definition.name?.value }
      : { kind: definition.kind, name: 'name' in definition ? definition.name?.value : undefined },
  );

const documents = Object.entries(generated).filter(([, value]) => value instanceof generated.TypedDocumentString);

describe('document outline (the graphql slice graphql-request uses)', () => {
  it('agrees with the real parser on every document the SPA sends', () => {
    expect(documents.length).toBeGreaterThan(5);
    for (const [, document] of documents) {
      const source = String(document);
      const ours = parse(source).definitions.map((definition) => ({ ...definition, name: definition.name?.value }));
      expect(ours).toEqual(outlineOf(realParse(source).definitions));
    }
  });

  it('reads names past variables with defaults, directives, strings and comments', () => {
    const source = `# a comment { with braces
      query listing($where: CarWhereInput = { brand: ["a{b"] }, $n: Int = 5) @cached(ttl: 5) { getListingCars(filter: { limit: $n }) { count } }
      mutation save { x(input: { text: """block } string""" }) }
      fragment CarBits on Car { id }
      { anonymous }`;
    expect(parse(source).definitions.map((d) => [d.kind, 'operation' in d ? d.operation : '', d.name?.value])).toEqual(
      outlineOf(realParse(source).definitions).map((d) => [d.kind, 'operation' in d ? d.operation : '', d.name]),
    );
    expect(Kind.OPERATION_DEFINITION).toBe(RealKind.OPERATION_DEFINITION);
  });

  it('refuses what is not a document, as graphql-request expects of parse', () => {
    expect(() => parse('query { a')).toThrow(SyntaxError);
    expect(() => parse('hello world')).toThrow(SyntaxError);
    expect(() => parse('query a { b(c: "unterminated) }')).toThrow(SyntaxError);
  });
});
