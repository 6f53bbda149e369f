import type { ExecutionResult, GraphQLError } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import type { Logger } from '../../logger.ts';
import { errorCodes, unexpectedError } from '../errors.ts';

const contractCodes = new Set<string>(errorCodes);

// graphql-js and Yoga phrase their own checks in English with hints such as
// 'Did you mean "email"?', which reveal field names a production schema keeps private.
const suggestion = /\s*Did you mean .*\?$/s;

export interface ContractErrorsOptions {
  logger: Logger;
  hideSuggestions: boolean;
}

/**
 * Gives every error a code of CONTRACT.md. Yoga's own request checks (bad JSON, no query,
 * a document that does not parse or validate, bad variables) become BAD_USER_INPUT and always
 * answer with their 4xx status, including to clients that accept plain application/json.
 */
export function useContractErrors({ logger, hideSuggestions }: ContractErrorsOptions): Plugin {
  function toContract(error: GraphQLError): GraphQLError {
    // An error built by graphql-jit (compiled reads) may come without an extensions object.
    const { code, http, ...extensions } = error.extensions ?? {};
    if (typeof code === 'string' && contractCodes.has(code)) return error;
    if (error.path) {
      // A resolver threw a GraphQLError without a code: a server defect, not the client's fault.
      logger.error({ err: error }, 'GraphQL error without a contract code');
      return unexpectedError();
    }
    delete extensions['originalError'];
    return createGraphQLError(hideSuggestions ? error.message.replace(suggestion, '') : error.message, {
      nodes: error.nodes,
      source: error.source,
      positions: error.positions,
      extensions: { ...extensions, code: 'BAD_USER_INPUT', http: { status: http?.status ?? 400, headers: http?.headers } },
    });
  }

  const normalise = (result: ExecutionResult): ExecutionResult =>
    result.errors ? { ...result, errors: result.errors.map(toContract) } : result;

  return {
    onResultProcess({ result, setResult }) {
      // A batch answers with a list, one result per operation; subscriptions are off, so no streams.
      if (Array.isArray(result)) setResult(result.map(normalise));
      else if (!(Symbol.asyncIterator in result)) setResult(normalise(result));
    },
  };
}
