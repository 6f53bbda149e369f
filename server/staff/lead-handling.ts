import type { Db } from '../db/client.ts';
import { type HandlingRow, lockHandling, updateHandling } from '../db/queries/lead-inbox.ts';
import { rolesOf } from '../db/queries/staff-roles.ts';
import { userByEmail, userById } from '../db/queries/users.ts';
import { InvalidInput, NotFound } from '../domain-errors.ts';
import { leadAnswerMail } from '../mail/lead-answer-mail.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { type StaffActor, recordChange } from './audit.ts';
import { type Lead, leadById, parseLeadId } from './leads-inbox.ts';

export interface LeadServices {
  now: Date;
  /** The site's address, linked from the reply. */
  publicUrl: string;
}

/**
 * Runs `work` on the lead's handling, made if it had none and locked, in a transaction: two members
 * of staff acting on one lead at once take turns.
 * @throws NotFound when no source has this lead
 */
async function withLead(db: Db, leadId: string, work: (tx: Db, lead: Lead, handling: HandlingRow) => Promise<void>): Promise<void> {
  const { kind, sourceId } = parseLeadId(leadId);
  await db.transaction(async (tx) => {
    const lead = await leadById(tx, leadId);
    if (!lead) throw new NotFound('No lead has this id.');
    await work(tx, lead, await lockHandling(tx, kind, sourceId));
  });
}

const subjectOf = (leadId: string) => ({ type: 'lead', id: leadId });

/**
 * Hands the lead to the member of staff with this e-mail, or to nobody without one.
 * @throws InvalidInput when the e-mail is not a member of staff's
 */
export async function assignLead(db: Db, actor: StaffActor, leadId: string, email: string | undefined): Promise<void> {
  await withLead(db, leadId, async (tx, lead, handling) => {
    let assigneeId: string | null = null;
    if (email !== undefined) {
      const user = await userByEmail(tx, email);
      if (!user || (await rolesOf(tx, user.id)).length === 0) throw new InvalidInput([{ field: 'email', message: 'not_staff' }], 'Leads go to members of staff only.');
      assigneeId = user.id;
    }
    if (handling.assigneeId === assigneeId) return;
    await updateHandling(tx, handling.sourceKind, handling.sourceId, { assigneeId });
    const after = assigneeId === null ? null : ((await userById(tx, assigneeId))?.email ?? null);
    await recordChange(tx, actor, { action: 'assignLead', subject: subjectOf(leadId), before: { assigneeEmail: lead.assigneeEmail }, after: { assigneeEmail: after } });
  });
}

/**
 * E-mails the reply to the lead, in its language when the source keeps one and Spanish otherwise,
 * through the outbox in the same transaction; the lead is then answered (and stays open).
 * @throws InvalidInput when the lead left no e-mail (a question asked with a WhatsApp number only)
 */
export async function answerLead(db: Db, actor: StaffActor, leadId: string, answer: string, services: LeadServices): Promise<void> {
  await withLead(db, leadId, async (tx, lead, handling) => {
    if (!lead.email) throw new InvalidInput([{ field: 'leadId', message: 'no_email' }], 'This lead left no e-mail to answer at.');
    const mail = leadAnswerMail({ locale: lead.locale ?? 'es', answer, question: lead.message, link: services.publicUrl });
    await enqueueMail(tx, { to: lead.email, kind: 'LEAD_ANSWER', ...mail });
    await updateHandling(tx, handling.sourceKind, handling.sourceId, { answeredAt: services.now });
    await recordChange(tx, actor, {
      action: 'answerLead',
      subject: subjectOf(leadId),
      before: { answeredAt: handling.answeredAt?.toISOString() ?? null },
      after: { answeredAt: services.now.toISOString(), to: lead.email, answer },
    });
  });
}

/** Closes the lead, or opens it again; setting the status it has changes nothing. */
export async function setLeadStatus(db: Db, actor: StaffActor, leadId: string, status: 'OPEN' | 'CLOSED', now: Date): Promise<void> {
  await withLead(db, leadId, async (tx, _lead, handling) => {
    if (handling.status === status) return;
    await updateHandling(tx, handling.sourceKind, handling.sourceId, { status, closedAt: status === 'CLOSED' ? now : null });
    await recordChange(tx, actor, { action: status === 'CLOSED' ? 'closeLead' : 'reopenLead', subject: subjectOf(leadId), before: { status: handling.status }, after: { status } });
  });
}
