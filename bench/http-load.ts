import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { measure } from './measure.ts';

interface LoadJob {
  url: string;
  query: string;
  filters: unknown[];
  concurrency: number;
}

async function send(url: string, query: string, filter: unknown): Promise<void> {
  // Like load generators (autocannon), no compression: over loopback it would only add CPU on both ends.
  const headers = { 'content-type': 'application/json', 'accept-encoding': 'identity' };
  const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ query, variables: { filter } }) });
  const body = (await response.json()) as { errors?: unknown[] };
  if (response.status !== 200 || body.errors) throw new Error(`listing failed: ${response.status} ${JSON.stringify(body.errors)}`);
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
  parentPort?.postMessage(await measure(filters, concurrency, (filter) => send(url, query, filter)));
}
