import type { FastifyInstance } from 'fastify';
import type { GraphqlServer } from '../graphql/yoga.ts';

/**
 * Mounts Yoga on Fastify. Bodies reach Yoga as raw text so that Yoga, not Fastify, judges
 * the JSON and the content type, and answers a bad request with a GraphQL `errors` array.
 */
export async function registerGraphqlRoute(app: FastifyInstance, yoga: GraphqlServer): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
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
