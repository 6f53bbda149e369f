import { randomUUID } from 'node:crypto';
import type { FinancingQuote } from '../../../common/financing.ts';
import type { FinancingApplicationInput } from '../../../common/validation/financing.ts';
import type { Db } from '../../db/client.ts';
import { insertFinancingApplication } from '../../db/queries/financing.ts';
import type { MailLocale } from '../../mail/account-mails.ts';
import { FINANCING_APPLICATION_MAIL, financingApplicationMail } from '../../mail/financing-mail.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { financeableCar } from './financeable-car.ts';
import { cancelScheduledTestDrives } from '../test-drives/cancel-scheduled-test-drives.ts';
import { openFinancingPurchase } from './financing-purchase.ts';
import { quoteLoan } from './loan-quote.ts';
import { chosenPlan } from './plans.ts';
import type { FinancingOrigin } from './prequalify.ts';
import { sealedOwner } from './sealed-owner.ts';

export interface ApplicationOrigin extends FinancingOrigin {
  locale: MailLocale;
  /** The SPA's origin, for the e-mail's link to the car. */
  publicUrl: string;
  now: Date;
}

export interface FinancingApplicationAnswer {
  id: string;
  status: 'SUBMITTED' | 'REDIRECTED';
  redirectUrl: string | null;
  quote: FinancingQuote;
}

/**
 * Stores an application (checked beforehand by financingApplicationSchema) for a loan on the car's
 * listing price with the chosen plan: SUBMITTED to our team, or REDIRECTED to an outside lender's
 * site. A signed-in applicant's open purchase of the car becomes, or is started as, a financing one.
 * The application, the purchase and the confirmation e-mail are one transaction.
 * @throws InvalidInput on plan (unknown slug), termMonths or downPayment (outside the plan's rules)
 * @throws CarNotAvailable when the car is not on sale or is held for another buyer
 */
export async function applyForFinancing(db: Db, input: FinancingApplicationInput, origin: ApplicationOrigin): Promise<FinancingApplicationAnswer> {
  const plan = await chosenPlan(db, origin.countryId, input.plan);
  const car = await financeableCar(db, input.carId, origin.userId);
  const quote = quoteLoan(plan, { price: car.listingPrice, downPayment: input.downPayment, termMonths: input.termMonths });
  const status = plan.redirectUrl ? 'REDIRECTED' : 'SUBMITTED';
  const id = randomUUID();
  const { person, workplace, monthlySalary } = input;
  const classified = origin.classified.seal({ documentId: person.documentId, workplace, monthlySalary }, sealedOwner('financing_applications', id));
  return db.transaction(async (tx) => {
    const purchaseId = origin.userId ? await openFinancingPurchase(tx, { userId: origin.userId, carId: car.id, countryId: origin.countryId }) : null;
    // SPEC §4: buying, financed too, cancels the buyer's scheduled drive of the car.
    if (origin.userId) await cancelScheduledTestDrives(tx, origin.userId, car.id, origin.now);
    await insertFinancingApplication(tx, {
      id,
      countryId: origin.countryId,
      userId: origin.userId,
      email: person.email.toLowerCase(),
      name: person.name,
      lastName: person.lastName,
      phone: person.phone,
      classified,
      carId: car.id,
      planId: plan.id,
      purchaseId,
      price: car.listingPrice,
      downPayment: input.downPayment,
      termMonths: input.termMonths,
      annualRate: plan.annualRate,
      monthlyPayment: quote.monthlyPayment,
      status,
    });
    const mail = financingApplicationMail({
      locale: origin.locale,
      name: person.name,
      car: car.title,
      plan,
      loan: { downPayment: input.downPayment, termMonths: input.termMonths, monthlyPayment: quote.monthlyPayment },
      next: plan.redirectUrl ? { kind: 'REDIRECTED', link: plan.redirectUrl } : { kind: 'SUBMITTED', link: `${origin.publicUrl}/car/${car.slug}` },
    });
    await enqueueMail(tx, { to: person.email, kind: FINANCING_APPLICATION_MAIL, ...mail });
    return { id, status, redirectUrl: plan.redirectUrl, quote };
  });
}
