import { Agent, request } from 'node:http';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { measure } from './measure.ts';

interface LoadJob {
  url: string;
  query: string;
  filters: unknown[];
  concurrency: number;
}

/**
 * A sender over `concurrency` kept-alive connections that checks each answer without parsing it:
 * status 200, a `data` answer, and no `"errors":[` anywhere (inside a JSON string a quote is
 * escaped, so only the key can read so). Like load generators (autocannon, wrk), it spends little
 * CPU per request: the server shares the machine's two cores with it, and `fetch` with a full JSON
 * parse of every answer took about 0.8 ms of CPU a request, a third of the server's own (decision 64).
 */
function sender(url: string, query: string, concurrency: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const { hostname, port, pathname } = new URL(url);
  return (filter: unknown) =>
    new Promise<void>((resolve, reject) => {
      const body = JSON.stringify({ query, variables: { filter } });
      // No compression: over loopback it would only add CPU on both ends.
      const headers = { 'content-type': 'application/json', 'accept-encoding': 'identity', 'content-length': Buffer.byteLength(body) };
      const sent = request({ agent, host: hostname, port, path: pathname, method: 'POST', headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const answer = Buffer.concat(chunks).toString('latin1');
          if (response.statusCode === 200 && answer.startsWith('{"data":') && !answer.includes('"errors":[')) resolve();
          else reject(new Error(`request failed: ${response.statusCode} ${answer.slice(0, 500)}`));
        });
      });
      sent.on('error', reject);
      sent.end(body);
    });
}

/**
 * Sends the requests from a worker thread, as a separate load generator would: the server's
 * event loop then spends its time on the server alone, not on building and parsing requests.
 */
export function loadFromWorker(job: LoadJob): Promise<{ durations: number[]; seconds: number }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: job });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

if (!isMainThread) {
  const { url, query, filters, concurrency } = workerData as LoadJob;
  parentPort?.postMessage(await measure(filters, concurrency, sender(url, query, concurrency)));
}
