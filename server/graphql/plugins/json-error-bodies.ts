import type { Plugin } from 'graphql-yoga';
import type { ErrorCode } from '../errors.ts';

export const jsonContentType = 'application/json; charset=utf-8';

/**
 * The one body of every refusal CONTRACT.md promises: an `errors` array a client can read.
 * The HTTP layer sends it too, for the refusals Fastify and Node make before Yoga sees a request.
 */
export function contractErrorBody(message: string, code: ErrorCode = 'BAD_USER_INPUT'): string {
  return JSON.stringify({ errors: [{ message, extensions: { code } }] });
}

/** Yoga answers a few refusals (e.g. 405 for a method) with an empty body; those get the contract's body. */
export function useJsonErrorBodies(): Plugin {
  return {
    onResponse({ response, setResponse, fetchAPI }) {
      if (response.status < 400 || response.body !== null) return;
      const headers = new fetchAPI.Headers(response.headers);
      headers.set('content-type', jsonContentType);
      const body = contractErrorBody(response.statusText || 'The request cannot be processed.');
      setResponse(new fetchAPI.Response(body, { status: response.status, headers }));
    },
  };
}
