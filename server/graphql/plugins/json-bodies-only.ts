import { createGraphQLError, type Plugin } from 'graphql-yoga';

/**
 * SECURITY.md row 14. Any web page can make its visitors' browsers POST a form
 * (x-www-form-urlencoded, multipart) or a text/plain body to this origin without asking CORS
 * first, carrying their addresses and cookies. A JSON body needs a preflight that this server never
 * grants, so only JSON bodies are executed; queries over GET stay (mutations there already get 405).
 */
export function useJsonBodiesOnly(): Plugin {
  return {
    onRequestParse({ request }) {
      if (request.method !== 'POST') return;
      const mediaType = (request.headers.get('content-type') ?? '').split(';', 1)[0]!.trim().toLowerCase();
      if (mediaType === 'application/json') return;
      throw createGraphQLError('Send GraphQL requests as application/json.', {
        extensions: { code: 'BAD_USER_INPUT', http: { status: 415 } },
      });
    },
  };
}
