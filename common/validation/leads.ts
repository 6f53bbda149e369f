// zod/mini: the staff console's leads inbox and its operations check with these schemas.
import * as z from 'zod/mini';
import { LEAD_KINDS, LEAD_STATUSES } from '../leads.ts';
import { emailSchema } from './account.ts';

export { LEAD_KINDS, LEAD_STATUSES, type LeadKind, type LeadStatus } from '../leads.ts';

/** A reply sent from the console: long enough to say something, short enough for one e-mail. */
export const LEAD_LIMITS = { minAnswer: 5, maxAnswer: 2000, pageSize: 30 } as const;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/**
 * A lead's id is its source and the source's own id, `CAR_REQUEST:<uuid>` or `FAQ_QUESTION:<n>`:
 * the questions are counted, every other source has UUIDs.
 */
export const LEAD_ID = new RegExp(`^((CAR_QUESTION|FAQ_QUESTION):[1-9][0-9]{0,9}|(CAR_REQUEST|PREQUALIFICATION|FINANCING_APPLICATION|NEWSLETTER):${UUID})$`);

const leadId = () => z.string().check(z.regex(LEAD_ID, 'invalid'));

/** The inbox: one source or all, open or closed or both, and the cursor of the next page. */
export const staffLeadsSchema = z.object({
  kind: z.optional(z.enum(LEAD_KINDS, { error: 'unknown_kind' })),
  status: z.optional(z.enum(LEAD_STATUSES, { error: 'unknown_status' })),
  after: z.optional(z.string().check(z.maxLength(200, 'invalid'))),
});

export type StaffLeadsFilter = z.output<typeof staffLeadsSchema>;

/** A member of staff to hand the lead to; none (null or empty) hands it back to nobody. */
export const assignLeadSchema = z.object({
  leadId: leadId(),
  email: z.pipe(
    z.transform((value: unknown) => (value === null || value === undefined || (typeof value === 'string' && value.trim() === '') ? undefined : value)),
    z.optional(emailSchema),
  ),
});

export const answerLeadSchema = z.object({
  leadId: leadId(),
  message: z.string().check(z.trim(), z.minLength(LEAD_LIMITS.minAnswer, 'too_short'), z.maxLength(LEAD_LIMITS.maxAnswer, 'too_long')),
});

export const leadRefSchema = z.object({ leadId: leadId() });
