import { buildSchema, parse, type ExecutionArgs } from 'graphql';
import { describe, expect, it } from 'vitest';
import { runsCompiled } from './compiled-reads.ts';

const schema = buildSchema(`
  enum Place { SPOT HOME }
  input SlotsInput { place: Place!, days: Int }
  type Query { slots(input: SlotsInput!): Int, listing(limit: Int): Int }
  type Mutation { signIn(email: String!): Int! }
`);

const args = (source: string, variableValues?: Record<string, unknown>, operationName?: string): ExecutionArgs =>
  ({ schema, document: parse(source), variableValues, operationName });

describe('runsCompiled', () => {
  it('compiles a query whose variables graphql-js accepts, or that has none', () => {
    expect(runsCompiled(args('query ($input: SlotsInput!) { slots(input: $input) }', { input: { place: 'HOME', days: 3 } }))).toBe(true);
    expect(runsCompiled(args('{ listing(limit: 3) }'))).toBe(true);
  });

  it('leaves a query with a rejected variable to graphql-js, whose message names the value’s path', () => {
    expect(runsCompiled(args('query ($input: SlotsInput!) { slots(input: $input) }', { input: { place: 'MARS' } }))).toBe(false);
    expect(runsCompiled(args('query ($limit: Int) { listing(limit: $limit) }', { limit: 'x' }))).toBe(false);
    expect(runsCompiled(args('query ($input: SlotsInput!) { slots(input: $input) }'))).toBe(false);
  });

  it('leaves every mutation to graphql-js, which stops at the first failed non-null field', () => {
    expect(runsCompiled(args('mutation { a: signIn(email: "a") b: signIn(email: "b") }'))).toBe(false);
  });

  it('picks the named operation of a document holding several', () => {
    const source = 'query read { listing } mutation write { signIn(email: "a") }';
    expect(runsCompiled(args(source, {}, 'read'))).toBe(true);
    expect(runsCompiled(args(source, {}, 'write'))).toBe(false);
  });
});
