import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { RoleChange, RoleGrantAnswer } from '../../../../machines/role-grant/role-grant.machine';
import type { RoleRevokeInput } from '../../../../machines/role-revoke/role-revoke.machine';
import { gqlRequest } from '../../../graphql/client';
import type { StaffMembersQuery } from '../../../graphql/generated/graphql';
import { apiCodeOf } from '../../../lib/errors/call-failure';
import { grantRoleDocument, revokeRoleDocument, staffMembersDocument } from './ops-documents';

export type StaffMember = StaffMembersQuery['staffMembers'][number];

/** Everyone holding a role, by name. */
export const staffQueryOptions = () =>
  queryOptions({
    queryKey: ['staffMembers', {}] as const,
    queryFn: async (): Promise<readonly StaffMember[]> => (await gqlRequest(staffMembersDocument)).staffMembers,
    staleTime: 0,
    gcTime: 60_000,
  });

/** NOT_FOUND is the server's way of saying the person has not signed up yet: an answer the form shows, not a failure. */
export async function grantRole(change: RoleChange): Promise<RoleGrantAnswer> {
  try {
    await gqlRequest(grantRoleDocument, { input: change });
    return { granted: true };
  } catch (error) {
    if (apiCodeOf(error) === 'NOT_FOUND') return { granted: false, reason: 'no_account' };
    throw error;
  }
}

// The refusal goes to the toast as the server sent it: the console words its own refusals (ops-errors.ts).
export const revokeRole = async (change: RoleRevokeInput): Promise<void> => void (await gqlRequest(revokeRoleDocument, { input: change }));

export const refetchStaff = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: staffQueryOptions().queryKey, exact: true });
