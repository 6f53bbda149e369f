import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type * as z from 'zod/mini';
import { assignLeadSchema } from '../../common/validation/leads';
import { createFormMachine } from '../form/form.machine';

/** What the API receives to hand a lead over: the lead and a member of staff's e-mail, none for nobody. */
export type LeadAssignment = z.output<typeof assignLeadSchema>;

/** What the assignee box holds: the lead and the e-mail as typed (empty hands the lead back). */
export type LeadAssignValues = { leadId: string; email: string };

export type LeadActionsEvent = { type: 'assign.self'; email: string } | { type: 'assign.other' } | { type: 'assign.cancel' } | { type: 'lead.close' } | { type: 'lead.reopen' };

export type LeadStatus = 'OPEN' | 'CLOSED';

export type LeadActionsContext = {
  leadId: string;
  /** Open or closed: as the lead was shown, then as the last change left it. */
  status: LeadStatus;
  /** The e-mail "assign to me" sends: the signed-in member of staff's. */
  email: string;
  /** What the last refused change answered; the feature words it in a toast. */
  error: unknown;
};

/** Another member of staff to hand the lead to, on the one form machine; the console provides the send. */
export const leadAssignForm = createFormMachine<LeadAssignValues, LeadAssignment>({ id: 'leadAssignForm', schema: assignLeadSchema });

const refused = [{ type: 'rememberError', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) }, 'announceFailure'] as const;
const changed = { type: 'leadChanged', params: ({ event }: { event: { output: unknown } }) => ({ lead: event.output }) } as const;

/**
 * What staff do with one lead besides answering it: take it, hand it to another member of staff
 * (by e-mail, checked before sending) or to nobody, close it when open and open it again when closed. Busy while the
 * server answers; a refusal is announced and the lead stays as it was. Each changed lead goes to
 * the feature, which shows it in the list.
 */
export const leadActionsMachine = setup({
  types: {
    context: {} as LeadActionsContext,
    events: {} as LeadActionsEvent,
    input: {} as { leadId: string; status: LeadStatus },
    tags: {} as 'busy',
    children: {} as { leadAssignForm: 'leadAssignForm' },
  },
  actors: {
    leadAssignForm,
    assignLead: fromPromise<unknown, LeadAssignment>(async () => {
      throw new Error('assignLead is provided by the staff console');
    }),
    closeLead: fromPromise<unknown, { leadId: string }>(async () => {
      throw new Error('closeLead is provided by the staff console');
    }),
    reopenLead: fromPromise<unknown, { leadId: string }>(async () => {
      throw new Error('reopenLead is provided by the staff console');
    }),
  },
  guards: {
    leadOpen: ({ context }) => context.status === 'OPEN',
    leadClosed: ({ context }) => context.status === 'CLOSED',
  },
  actions: {
    markStatus: assign({ status: (_, params: { status: LeadStatus }) => params.status }),
    takeEmail: assign({
      email: ({ event }) => {
        assertEvent(event, 'assign.self');
        return event.email;
      },
    }),
    rememberError: assign({ error: (_, params: { error: unknown }) => params.error }),
    // The feature shows the toast and the changed lead; the machine only says when.
    announceFailure: () => undefined,
    leadChanged: (_, params: { lead: unknown }) => void params,
  },
}).createMachine({
  id: 'leadActions',
  context: ({ input }) => ({ leadId: input.leadId, status: input.status, email: '', error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'assign.self': { target: 'assigning', actions: 'takeEmail' },
        'assign.other': 'choosingAssignee',
        'lead.close': { guard: 'leadOpen', target: 'closing' },
        'lead.reopen': { guard: 'leadClosed', target: 'reopening' },
      },
    },
    choosingAssignee: {
      on: { 'assign.cancel': 'idle' },
      invoke: {
        id: 'leadAssignForm',
        src: 'leadAssignForm',
        input: ({ context }) => ({ values: { leadId: context.leadId, email: '' } }),
        onDone: { target: 'idle', actions: { type: 'leadChanged', params: ({ event }) => ({ lead: event.output.result }) } },
      },
    },
    assigning: {
      tags: ['busy'],
      invoke: { id: 'assignLead', src: 'assignLead', input: ({ context }) => ({ leadId: context.leadId, email: context.email }), onDone: { target: 'idle', actions: changed }, onError: { target: 'idle', actions: refused } },
    },
    closing: {
      tags: ['busy'],
      invoke: {
        id: 'closeLead',
        src: 'closeLead',
        input: ({ context }) => ({ leadId: context.leadId }),
        onDone: { target: 'idle', actions: [{ type: 'markStatus', params: { status: 'CLOSED' } }, changed] },
        onError: { target: 'idle', actions: refused },
      },
    },
    reopening: {
      tags: ['busy'],
      invoke: {
        id: 'reopenLead',
        src: 'reopenLead',
        input: ({ context }) => ({ leadId: context.leadId }),
        onDone: { target: 'idle', actions: [{ type: 'markStatus', params: { status: 'OPEN' } }, changed] },
        onError: { target: 'idle', actions: refused },
      },
    },
  },
});
