import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { auditLog } from '../schema/index.ts';

export type AuditEntry = typeof auditLog.$inferSelect;
export type NewAuditEntry = Omit<typeof auditLog.$inferInsert, 'id' | 'at'>;

/** Written in the transaction of the change it describes, so a change and its entry stand or fall together. */
export async function insertAuditEntry(db: Db, entry: NewAuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}

export interface AuditQuery {
  subjectType?: string;
  subjectId?: string;
  /** Entries older than this id: the next page. */
  beforeId?: number;
  limit: number;
}

/** Newest first. */
export async function auditEntries(db: Db, query: AuditQuery): Promise<AuditEntry[]> {
  const where: SQL[] = [];
  if (query.subjectType) where.push(eq(auditLog.subjectType, query.subjectType));
  if (query.subjectId) where.push(eq(auditLog.subjectId, query.subjectId));
  if (query.beforeId !== undefined) where.push(lt(auditLog.id, query.beforeId));
  return db
    .select()
    .from(auditLog)
    .where(and(...where))
    .orderBy(desc(auditLog.id))
    .limit(query.limit);
}
