import { i18n } from '@lingui/core';
import { ClientError, GraphQLClient, type ResponseMiddleware, type Variables } from 'graphql-request';
import { selectedCountry } from '../lib/country';
import { authorizationHeader, dropSessionAndRestart, endsSession } from '../lib/session';
import type { TypedDocumentString } from './generated/graphql';

type ErrorWithCode = { message: string; extensions?: { code?: unknown } };

function errorsOf(response: Parameters<ResponseMiddleware>[0]): readonly ErrorWithCode[] {
  if (response instanceof ClientError) return response.response.errors ?? [];
  if (response instanceof Error) return [];
  return response.errors ?? [];
}

// SPEC §8: a token the server refuses ends the session; every other error is only logged
// here, and shown by the screen that asked.
export const handleErrors: ResponseMiddleware = (response, request) => {
  const errors = errorsOf(response);
  if (errors.some((error) => endsSession(error.extensions?.code))) {
    dropSessionAndRestart();
    return;
  }
  // Only the codes and the server's messages: a refused request's error also carries the variables
  // sent, which may hold a cédula or a salary (SECURITY.md row 11), and the console is no place for them.
  if (errors.length > 0) console.error(`GraphQL ${request.operationName ?? ''} failed`, errors.map(({ message, extensions }) => ({ code: extensions?.code, message })));
  else if (response instanceof Error) console.error(`GraphQL ${request.operationName ?? ''} failed: ${response.name}`);
};

// Accept-Language is the language the visitor picked, not the browser's: the API answers texts it
// stores in both languages (the help centre's questions) in it.
// Made on the first request: the server's drawing of a first screen (src/app/render-first-screen.tsx)
// imports this module but asks nothing, every answer it draws from being in the page already.
let client: GraphQLClient | undefined;
const graphqlClient = () =>
  (client ??= new GraphQLClient(new URL('/graphql', location.origin).href, {
    headers: () => ({ Authorization: authorizationHeader(), Country: selectedCountry(), 'Accept-Language': i18n.locale || 'es' }),
    responseMiddleware: handleErrors,
  }));

// Operations without variables take none; every other operation requires its own.
type VariablesArg<TVariables> = TVariables extends Record<string, never> ? [] : [variables: TVariables];

/** Sends a typed document; the headers are read afresh for every request. */
export function gqlRequest<TResult, TVariables extends Variables>(
  document: TypedDocumentString<TResult, TVariables>,
  ...[variables]: VariablesArg<TVariables>
): Promise<TResult> {
  return graphqlClient().request<TResult>(document.toString(), variables);
}

/**
 * Sends a document without the stored access token. For the session refresh: after a laptop slept past
 * the token's expiry, sending it would be refused with EXPIRED_TOKEN before the refresh token is read.
 */
export function gqlRequestWithoutSession<TResult, TVariables extends Variables>(
  document: TypedDocumentString<TResult, TVariables>,
  ...[variables]: VariablesArg<TVariables>
): Promise<TResult> {
  return graphqlClient().request<TResult>(document.toString(), variables, { Authorization: '' });
}
