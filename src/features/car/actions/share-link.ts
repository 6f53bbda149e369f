export type ShareOutcome = 'shared' | 'copied' | 'failed';

/** Prefers the Web Share API; a cancelled share sheet counts as done, not as a failure. */
export async function shareOrCopy(data: { title: string; url: string }): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'shared';
    }
  }
  try {
    await navigator.clipboard.writeText(data.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
