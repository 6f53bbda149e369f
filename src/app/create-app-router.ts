import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { ErrorPage } from '../features/shell/problem/ErrorPage';
import { routeTree } from '../routeTree.gen';

/** The page the server draws (src/app/render-first-screen.tsx): its address and the origin it was asked at. */
export type ServerPage = { history: RouterHistory; origin: string };

/** The browser's history and origin, or on the server the page's. */
export function createAppRouter(queryClient: QueryClient, page?: ServerPage) {
  return createRouter({
    routeTree,
    history: page?.history,
    origin: page?.origin,
    context: { queryClient },
    defaultPreload: 'intent',
    // Loaders read through the query cache, which decides freshness on its own.
    defaultPreloadStaleTime: 0,
    // Not on the server: its restoring script is inline, which the pages' CSP refuses, and the browser restores anyway.
    scrollRestoration: page ? () => false : true,
    defaultErrorComponent: ErrorPage,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
