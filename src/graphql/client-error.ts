/** One error of a GraphQL answer; CONTRACT.md's codes are in `extensions.code`. */
export type GraphQLErrorItem = { message: string; extensions?: { code?: unknown; [key: string]: unknown }; path?: readonly (string | number)[] };

/** What came back: the HTTP status and body, and the GraphQL result when the body was one. */
export type GraphQLResponse = { status: number; headers: Headers; body?: string; data?: unknown; errors?: readonly GraphQLErrorItem[]; extensions?: unknown };

export type GraphQLRequestSent = { query: string; variables?: Record<string, unknown> };

/**
 * The API answered with errors, or with an HTTP failure. Shaped like graphql-request's error of the
 * same name, which the SPA used before its own client (docs/decisions/0037): `response.errors` holds
 * the API's errors, `response.status` the HTTP status.
 */
export class ClientError extends Error {
  override name = 'ClientError';
  constructor(
    readonly response: GraphQLResponse,
    readonly request: GraphQLRequestSent,
  ) {
    super(`${response.errors?.[0]?.message ?? `GraphQL Error (Code: ${String(response.status)})`}: ${JSON.stringify({ response, request })}`);
  }
}
