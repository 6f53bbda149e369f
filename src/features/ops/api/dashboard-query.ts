import { queryOptions } from '@tanstack/react-query';
import { gqlRequest } from '../../../graphql/client';
import { graphql } from '../../../graphql/generated';
import type { OpsDashboardQuery } from '../../../graphql/generated/graphql';

export const opsDashboardDocument = graphql(`
  query opsDashboard {
    opsDashboard {
      carsByStatus {
        status
        count
      }
      offerPromise {
        onTime
        dueSoon
        overdue
      }
      testDrivesToday
      inspectionsToday
      driveConversion {
        drives
        purchases
        ratio
      }
    }
  }
`);

export type OpsDashboard = OpsDashboardQuery['opsDashboard'];

/** The console's home figures; the server leaves out (null) each block the account's roles do not own. */
export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: ['opsDashboard', {}] as const,
    queryFn: async (): Promise<OpsDashboard> => (await gqlRequest(opsDashboardDocument)).opsDashboard,
    staleTime: 0,
    gcTime: 60_000,
  });
