import type { Page, Route } from '@playwright/test';

/**
 * Holds back the page's next requests for one GraphQL operation, so a test decides when and how
 * the server answers: a state that waits on the server can be seen, then the answer given.
 */
export async function holdOperation(page: Page, operationName: string) {
  const held: Route[] = [];
  let arrived: () => void = () => undefined;
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string; query?: string } | null;
    const name = body?.operationName ?? /^\s*(?:query|mutation)\s+(\w+)/.exec(body?.query ?? '')?.[1];
    if (name !== operationName) return route.fallback();
    held.push(route);
    arrived();
  });
  const next = async () => {
    if (held.length === 0) await new Promise<void>((resolve) => (arrived = resolve));
    return held.shift()!;
  };
  return {
    /** The server answers as it would. */
    release: async () => (await next()).continue(),
    /** The connection drops before any answer, which the app words as being offline. */
    fail: async () => (await next()).abort(),
  };
}
