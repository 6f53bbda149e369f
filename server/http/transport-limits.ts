import { STATUS_CODES, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyHttpOptions, FastifyReply } from 'fastify';
import type { Config } from '../config.ts';
import { contractErrorBody, jsonContentType } from '../graphql/plugins/json-error-bodies.ts';

// Node checks its request timeouts on this sweep (30 s by default), so a stalled request is
// cut off between the timeout and the timeout plus one sweep.
const CONNECTION_CHECK_INTERVAL_MS = 1000;

const refusals: Record<string, [status: number, message: string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request did not arrive in time.'],
  HPE_HEADER_OVERFLOW: [431, 'The request headers are too large.'],
};
const notHttp: [number, string] = [400, 'The request is not valid HTTP.'];

/**
 * Node's HTTP parser refuses these before Fastify has a request or a URL, so the answer is
 * written on the socket; it has the contract's shape, as every other refusal does.
 */
function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // A response already under way cannot be replaced by another one (Node's own rule).
  const started = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent ?? false;
  if (socket.writable && !started) {
    const [status, message] = refusals[error.code ?? ''] ?? notHttp;
    const body = contractErrorBody(message);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: ${jsonContentType}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** Routing refusals (a URL that does not decode), which come before any route's error handler. */
function answerRoutingError(error: FastifyError, _request: unknown, reply: FastifyReply): void {
  const status = error.statusCode ?? 500;
  const body = status < 500 ? contractErrorBody('The request URL is not valid.') : contractErrorBody('Unexpected error.', 'INTERNAL_SERVER_ERROR');
  void reply.code(status).type(jsonContentType).send(body);
}

/**
 * Timeouts and parser refusals of the HTTP server. The whole request, headers and body, must
 * arrive within `requestTimeoutMs` (10 s by default): the SPA's requests are a few kilobytes,
 * which even a 2G phone uploads in about a second, while a client that stalls mid-body no
 * longer holds a connection for minutes.
 */
export function transportOptions({ requestTimeoutMs }: Pick<Config, 'requestTimeoutMs'>): FastifyHttpOptions<Server> {
  return {
    requestTimeout: requestTimeoutMs,
    http: { headersTimeout: requestTimeoutMs, connectionsCheckingInterval: Math.min(CONNECTION_CHECK_INTERVAL_MS, requestTimeoutMs) },
    clientErrorHandler: answerClientError,
    frameworkErrors: answerRoutingError,
  };
}
