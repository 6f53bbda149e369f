import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

export interface LoggingChild {
  process: ChildProcess;
  lines: LogLine[];
  /** Resolves with the first JSON log line that matches; rejects when the child exits first or after `ms`. */
  waitFor(match: (line: LogLine) => boolean, ms: number): Promise<LogLine>;
  /** Resolves with the exit code (null when killed by a signal); rejects after `ms`. */
  exited(ms: number): Promise<number | null>;
}

const bounded = <T>(promise: Promise<T>, ms: number, what: string) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`timed out after ${ms} ms waiting for ${what}`)), ms).unref())]);

/** Runs a TypeScript entry point under tsx and collects its JSON log lines from stdout. */
export function spawnLogging(script: string, env: Record<string, string>): LoggingChild {
  const child = spawn(process.execPath, ['--import', 'tsx', script], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  const lines: LogLine[] = [];
  const waiters = new Set<{ match: (line: LogLine) => boolean; resolve: (line: LogLine) => void }>();
  const exit = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  createInterface({ input: child.stdout! }).on('line', (text) => {
    let line: LogLine;
    try {
      line = JSON.parse(text) as LogLine;
    } catch {
      return;
    }
    lines.push(line);
    for (const waiter of waiters) if (waiter.match(line)) waiter.resolve(line);
  });
  return {
    process: child,
    lines,
    waitFor(match, ms) {
      const found = lines.find(match);
      if (found) return Promise.resolve(found);
      const seen = new Promise<LogLine>((resolve) => waiters.add({ match, resolve }));
      const ended = exit.then((code) => Promise.reject(new Error(`the child exited (${code}) before the awaited log line`)));
      return bounded(Promise.race([seen, ended]), ms, 'a log line');
    },
    exited: (ms) => bounded(exit, ms, 'the child to exit'),
  };
}
