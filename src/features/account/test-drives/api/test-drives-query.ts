import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { gqlRequest } from '../../../../graphql/client';
import type { TestDriveCardFieldsFragment } from '../../../../graphql/generated/graphql';
import { archiveTestDriveDocument, cancelTestDriveDocument, restoreTestDriveDocument, selfTestDrivesDocument } from './test-drive-documents';

export type TestDrive = TestDriveCardFieldsFragment;

/**
 * The signed-in buyer's test drives, soonest first (those booked before signing in with their
 * confirmed e-mail included). Personal data: kept in memory only, and asked again on every visit.
 */
export const testDrivesQueryOptions = () =>
  queryOptions({
    queryKey: ['selfTestDrives', {}] as const,
    queryFn: async (): Promise<readonly TestDrive[]> => (await gqlRequest(selfTestDrivesDocument)).selfTestDrives,
    staleTime: 0,
    gcTime: 60_000,
  });

export const cancelTestDrive = async (id: string): Promise<void> => void (await gqlRequest(cancelTestDriveDocument, { input: { id } }));

export const archiveTestDrive = async (id: string): Promise<void> => void (await gqlRequest(archiveTestDriveDocument, { input: { id } }));

export const restoreTestDrive = async (id: string): Promise<void> => void (await gqlRequest(restoreTestDriveDocument, { input: { id } }));

/** SPEC §4: after each change the list is fetched again, which moves the card to its new tab. */
export const refetchTestDrives = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: testDrivesQueryOptions().queryKey, exact: true });
