import { i18n } from '@lingui/core';
import { selectedCountry } from '../lib/country';
import { authorizationHeader, dropSessionAndRestart, endsSession } from '../lib/session';
import { ClientError, type GraphQLErrorItem, type GraphQLResponse } from './client-error';
import type { TypedDocumentString } from './generated/graphql';
import { operationNameOf } from './operation-name';

export type Variables = Record<string, unknown>;
type RequestContext = { operationName?: string | undefined };

function errorsOf(response: ClientError | Error | GraphQLResponse): readonly GraphQLErrorItem[] {
  if (response instanceof ClientError) return response.response.errors ?? [];
  if (response instanceof Error) return [];
  return response.errors ?? [];
}

// SPEC §8: a token the server refuses ends the session; every other error is only logged
// here, and shown by the screen that asked.
export function handleErrors(response: ClientError | Error | GraphQLResponse, request: RequestContext): void {
  const errors = errorsOf(response);
  if (errors.some((error) => endsSession(error.extensions?.code))) {
    dropSessionAndRestart();
    return;
  }
  // Only the codes and the server's messages: a refused request's error also carries the variables
  // sent, which may hold a cédula or a salary (SECURITY.md row 11), and the console is no place for them.
  if (errors.length > 0) console.error(`GraphQL ${request.operationName ?? ''} failed`, errors.map(({ message, extensions }) => ({ code: extensions?.code, message })));
  else if (response instanceof Error) console.error(`GraphQL ${request.operationName ?? ''} failed: ${response.name}`);
}

const isResult = (value: unknown): value is { data?: unknown; errors?: GraphQLErrorItem[]; extensions?: unknown } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * POSTs one operation. A network failure rejects as fetch does; an HTTP failure or an answer with
 * errors rejects with a ClientError, after handleErrors has seen it.
 */
async function send<TResult>(query: string, variables: Variables | undefined, authorization: string): Promise<TResult> {
  const operationName = operationNameOf(query);
  // Accept-Language is the language the visitor picked, not the browser's: the API answers texts it
  // stores in both languages (the help centre's questions) in it.
  const headers = {
    Accept: 'application/graphql-response+json, application/json',
    'Content-Type': 'application/json',
    Authorization: authorization,
    Country: selectedCountry(),
    'Accept-Language': i18n.locale || 'es',
  };
  const answer = await fetch(new URL('/graphql', location.origin), { method: 'POST', headers, body: JSON.stringify({ query, variables, operationName }) });
  const body = await answer.text();
  let result: unknown;
  try {
    result = JSON.parse(body);
  } catch {
    result = undefined;
  }
  const base = { status: answer.status, headers: answer.headers, body };
  const request = { query, variables };
  if (!answer.ok || (isResult(result) && (Array.isArray(result.errors) ? result.errors.length > 0 : Boolean(result.errors)))) {
    const error = new ClientError(isResult(result) ? { ...result, ...base } : base, request);
    handleErrors(error, { operationName });
    throw error;
  }
  if (!isResult(result)) throw new Error(`Invalid execution result: result is not object. \nGot:\n${body}`);
  return result.data as TResult;
}

// Operations without variables take none; every other operation requires its own.
type VariablesArg<TVariables> = TVariables extends Record<string, never> ? [] : [variables: TVariables];

/** Sends a typed document; the headers are read afresh for every request. */
export function gqlRequest<TResult, TVariables extends Variables>(
  document: TypedDocumentString<TResult, TVariables>,
  ...[variables]: VariablesArg<TVariables>
): Promise<TResult> {
  return send<TResult>(document.toString(), variables, authorizationHeader());
}

/**
 * Sends a document without the stored access token. For the session refresh: after a laptop slept past
 * the token's expiry, sending it would be refused with EXPIRED_TOKEN before the refresh token is read.
 */
export function gqlRequestWithoutSession<TResult, TVariables extends Variables>(
  document: TypedDocumentString<TResult, TVariables>,
  ...[variables]: VariablesArg<TVariables>
): Promise<TResult> {
  return send<TResult>(document.toString(), variables, '');
}
