import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import { createYoga, maskError, type YogaLogger } from 'graphql-yoga';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { developmentConveniences } from '../development-conveniences.ts';
import type { Logger } from '../logger.ts';
import type { AuthServices } from '../auth/auth-services.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import type { PictureStore } from '../media/storage/picture-store.ts';
import { contextFactory, type GraphQLContext, type ServerContext } from './context.ts';
import { isDomainError } from '../domain-errors.ts';
import { domainRefusalOf } from './errors.ts';
import { useCompiledReads } from './plugins/compiled-reads.ts';
import { useContractErrors } from './plugins/contract-errors.ts';
import { useJsonBodiesOnly } from './plugins/json-bodies-only.ts';
import { useJsonErrorBodies } from './plugins/json-error-bodies.ts';
import { useParserLimits } from './plugins/parser-limits.ts';
import { maxBatchedOperations, useQueryLimits } from './plugins/query-limits.ts';
import { usePrivateResponses } from './plugins/private-responses.ts';
import { useStorableStrings } from './plugins/storable-strings.ts';
import { buildSchema } from './schema.ts';

export const graphqlEndpoint = '/graphql';

/** A domain's refusal (an hour taken, a link expired) that Yoga logs as an error: an answer, not a failure. */
const refusalBehind = (error: Error) => {
  if (isDomainError(error)) return error;
  const original = (error as { originalError?: unknown }).originalError;
  return isDomainError(original) ? original : undefined;
};

// Yoga logs masked errors through this, so an unexpected failure's stack lands in pino's `err`
// field; a refusal is logged at info, without a stack, so an error-level line always means a defect.
function yogaLogger(logger: Logger): YogaLogger {
  const forward =
    (level: 'debug' | 'info' | 'warn' | 'error') =>
    (...args: unknown[]) => {
      // Yoga logs at debug on every request; below the configured level, build nothing.
      if (!logger.isLevelEnabled(level)) return;
      const [first, ...rest] = args;
      const refusal = first instanceof Error ? refusalBehind(first) : undefined;
      if (refusal) logger.info({ refusal: refusal.name, path: (first as { path?: unknown }).path }, refusal.message);
      else if (first instanceof Error) logger[level]({ err: first }, first.message);
      else logger[level]({ details: rest.length > 0 ? rest : undefined }, String(first));
    };
  return { debug: forward('debug'), info: forward('info'), warn: forward('warn'), error: forward('error') };
}

export function createGraphqlServer({ config, db, logger, auth, payments, pictureStore }: { config: Config; db: Db; logger: Logger; auth: AuthServices; payments: PaymentProvider; pictureStore: PictureStore }) {
  // Introspection, suggestions and GraphiQL only where the development conveniences are on.
  const schemaTools = developmentConveniences(config).schemaTools;
  const graphqlLogger = logger.child({ component: 'graphql' });
  return createYoga<ServerContext, GraphQLContext>({
    schema: buildSchema(),
    context: contextFactory(db, auth, payments, pictureStore),
    graphqlEndpoint,
    logging: yogaLogger(graphqlLogger),
    // Never send an unexpected error's details to a client, whatever NODE_ENV says.
    // A domain's refusal becomes its contract code; anything else is masked.
    maskedErrors: { maskError: (error, message) => domainRefusalOf(error) ?? maskError(error, message, false) },
    graphiql: schemaTools,
    landingPage: false,
    // The SPA is served from this origin; other clients are not browsers.
    cors: false,
    // A JSON array body is a batch of operations, each answered in the same order.
    batching: { limit: maxBatchedOperations },
    // Fastify reads the body and refuses one over 1 MB (413 in the contract's shape, graphql-route.ts)
    // before Yoga sees it; Yoga's own limit would pipe every body through a stream once more (decision 64).
    maxRequestBodySize: false,
    plugins: [
      useJsonBodiesOnly(),
      useParserLimits(),
      ...useQueryLimits(),
      useStorableStrings(),
      useContractErrors({ logger: graphqlLogger, hideSuggestions: !schemaTools }),
      useJsonErrorBodies(),
      usePrivateResponses(),
      useCompiledReads(),
      // Everywhere else the schema stays private: `__schema` and `__type` fail validation (`__typename` stays).
      ...(schemaTools ? [] : [useDisableIntrospection()]),
    ],
  });
}

export type GraphqlServer = ReturnType<typeof createGraphqlServer>;
