import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSchema } from 'graphql-yoga';
import { projectPath } from '../runtime-files.ts';
import type { GraphQLContext } from './context.ts';
import { resolvers } from './resolvers/index.ts';

const schemaDir = projectPath('server/graphql/schema');

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
