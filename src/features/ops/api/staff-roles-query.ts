import { queryOptions } from '@tanstack/react-query';
import { gqlRequest } from '../../../graphql/client';
import { staffRolesDocument } from './ops-documents';

/** The signed-in account's staff roles; empty for a customer. Asked again on each visit to the console. */
export const staffRolesQueryOptions = () =>
  queryOptions({
    queryKey: ['staffRoles', {}] as const,
    queryFn: async (): Promise<readonly string[]> => (await gqlRequest(staffRolesDocument)).selfUser.roles,
    staleTime: 0,
  });
