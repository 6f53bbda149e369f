import { randomUUID } from 'node:crypto';
import { prequalification } from '../../../common/financing.ts';
import type { PrequalifyInput } from '../../../common/validation/financing.ts';
import type { Db } from '../../db/client.ts';
import { insertPrequalification } from '../../db/queries/financing.ts';
import type { ClassifiedData } from '../../privacy/classified-data.ts';
import { chosenPlan } from './plans.ts';
import { sealedOwner } from './sealed-owner.ts';

export interface FinancingOrigin {
  /** The signed-in viewer; null for a visitor, whose answers are kept under their e-mail. */
  userId: string | null;
  countryId: number;
  classified: ClassifiedData;
}

export interface PrequalificationAnswer {
  id: string;
  approved: boolean;
  maxAmount: number;
  monthlyPayment: number;
  annualRate: number;
  termMonths: number;
  downPayment: number;
}

/**
 * What the buyer prequalifies for (checked beforehand by prequalifySchema): with the default plan's
 * rate over its longest term, a loan whose payment is at most 40 % of salary plus other income,
 * plus the down payment. No credit bureau is asked, so nothing touches the buyer's credit score.
 * Stored with the person in clear and every classified answer sealed (SECURITY.md row 11).
 * @throws NotFound when the country offers no plan
 */
export async function prequalify(db: Db, input: PrequalifyInput, origin: FinancingOrigin): Promise<PrequalificationAnswer> {
  const plan = await chosenPlan(db, origin.countryId, null);
  const termMonths = plan.maxTermMonths;
  const answer = prequalification(input.monthlySalary + input.otherIncome, input.downPayment, plan.annualRate, termMonths);
  const id = randomUUID();
  const { person, workplace, monthlySalary, otherIncome, workingSince, downPayment } = input;
  const classified = origin.classified.seal({ documentId: person.documentId, workplace, monthlySalary, otherIncome, workingSince, downPayment }, sealedOwner('prequalifications', id));
  await insertPrequalification(db, {
    id,
    countryId: origin.countryId,
    userId: origin.userId,
    email: person.email.toLowerCase(),
    name: person.name,
    lastName: person.lastName,
    phone: person.phone,
    classified,
    planId: plan.id,
    ...answer,
    annualRate: plan.annualRate,
    termMonths,
  });
  return { id, ...answer, annualRate: plan.annualRate, termMonths, downPayment };
}
