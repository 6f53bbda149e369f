import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../client.ts';
import { carStatus } from '../schema/index.ts';

// The console's home counts, each aggregated by the database: no row about a person leaves it.

export type CarStatus = (typeof carStatus.enumValues)[number];

/** Every car status with its count, zero where no car has it, in the enum's order. */
export async function carCountsByStatus(db: Db): Promise<{ status: CarStatus; count: number }[]> {
  const rows = await queryRows<{ status: CarStatus; count: number }>(db, sql`select status, count(*)::int as count from cars group by status`);
  const counts = new Map(rows.map((row) => [row.status, row.count]));
  return carStatus.enumValues.map((status) => ({ status, count: counts.get(status) ?? 0 }));
}

/**
 * Requests waiting for an offer by how much of the promise is left at `now`: each is due
 * `dueAfterHours` after its inspection starts (the rule that owns it says how many), and due soon
 * within `soonHours` of that.
 */
export async function offerPromiseCounts(db: Db, now: Date, dueAfterHours: number, soonHours: number) {
  const due = sql`b.starts_at + make_interval(hours => ${dueAfterHours})`;
  const at = sql`${now.toISOString()}::timestamptz`;
  const [row] = await queryRows<{ on_time: number; due_soon: number; overdue: number }>(
    db,
    sql`select count(*) filter (where ${due} > ${at} + make_interval(hours => ${soonHours}))::int as on_time,
               count(*) filter (where ${due} > ${at} and ${due} <= ${at} + make_interval(hours => ${soonHours}))::int as due_soon,
               count(*) filter (where ${due} <= ${at})::int as overdue
        from sell_requests r join inspection_bookings b on b.id = r.booking_id
        where r.status = 'REQUESTED'`,
  );
  return { onTime: row!.on_time, dueSoon: row!.due_soon, overdue: row!.overdue };
}

/** Test drives not canceled that start in [from, to). */
export async function testDriveCount(db: Db, from: Date, to: Date): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from test_drives
        where status <> 'CANCELED' and starts_at >= ${from.toISOString()}::timestamptz and starts_at < ${to.toISOString()}::timestamptz`,
  );
  return row!.count;
}

/** Sellers' inspections still booked (not released) that start in [from, to). */
export async function inspectionCount(db: Db, from: Date, to: Date): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from inspection_bookings
        where released_at is null and purpose = 'SELL_INSPECTION'
          and starts_at >= ${from.toISOString()}::timestamptz and starts_at < ${to.toISOString()}::timestamptz`,
  );
  return row!.count;
}

/**
 * Drives done in [from, now) (not canceled, their hour over), and the purchases that followed one of
 * them: the same car, by the driver (their account, or the account of the e-mail a visitor gave),
 * made after the drive started and not canceled or lapsed.
 */
export async function driveConversion(db: Db, from: Date, now: Date): Promise<{ drives: number; purchases: number }> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const [row] = await queryRows<{ drives: number; purchases: number }>(
    db,
    sql`with done as (
          select td.car_id, td.starts_at,
                 coalesce(td.user_id, (select u.id from users u where lower(u.email) = lower(td.email))) as buyer
          from test_drives td
          where td.status <> 'CANCELED' and td.starts_at >= ${from.toISOString()}::timestamptz and td.ends_at <= ${at}
        )
        select (select count(*) from done)::int as drives,
               (select count(distinct p.id) from done d join purchases p
                  on p.user_id = d.buyer and p.car_id = d.car_id and p.created_at >= d.starts_at and p.created_at <= ${at}
                 where p.status not in ('CANCELED', 'EXPIRED'))::int as purchases`,
  );
  return row!;
}
