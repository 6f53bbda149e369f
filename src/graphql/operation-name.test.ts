import { Kind, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as generated from './generated/graphql';
import { operationNameOf } from './operation-name';

const documents = Object.entries(generated).filter(([, value]) => value instanceof generated.TypedDocumentString);

describe('the operation name the client sends', () => {
  it('is the one the real parser reads, on every document the SPA has', () => {
    expect(documents.length).toBeGreaterThan(5);
    for (const [, document] of documents) {
      const source = String(document);
      const operations = parse(source).definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
      expect(operationNameOf(source)).toBe(operations.length === 1 ? operations[0]?.name?.value : undefined);
    }
  });
});
