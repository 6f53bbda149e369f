const firstRetryMs = 1000;
const longestRetryMs = 5 * 60 * 1000;

interface Attempt {
  failures: number;
  retryAt: number;
  timer: NodeJS.Timeout;
}

/**
 * Exponential backoff per message: 1 s, 2 s, 4 s … up to 5 minutes. Kept in memory because the
 * outbox has no column for it; after a restart every failed message is simply tried once more.
 */
export function createRetrySchedule(onRetryDue: () => void) {
  const attempts = new Map<string, Attempt>();
  return {
    /** Messages still waiting out their backoff, to leave out of the next pick. */
    waiting(): string[] {
      const now = Date.now();
      return [...attempts].filter(([, attempt]) => attempt.retryAt > now).map(([id]) => id);
    },
    /** Records a failure and returns how long until the message is tried again. */
    failed(id: string): number {
      const previous = attempts.get(id);
      if (previous) clearTimeout(previous.timer);
      const failures = (previous?.failures ?? 0) + 1;
      const delayMs = Math.min(firstRetryMs * 2 ** (failures - 1), longestRetryMs);
      const timer = setTimeout(onRetryDue, delayMs);
      // A pending retry must not keep a stopping process alive.
      timer.unref();
      attempts.set(id, { failures, retryAt: Date.now() + delayMs, timer });
      return delayMs;
    },
    succeeded(id: string): void {
      clearTimeout(attempts.get(id)?.timer);
      attempts.delete(id);
    },
    clear(): void {
      for (const attempt of attempts.values()) clearTimeout(attempt.timer);
      attempts.clear();
    },
  };
}
