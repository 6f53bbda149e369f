import { LEAD_KINDS, LEAD_LIMITS, type LeadKind, type LeadStatus, type StaffLeadsFilter } from '../../common/validation/leads.ts';
import type { Db } from '../db/client.ts';
import { type InboxQuery, type InboxRow, inboxRows } from '../db/queries/lead-inbox.ts';
import { InvalidInput } from '../domain-errors.ts';
import { pesos } from '../mail/pesos.ts';
import { type StaffActor, recordChange } from './audit.ts';

/** One lead of the inbox: contact details as far as its source has them, never a sealed field. */
export interface Lead {
  id: string;
  kind: LeadKind;
  sourceId: string;
  createdAt: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  locale: 'es' | 'en' | null;
  /** What the visitor wrote (the questions). */
  message: string | null;
  /** The car the lead is about: asked about, wanted (brand and model) or to be financed. */
  carName: string | null;
  /** The car request's budget, the prequalification's most, the financed car's price. */
  amount: number | null;
  /** Names and figures only, so it reads the same in either language. */
  summary: string | null;
  status: LeadStatus;
  assigneeEmail: string | null;
  answeredAt: string | null;
  closedAt: string | null;
}

export const leadIdOf = (kind: LeadKind, sourceId: string): string => `${kind}:${sourceId}`;

/** `CAR_REQUEST:<uuid>` as its source; the shared schema has checked the shape. */
export function parseLeadId(id: string): { kind: LeadKind; sourceId: string } {
  const at = id.indexOf(':');
  return { kind: id.slice(0, at) as LeadKind, sourceId: id.slice(at + 1) };
}

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());
const number = (value: string | number | null): number | null => (value === null ? null : Number(value));

function summaryOf(row: InboxRow): string | null {
  const amount = number(row.amount);
  const monthly = number(row.monthly_payment);
  switch (row.kind) {
    case 'CAR_QUESTION':
      return row.car_name;
    case 'CAR_REQUEST':
      return `${row.car_name} ${row.year}+ · ≤ ${pesos(amount ?? 0)}`;
    case 'PREQUALIFICATION':
      return `${row.approved ? '✓' : '✗'} ${pesos(amount ?? 0)} · ${row.term_months} × ${pesos(monthly ?? 0)}`;
    case 'FINANCING_APPLICATION':
      return `${row.car_name} · ${pesos(amount ?? 0)} · ${row.term_months} × ${pesos(monthly ?? 0)}`;
    default:
      return null;
  }
}

export function toLead(row: InboxRow): Lead {
  return {
    id: leadIdOf(row.kind, row.source_id),
    kind: row.kind,
    sourceId: row.source_id,
    createdAt: iso(row.created_at)!,
    name: row.name,
    email: row.email,
    phone: row.phone,
    locale: row.locale === 'en' || row.locale === 'es' ? row.locale : null,
    message: row.message,
    carName: row.car_name,
    amount: number(row.amount),
    summary: summaryOf(row),
    status: row.status,
    assigneeEmail: row.assignee_email,
    answeredAt: iso(row.answered_at),
    closedAt: iso(row.closed_at),
  };
}

// The cursor is the last lead's key: its creation to the microsecond, its kind and its id.
const encodeCursor = (row: InboxRow): string => Buffer.from(`${row.created_key}|${row.kind}|${row.source_id}`).toString('base64url');

function decodeCursor(cursor: string): InboxQuery['after'] {
  const [createdAt = '', kind = '', sourceId = '', ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const valid = rest.length === 0 && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(createdAt) && (LEAD_KINDS as readonly string[]).includes(kind) && /^[0-9a-f-]{1,36}$/.test(sourceId);
  if (!valid) throw new InvalidInput([{ field: 'after', message: 'invalid' }], 'The cursor is not one the inbox gave.');
  return { createdAt, kind, sourceId };
}

/**
 * One page of the inbox, newest first. Showing it shows people's names, e-mails and phones, so
 * each page is written to the audit log with the leads it named (SECURITY.md row 11).
 */
export async function staffLeads(db: Db, actor: StaffActor, filter: StaffLeadsFilter): Promise<{ leads: Lead[]; nextCursor: string | null }> {
  const after = filter.after === undefined ? undefined : decodeCursor(filter.after);
  const rows = await inboxRows(db, { kind: filter.kind, status: filter.status, after, limit: LEAD_LIMITS.pageSize + 1 });
  const page = rows.slice(0, LEAD_LIMITS.pageSize);
  const leads = page.map(toLead);
  await recordChange(db, actor, { action: 'staffLeads', subject: { type: 'lead', id: filter.kind ?? 'ALL' }, before: null, after: { shown: leads.map((lead) => lead.id) } });
  return { leads, nextCursor: rows.length > page.length ? encodeCursor(page.at(-1)!) : null };
}

/** The lead with this id as the inbox shows it, or undefined when its source has no such record. */
export async function leadById(db: Db, id: string): Promise<Lead | undefined> {
  const { kind, sourceId } = parseLeadId(id);
  const [row] = await inboxRows(db, { kind, sourceId, limit: 1 });
  return row && toLead(row);
}
