import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contractErrorBody, jsonContentType } from '../graphql/plugins/json-error-bodies.ts';
import type { GraphqlServer } from '../graphql/yoga.ts';

/** Fastify's own refusals (a body over its 1 MB limit, a bad Content-Length) in the contract's shape. */
function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  reply.code(status).type(jsonContentType);
  if (status < 500) return reply.send(contractErrorBody(error.message));
  request.log.error({ err: error }, 'the GraphQL route failed');
  return reply.send(contractErrorBody('Unexpected error.', 'INTERNAL_SERVER_ERROR'));
}

/**
 * Mounts Yoga on Fastify. Bodies reach Yoga as raw text so that Yoga, not Fastify, judges
 * the JSON and the content type, and answers a bad request with a GraphQL `errors` array.
 */
export async function registerGraphqlRoute(app: FastifyInstance, yoga: GraphqlServer): Promise<void> {
  await app.register(async (scope) => {
    scope.setErrorHandler(answerFrameworkError);
    scope.removeAllContentTypeParsers();
    // An empty body becomes a lone space, the same JSON (none at all): Yoga's server adapter takes an
    // empty parsed body for no body and would read the request's stream, which Fastify has consumed.
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body === '' ? ' ' : body));
    scope.route({
      url: yoga.graphqlEndpoint,
      // Every method reaches Yoga, which answers 405 for the ones GraphQL over HTTP refuses.
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      handler: async (request, reply) => {
        // request.ip (the socket's address, or the client's behind TRUST_PROXY) keys per-address limits.
        const response = await yoga.handleNodeRequestAndResponse(request, reply, { clientIp: request.ip });
        response.headers.forEach((value, key) => reply.header(key, value));
        reply.status(response.status);
        // Yoga's JSON results are strings inside the Response: sending the string skips turning it
        // into a web stream and piping that through Node. Anything else (streams, no body) goes as before.
        const text = (response as { bodyInit?: unknown }).bodyInit;
        return reply.send(typeof text === 'string' ? text : response.body);
      },
    });
  });
}
