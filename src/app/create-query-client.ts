import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // A GraphQL error is an answer, not a network blip; one retry covers flaky connections.
        retry: 1,
        refetchOnWindowFocus: false,
      },
    },
  });
}
