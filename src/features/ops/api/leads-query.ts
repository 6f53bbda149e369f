import { type InfiniteData, infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import type { LeadAssignment } from '../../../../machines/lead-actions/lead-actions.machine';
import type { LeadAnswer } from '../../../../machines/lead-answer/lead-answer.machine';
import { gqlRequest } from '../../../graphql/client';
import type { StaffLeadFieldsFragment, StaffLeadsQuery } from '../../../graphql/generated/graphql';
import { answerLeadDocument, assignLeadDocument, closeLeadDocument, reopenLeadDocument, staffLeadsDocument } from './leads-documents';

export type StaffLead = StaffLeadFieldsFragment;
export type LeadsFilter = { kind?: string; status?: string };
type LeadsPage = StaffLeadsQuery['staffLeads'];

/** Only what narrows the list. */
const variablesOf = ({ kind, status }: LeadsFilter) => ({ ...(kind ? { kind } : {}), ...(status ? { status } : {}) });

/**
 * The inbox of one filter, newest first, page after page as "load more" asks. The server writes
 * each page shown to the audit log (names, e-mails and phones are personal data), so a page is
 * fetched when asked for, not in the background.
 */
export const leadsQueryOptions = (filter: LeadsFilter) =>
  infiniteQueryOptions({
    queryKey: ['staffLeads', variablesOf(filter)] as const,
    queryFn: async ({ pageParam }): Promise<LeadsPage> => (await gqlRequest(staffLeadsDocument, { ...variablesOf(filter), after: pageParam })).staffLeads,
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

/**
 * A changed lead, as the server answered it, in every list that shows it. It stays where it is
 * even when it no longer fits the filter (closed in the open ones), so it does not vanish from
 * under the hand that changed it; the next visit shows the filter as it is.
 */
export function showChangedLead(queryClient: QueryClient, lead: StaffLead) {
  queryClient.setQueriesData<InfiniteData<LeadsPage>>({ queryKey: ['staffLeads'] }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, leads: page.leads.map((each) => (each.id === lead.id ? lead : each)) })) } : data,
  );
}

export const assignLead = async (assignment: LeadAssignment): Promise<StaffLead> => (await gqlRequest(assignLeadDocument, { input: { leadId: assignment.leadId, email: assignment.email ?? null } })).assignLead;

export const answerLead = async (answer: LeadAnswer): Promise<StaffLead> => (await gqlRequest(answerLeadDocument, { input: answer })).answerLead;

export const closeLead = async ({ leadId }: { leadId: string }): Promise<StaffLead> => (await gqlRequest(closeLeadDocument, { input: { leadId } })).closeLead;

export const reopenLead = async ({ leadId }: { leadId: string }): Promise<StaffLead> => (await gqlRequest(reopenLeadDocument, { input: { leadId } })).reopenLead;
