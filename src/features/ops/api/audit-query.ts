import { infiniteQueryOptions } from '@tanstack/react-query';
import { gqlRequest } from '../../../graphql/client';
import { graphql } from '../../../graphql/generated';
import type { AuditEntriesQuery } from '../../../graphql/generated/graphql';

export const auditEntriesDocument = graphql(`
  query auditEntries($subjectType: String, $subjectId: String, $before: ID) {
    auditLog(subjectType: $subjectType, subjectId: $subjectId, before: $before) {
      id
      actorEmail
      action
      subjectType
      subjectId
      before
      after
      at
    }
  }
`);

export type AuditEntry = AuditEntriesQuery['auditLog'][number];
export type AuditFilter = { subjectType?: string; subjectId?: string };

/** The server's page size: a shorter page is the last. */
const PAGE = 50;

/** The audit log, newest first, narrowed by `filter`; each next page asks for the entries before the last one shown. */
export const auditQueryOptions = (filter: AuditFilter) =>
  infiniteQueryOptions({
    queryKey: ['auditLog', filter] as const,
    queryFn: async ({ pageParam }): Promise<readonly AuditEntry[]> => (await gqlRequest(auditEntriesDocument, { ...filter, before: pageParam })).auditLog,
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => (page.length < PAGE ? undefined : page.at(-1)?.id),
    staleTime: 0,
    gcTime: 60_000,
  });
