import { request } from 'node:http';
import type { GraphQLResponse } from './graphql.ts';

/**
 * POSTs one operation from a chosen loopback address (127.0.0.0/8 is all local on Linux), so the
 * server sees a different request.ip per simulated client without trusting any header.
 */
export function postFrom<Data = Record<string, unknown>>(
  baseUrl: string,
  clientIp: string,
  query: string,
  { variables, headers = {} }: { variables?: Record<string, unknown>; headers?: Record<string, string> } = {},
): Promise<GraphQLResponse<Data>> {
  return postBodyFrom<GraphQLResponse<Data>['body']>(baseUrl, clientIp, { query, variables }, headers);
}

/** POSTs any JSON body (a batch is an array of operations) from a chosen loopback address. */
export function postBodyFrom<Body>(baseUrl: string, clientIp: string, json: unknown, headers: Record<string, string> = {}): Promise<{ status: number; headers: Headers; body: Body }> {
  const body = JSON.stringify(json);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${baseUrl}/graphql`,
      {
        method: 'POST',
        localAddress: clientIp,
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), authorization: '', ...headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const headerPairs = Object.entries(response.headers).map(([key, value]) => [key, String(value)] as [string, string]);
          try {
            resolve({ status: response.statusCode ?? 0, headers: new Headers(headerPairs), body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

let nextAddress = 0;
/** A loopback address no other test in this process has used, so its rate-limit counters start at zero. */
export function freshClientIp(): string {
  nextAddress += 1;
  return `127.${100 + (nextAddress >> 16)}.${(nextAddress >> 8) & 255}.${nextAddress & 255}`;
}
