import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSchema } from 'graphql-yoga';
import type { GraphQLContext } from './context.ts';
import { resolvers } from './resolvers/index.ts';

const schemaDir = fileURLToPath(new URL('./schema', import.meta.url));

/** The committed SDL, one file per domain, read in a stable order. */
function readTypeDefs(): string[] {
  return readdirSync(schemaDir)
    .filter((name) => name.endsWith('.graphql'))
    .sort()
    .map((name) => readFileSync(join(schemaDir, name), 'utf8'));
}

export function buildSchema() {
  return createSchema<GraphQLContext>({ typeDefs: readTypeDefs(), resolvers });
}
