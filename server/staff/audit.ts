import type { Db } from '../db/client.ts';
import { insertAuditEntry } from '../db/queries/audit-log.ts';

/** Who made a change: a member of staff, or nobody for the command line (`npm run staff`). */
export interface StaffActor {
  userId: string | null;
  email: string | null;
}

export const COMMAND_LINE: StaffActor = { userId: null, email: null };

export interface AuditedChange {
  action: string;
  subject: { type: string; id: string };
  before: unknown;
  after: unknown;
}

/** Records a change in the transaction `tx` that makes it. */
export async function recordChange(tx: Db, actor: StaffActor, change: AuditedChange): Promise<void> {
  await insertAuditEntry(tx, {
    actorId: actor.userId,
    actorEmail: actor.email,
    action: change.action,
    subjectType: change.subject.type,
    subjectId: change.subject.id,
    before: change.before ?? null,
    after: change.after ?? null,
  });
}
