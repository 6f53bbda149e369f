import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { cars, leads, PUBLIC_STATUSES } from '../schema/index.ts';

/** Whether a visitor may ask about car `id`: it exists and is listed. */
export async function isListedCar(db: Db, id: number): Promise<boolean> {
  const [car] = await db
    .select({ id: cars.id })
    .from(cars)
    .where(and(eq(cars.id, id), inArray(cars.status, [...PUBLIC_STATUSES])));
  return car !== undefined;
}

type CarQuestionLead = { carId: number; countryId: number; question: string; email: string | undefined; phone: string | null | undefined };

export async function insertCarQuestion(db: Db, lead: CarQuestionLead) {
  const [row] = await db
    .insert(leads)
    .values({ kind: 'CAR_QUESTION', carId: lead.carId, countryId: lead.countryId, question: lead.question, email: lead.email ?? null, phone: lead.phone ?? null })
    .returning({ id: leads.id, question: leads.question });
  if (!row?.question) throw new Error('The question lead was not stored');
  return { id: row.id, question: row.question };
}

type FaqQuestionLead = { countryId: number; question: string; email: string };

/** A help-centre question; the support team answers it at `email`. */
export async function insertFaqQuestion(db: Db, lead: FaqQuestionLead): Promise<number> {
  const [row] = await db
    .insert(leads)
    .values({ kind: 'FAQ_QUESTION', countryId: lead.countryId, question: lead.question, email: lead.email })
    .returning({ id: leads.id });
  if (!row) throw new Error('The question lead was not stored');
  return row.id;
}
