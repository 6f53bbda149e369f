import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';

export interface FinancingPurchaseOf {
  userId: string;
  carId: number;
  countryId: number;
}

/**
 * The signed-in applicant's open purchase of the car, which the application is linked to: the one
 * they have (their deposit hold becomes a financing purchase, deposit kept; an open cash or financing
 * purchase stays as it is), else a new FINANCING purchase IN_PROGRESS. One statement: the unique index
 * of open purchases per buyer and car decides, so a double click never starts two; the loser of such
 * a race finds the winner's row on its second pass.
 */
export async function openFinancingPurchase(db: Db, { userId, carId, countryId }: FinancingPurchaseOf): Promise<string> {
  for (let pass = 0; pass < 2; pass += 1) {
    const [row] = await queryRows<{ id: string }>(
      db,
      sql`with held as (
            update purchases
               set method = case when status = 'RESERVED' then 'FINANCING'::purchase_method else method end, updated_at = now()
             where user_id = ${userId} and car_id = ${carId} and status in ('RESERVED', 'IN_PROGRESS')
            returning id
          ), started as (
            insert into purchases (country_id, user_id, car_id, method, status)
            select ${countryId}, ${userId}, ${carId}, 'FINANCING'::purchase_method, 'IN_PROGRESS'::purchase_status
             where not exists (select 1 from held)
            on conflict (user_id, car_id) where status in ('RESERVED', 'IN_PROGRESS') do nothing
            returning id
          )
          select id from held union all select id from started`,
    );
    if (row) return row.id;
  }
  throw new Error(`No open purchase of car ${carId} could be made or found for the applicant`);
}
