import type { Page, Route } from '@playwright/test';

/** The GraphQL operation a request of the page asks for. */
export function operationOf(route: Route): string | undefined {
  const body = route.request().postDataJSON() as { operationName?: string; query?: string } | null;
  return body?.operationName ?? /^\s*(?:query|mutation)\s+(\w+)/.exec(body?.query ?? '')?.[1];
}

/** The server refusing a request with this code, as the API words a refusal (CONTRACT.md). */
export const refusedWith = (route: Route, code: string) => route.fulfill({ json: { data: null, errors: [{ message: code, extensions: { code } }] } });

/**
 * Holds back the page's requests for one GraphQL operation, so a test decides when and how the
 * server answers: a state that waits on the server can be seen, then the answer given. An answer
 * goes to every request held so far: the older ones were asked by screens the page has since left
 * (a step left while quoting), which ignore what they get.
 */
export async function holdOperation(page: Page, operationName: string) {
  const held: Route[] = [];
  let arrivals = 0;
  const waiters = new Set<() => void>();
  await page.route('**/graphql', async (route) => {
    if (operationOf(route) !== operationName) return route.fallback();
    held.push(route);
    arrivals += 1;
    waiters.forEach((check) => check());
  });
  const until = (enough: () => boolean) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (!enough()) return;
        waiters.delete(check);
        resolve();
      };
      waiters.add(check);
      check();
    });
  const answer = async (how: (route: Route) => Promise<void>) => {
    await until(() => held.length > 0);
    for (const route of held.splice(0)) await how(route);
  };
  return {
    /** The server answers as it would. */
    release: () => answer((route) => route.continue()),
    /** The server answers as it would to other variables, e.g. a link's token nobody issued. */
    releaseWith: (variables: Record<string, unknown>) =>
      answer((route) => {
        const body = route.request().postDataJSON() as { variables?: Record<string, unknown> };
        return route.continue({ postData: JSON.stringify({ ...body, variables: { ...body.variables, ...variables } }) });
      }),
    /** The connection drops before any answer, which the app words as being offline. */
    fail: () => answer((route) => route.abort()),
    /** The server answers with this data instead, e.g. nothing found whatever the catalogue holds. */
    reply: (data: unknown) => answer((route) => route.fulfill({ json: { data } })),
    /** The server refuses with this code. */
    refuse: (code: string) => answer((route) => refusedWith(route, code)),
    /** What the latest held request asks, without answering it. */
    variables: async <Variables = Record<string, unknown>>() => {
      await until(() => held.length > 0);
      return (held.at(-1)!.request().postDataJSON() as { variables: Variables }).variables;
    },
    /** Until the page has sent `count` of these requests in all. */
    arrived: (count: number) => until(() => arrivals >= count),
  };
}
