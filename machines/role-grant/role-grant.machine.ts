import { assertEvent, assign, setup } from 'xstate';
import type * as z from 'zod/mini';
import { roleChangeSchema } from '../../common/validation/staff';
import { createFormMachine, type FormAnswered } from '../form/form.machine';
import type { FormSchema } from '../form/form-schema';

export type RoleChange = z.output<typeof roleChangeSchema>;
export type StaffRole = RoleChange['role'];
/** What the grant form edits: the account's e-mail and the role to give it. */
export type RoleGrantValues = { email: string; role: StaffRole };

/**
 * How the server answered a grant. An e-mail without an account is an answer, not a failure: the
 * admin typed nothing wrong, the person has simply not signed up yet, so it neither counts towards
 * the lock nor shows as an error toast.
 */
export type RoleGrantAnswer = { granted: true } | { granted: false; reason: 'no_account' };

/** The grant on the one form machine, checked with the API's own schema; it stays for the next grant. */
export const roleGrantForm = createFormMachine<RoleGrantValues, RoleChange, RoleGrantAnswer>({
  id: 'roleGrantForm',
  schema: roleChangeSchema as FormSchema<RoleGrantValues, RoleChange>,
  answersHost: true,
});

type Answered = FormAnswered<RoleChange, RoleGrantAnswer>;

/**
 * The staff screen's grant form: after each answer it says what happened (the role given, or that
 * no account has the e-mail, next to the e-mail), until the admin edits the e-mail again.
 */
export const roleGrantMachine = setup({
  types: {
    context: {} as { granted: RoleChange | null },
    events: {} as Answered | { type: 'grant.edit' },
    children: {} as { roleGrantForm: 'roleGrantForm' },
    tags: {} as 'notice',
  },
  actors: { roleGrantForm },
  guards: {
    noAccount: ({ event }) => event.type === 'form.answered' && !event.output.result.granted,
  },
  actions: {
    noteGranted: assign({
      granted: ({ event }) => {
        assertEvent(event, 'form.answered');
        return event.output.values;
      },
    }),
    // The feature refetches the staff list: the new role shows there.
    staffChanged: () => undefined,
  },
}).createMachine({
  id: 'roleGrant',
  context: { granted: null },
  invoke: { id: 'roleGrantForm', src: 'roleGrantForm', input: { values: { email: '', role: 'appraiser' } } },
  on: {
    'form.answered': [
      { guard: 'noAccount', target: '.noAccount' },
      { target: '.granted', actions: ['noteGranted', 'staffChanged'] },
    ],
  },
  initial: 'editing',
  states: {
    editing: {},
    granted: { tags: ['notice'], on: { 'grant.edit': 'editing' } },
    noAccount: { tags: ['notice'], on: { 'grant.edit': 'editing' } },
  },
});
