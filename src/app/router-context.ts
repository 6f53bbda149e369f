import type { QueryClient } from '@tanstack/react-query';

/** What every route's loader receives; the query client travels here, never as a module singleton. */
export type RouterContext = { queryClient: QueryClient };
