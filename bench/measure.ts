/** Runs `send` for every item with `concurrency` in flight; answers each call's duration in ms. */
export async function measure<Item>(items: Item[], concurrency: number, send: (item: Item) => Promise<void>): Promise<{ durations: number[]; seconds: number }> {
  const durations: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      const start = performance.now();
      await send(item);
      durations.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { durations, seconds: (performance.now() - started) / 1000 };
}

export function percentiles(durations: number[]) {
  const sorted = [...durations].sort((a, b) => a - b);
  const at = (fraction: number) => sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

export interface Row {
  name: string;
  durations: number[];
  seconds: number;
}

/** One line per measured path: percentiles in ms and throughput. */
export function printTable(rows: Row[]): void {
  const format = (value: number) => value.toFixed(1).padStart(8);
  console.log(`${'path'.padEnd(26)}${'p50'.padStart(8)}${'p95'.padStart(8)}${'p99'.padStart(8)}${'req/s'.padStart(9)}`);
  for (const { name, durations, seconds } of rows) {
    const { p50, p95, p99 } = percentiles(durations);
    console.log(`${name.padEnd(26)}${format(p50)}${format(p95)}${format(p99)}${format(durations.length / seconds).padStart(9)}`);
  }
}
