/**
 * localStorage that never throws: private windows and blocked cookies make it unavailable,
 * and a preference that cannot be remembered must not break the page.
 */
export function readStored(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string): void {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    // Not remembered; the choice still applies for this visit.
  }
}

export function clearStored(): void {
  try {
    globalThis.localStorage?.clear();
  } catch {
    // Nothing was stored that could be cleared.
  }
}
