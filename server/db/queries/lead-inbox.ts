import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { LeadKind, LeadStatus } from '../../../common/validation/leads.ts';
import { type Db, queryRows } from '../client.ts';
import { leadHandling } from '../schema/index.ts';

/**
 * One lead as the inbox shows it, from any source: who (as far as the source knows), what about,
 * and how staff handle it. Never a sealed column: the prequalifications' and applications'
 * `classified` text is not selected, so no cédula, workplace or salary can reach the console.
 */
export interface InboxRow extends Record<string, unknown> {
  kind: LeadKind;
  source_id: string;
  /** created_at to the microsecond, the page's key. */
  created_key: string;
  created_at: Date | string;
  name: string | null;
  email: string | null;
  phone: string | null;
  locale: string | null;
  message: string | null;
  car_name: string | null;
  year: number | null;
  amount: string | number | null;
  monthly_payment: string | number | null;
  term_months: number | null;
  approved: boolean | null;
  confirmed: boolean | null;
  status: LeadStatus;
  assignee_email: string | null;
  answered_at: Date | string | null;
  closed_at: Date | string | null;
}

export interface InboxQuery {
  kind?: LeadKind;
  status?: LeadStatus;
  /** One lead by its source id (with `kind`). */
  sourceId?: string;
  /** The page after this key (newest first). */
  after?: { createdAt: string; kind: string; sourceId: string };
  limit: number;
}

// The sources side by side. A signed-in person's language comes from the account; the questions
// keep none.
const sources = sql`
  select l.kind::text as kind, l.id::text as source_id, l.created_at, null::text as name, l.email, l.phone, null::text as locale,
         l.question as message, case when c.id is not null then concat_ws(' ', b.name, m.name, c.year) end as car_name, null::int as year,
         null::numeric as amount, null::numeric as monthly_payment, null::int as term_months, null::boolean as approved, null::boolean as confirmed
    from leads l left join cars c on c.id = l.car_id left join car_models m on m.id = c.model_id left join brands b on b.id = m.brand_id
  union all
  select 'CAR_REQUEST', r.id::text, r.created_at, concat_ws(' ', r.name, r.last_name), r.email, r.phone, r.locale,
         null, concat_ws(' ', b.name, m.name), r.year::int, r.budget, null, null, null, null
    from car_requests r join brands b on b.id = r.brand_id join car_models m on m.id = r.model_id
  union all
  select 'PREQUALIFICATION', p.id::text, p.created_at, concat_ws(' ', p.name, p.last_name), p.email, p.phone, u.locale,
         null, null, null, p.max_amount, p.monthly_payment, p.term_months::int, p.approved, null
    from prequalifications p left join users u on u.id = p.user_id
  union all
  select 'FINANCING_APPLICATION', a.id::text, a.created_at, concat_ws(' ', a.name, a.last_name), a.email, a.phone, u.locale,
         null, concat_ws(' ', b.name, m.name, c.year), null, a.price, a.monthly_payment, a.term_months::int, null, null
    from financing_applications a join cars c on c.id = a.car_id join car_models m on m.id = c.model_id join brands b on b.id = m.brand_id
    left join users u on u.id = a.user_id
  union all
  select 'NEWSLETTER', n.id::text, n.created_at, null, n.email, null, n.locale,
         null, null, null, null, null, null, null, n.confirmed_at is not null and n.unsubscribed_at is null
    from newsletter_subscriptions n`;

/** Newest first, then by kind and id so that leads made in one instant keep one order. */
export async function inboxRows(db: Db, query: InboxQuery): Promise<InboxRow[]> {
  const conditions: SQL[] = [sql`true`];
  if (query.kind) conditions.push(sql`i.kind = ${query.kind}`);
  if (query.sourceId !== undefined) conditions.push(sql`i.source_id = ${query.sourceId}`);
  if (query.status) conditions.push(sql`coalesce(h.status::text, 'OPEN') = ${query.status}`);
  if (query.after) {
    conditions.push(sql`(i.created_at, i.kind, i.source_id) < (${query.after.createdAt}::timestamptz, ${query.after.kind}::text, ${query.after.sourceId}::text)`);
  }
  return queryRows<InboxRow>(
    db,
    sql`with inbox as (${sources})
      select i.*, to_char(i.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_key,
             coalesce(h.status::text, 'OPEN') as status, h.answered_at, h.closed_at, u.email as assignee_email
        from inbox i
        left join lead_handling h on h.source_kind::text = i.kind and h.source_id = i.source_id
        left join users u on u.id = h.assignee_id
       where ${sql.join(conditions, sql` and `)}
       order by i.created_at desc, i.kind desc, i.source_id desc
       limit ${query.limit}`,
  );
}

export type HandlingRow = typeof leadHandling.$inferSelect;

const handlingOf = (kind: LeadKind, sourceId: string) => and(eq(leadHandling.sourceKind, kind), eq(leadHandling.sourceId, sourceId));

/** The lead's handling row, made open and unassigned if it had none, locked until the transaction ends. */
export async function lockHandling(tx: Db, kind: LeadKind, sourceId: string): Promise<HandlingRow> {
  await tx.insert(leadHandling).values({ sourceKind: kind, sourceId }).onConflictDoNothing();
  const [row] = await tx.select().from(leadHandling).where(handlingOf(kind, sourceId)).for('update');
  if (!row) throw new Error(`The handling of ${kind} ${sourceId} vanished`);
  return row;
}

export async function updateHandling(tx: Db, kind: LeadKind, sourceId: string, changes: Partial<Pick<HandlingRow, 'assigneeId' | 'status' | 'answeredAt' | 'closedAt'>>): Promise<void> {
  await tx.update(leadHandling).set({ ...changes, updatedAt: new Date() }).where(handlingOf(kind, sourceId));
}
