import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financingQuote } from '../../common/financing.ts';
import { queryRows } from '../../server/db/client.ts';
import { bearer, codesOf, confirmedSession } from './support/accounts.ts';
import { startCatalogueServer } from './support/catalogue-server.ts';
import {
  type Application, applicationInput, applyMutation, carsOnSale, type CarForSale, holdCar, type Plan, plansQuery, purchaseCount, purchasesOf, type Quote, quoteQuery, send, storedApplication,
} from './support/financing-client.ts';
import type { GraphQLResponse } from './support/graphql.ts';
import type { TestServer } from './support/test-server.ts';

let server: TestServer;
let plans: Plan[];
let cars: CarForSale[];
beforeAll(async () => {
  server = await startCatalogueServer(40);
  plans = (await send<{ getFinancingPlans: Plan[] }>(server.url, plansQuery, undefined)).body.data!.getFinancingPlans;
  cars = await carsOnSale(server.database.db, 8);
}, 120_000);
afterAll(() => server?.close());

const db = () => server.database.db;
const plan = (slug: string) => plans.find((candidate) => candidate.slug === slug)!;
const quote = (input: unknown) => send<{ getFinancingQuote: Quote }>(server.url, quoteQuery, input);
const apply = (input: unknown, headers: Record<string, string> = {}) => send<{ applyForFinancing: Application }>(server.url, applyMutation, input, headers);
const applied = async (input: unknown, headers: Record<string, string> = {}) => {
  const answer = await apply(input, headers);
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data!.applyForFinancing;
};
const fieldErrors = (answer: GraphQLResponse) => answer.body.errors?.[0]?.extensions?.errors ?? [];
const applicationCount = async () => (await queryRows<{ count: number }>(db(), sql`select count(*)::int as count from financing_applications`))[0]!.count;

describe('getFinancingPlans', () => {
  it('offers the Dominican plans, the company’s own default first, the banks’ marked external', () => {
    expect(plans.map((offered) => offered.slug)).toEqual(['ola-financia', 'banco-popular-auto', 'banreservas-vehiculos']);
    expect(plans[0]).toMatchObject({ name: 'Ola Financia', lender: 'Ola Cars', annualRate: 12.9, minTermMonths: 12, maxTermMonths: 72, minDownPaymentPercent: 10, external: false, isDefault: true });
    expect(plan('banco-popular-auto')).toMatchObject({ annualRate: 13.5, maxTermMonths: 60, minDownPaymentPercent: 20, external: true, isDefault: false });
    expect(plans.filter((offered) => offered.isDefault)).toHaveLength(1);
  });

  it('offers no Dominican plan to a request about Colombia', async () => {
    const answer = await send<{ getFinancingPlans: Plan[] }>(server.url, plansQuery, undefined, { country: 'CO' });
    expect(answer.body.data!.getFinancingPlans).toEqual([]);
  });
});

describe('getFinancingQuote', () => {
  it('answers exactly the shared loan rule for any price, allowed down payment, term and plan', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...plans), fc.integer({ min: 100_000, max: 20_000_000 }), fc.integer({ min: 0, max: 100 }), fc.nat(), async (chosen, price, share, termPick) => {
        const least = Math.ceil((price * chosen.minDownPaymentPercent) / 100);
        const downPayment = Math.min(price - 1, least + Math.floor(((price - least) * share) / 100));
        const termMonths = chosen.minTermMonths + (termPick % (chosen.maxTermMonths - chosen.minTermMonths + 1));
        const answer = await quote({ price, downPayment, termMonths, plan: chosen.slug });
        expect(answer.body.errors).toBeUndefined();
        expect(answer.body.data!.getFinancingQuote).toEqual(financingQuote({ price, downPayment, termMonths, annualRate: chosen.annualRate }));
      }),
      { numRuns: 100 },
    );
  });

  it('quotes with the default plan when none is named', async () => {
    const answer = await quote({ price: 1_500_000, downPayment: 450_000, termMonths: 48 });
    expect(answer.body.data!.getFinancingQuote).toEqual(financingQuote({ price: 1_500_000, downPayment: 450_000, termMonths: 48, annualRate: 12.9 }));
  });

  const refusals: [string, Record<string, unknown>, { field: string; message: string }][] = [
    ['a price of 0', { price: 0 }, { field: 'price', message: 'too_small' }],
    ['a price with cents', { price: 1_500_000.5 }, { field: 'price', message: 'whole_number' }],
    ['a down payment under the plan’s 10 %', { downPayment: 149_999 }, { field: 'downPayment', message: 'too_small' }],
    ['a down payment of the whole price', { downPayment: 1_500_000 }, { field: 'downPayment', message: 'too_large' }],
    ['a term of 6 months', { termMonths: 6 }, { field: 'termMonths', message: 'too_small' }],
    ['a term of 84 months', { termMonths: 84 }, { field: 'termMonths', message: 'too_large' }],
    ['72 months with a bank that lends for 60 at most', { plan: 'banco-popular-auto', downPayment: 300_000, termMonths: 72 }, { field: 'termMonths', message: 'too_large' }],
    ['12 months with a bank that lends for 24 at least', { plan: 'banreservas-vehiculos', downPayment: 375_000, termMonths: 12 }, { field: 'termMonths', message: 'too_small' }],
    ['15 % down with a bank that asks 20 %', { plan: 'banco-popular-auto', downPayment: 225_000 }, { field: 'downPayment', message: 'too_small' }],
    ['a plan nobody offers', { plan: 'no-such-plan' }, { field: 'plan', message: 'unknown' }],
  ];

  it.each(refusals)('refuses %s as BAD_USER_INPUT naming the field', async (_case, change, expected) => {
    const answer = await quote({ price: 1_500_000, downPayment: 450_000, termMonths: 48, ...change });
    expect(codesOf(answer)).toEqual(['BAD_USER_INPUT']);
    expect(fieldErrors(answer)).toContainEqual(expected);
  });

  it('accepts exactly the plan’s least down payment', async () => {
    expect((await quote({ price: 1_500_000, downPayment: 150_000, termMonths: 48 })).body.errors).toBeUndefined();
    expect((await quote({ price: 1_500_000, downPayment: 300_000, termMonths: 60, plan: 'banco-popular-auto' })).body.errors).toBeUndefined();
  });
});

describe('applyForFinancing', () => {
  it('submits a visitor’s application with the company’s plan on the car’s listing price, and starts no purchase', async () => {
    const car = cars[0]!;
    const purchases = await purchaseCount(db());
    const input = applicationInput(car.id);
    const application = await applied(input);
    expect(application).toMatchObject({ status: 'SUBMITTED', redirectUrl: null });
    expect(application.quote).toEqual(financingQuote({ price: car.price, downPayment: 400_000, termMonths: 48, annualRate: 12.9 }));
    expect(await storedApplication(db(), application.id)).toMatchObject({ user_id: null, purchase_id: null, status: 'SUBMITTED', down_payment: '400000', term_months: 48 });
    expect(await purchaseCount(db())).toBe(purchases);
    const [mail] = await queryRows<{ subject: string; text_body: string }>(db(), sql`select subject, text_body from mail_outbox where to_address = ${input.person.email} and kind = 'FINANCING_APPLICATION_CONFIRMATION'`);
    expect(mail?.subject).toMatch(/^Recibimos tu solicitud de financiamiento para el /);
    expect(mail?.text_body).toContain(`${server.config.publicUrl.replace(/\/+$/, '')}/car/`);
  });

  it('hands an application with a bank’s plan on to the bank’s site', async () => {
    const car = cars[1]!;
    const downPayment = Math.ceil(car.price * 0.2);
    const input = applicationInput(car.id, { plan: 'banco-popular-auto', downPayment, termMonths: 60, locale: 'en' });
    const application = await applied(input);
    expect(application.status).toBe('REDIRECTED');
    expect(application.redirectUrl).toMatch(/^https:\/\/popularenlinea\.com\//);
    expect(application.quote).toEqual(financingQuote({ price: car.price, downPayment, termMonths: 60, annualRate: 13.5 }));
    const [mail] = await queryRows<{ subject: string; text_body: string }>(db(), sql`select subject, text_body from mail_outbox where to_address = ${input.person.email}`);
    expect(mail?.subject).toMatch(/^We received your financing application for the /);
    expect(mail?.text_body).toContain(`Continue at Banco Popular Dominicano: ${application.redirectUrl}`);
  });

  it('gives a signed-in applicant a FINANCING purchase in progress, and links a second application to it', async () => {
    const car = cars[2]!;
    const session = await confirmedSession(server.url, db());
    const first = await applied(applicationInput(car.id), bearer(session.accessToken));
    const purchases = await purchasesOf(db(), session.user.id, car.id);
    expect(purchases).toEqual([{ id: expect.any(String), method: 'FINANCING', status: 'IN_PROGRESS' }]);
    expect((await storedApplication(db(), first.id))?.purchase_id).toBe(purchases[0]!.id);
    expect((await storedApplication(db(), first.id))?.user_id).toBe(session.user.id);
    const second = await applied(applicationInput(car.id, { plan: 'banreservas-vehiculos', downPayment: Math.ceil(car.price * 0.25) }), bearer(session.accessToken));
    expect(await purchasesOf(db(), session.user.id, car.id)).toEqual(purchases);
    expect((await storedApplication(db(), second.id))?.purchase_id).toBe(purchases[0]!.id);
  });

  it('cancels the signed-in applicant’s scheduled test drive of the car, as any purchase does (SPEC §4)', async () => {
    const car = cars[5]!;
    const session = await confirmedSession(server.url, db());
    const startsAt = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 7 * 86_400_000);
    const [drive] = await queryRows<{ id: string }>(
      db(),
      sql`insert into test_drives (country_id, user_id, email, name, last_name, phone, classified, car_id, spot_id, place, starts_at, ends_at)
          select (select id from countries where code = 'DO'), ${session.user.id}, ${session.user.email}, 'Ana', 'Pérez', '8095550123', 'sealed',
                 id, spot_id, 'SPOT', ${startsAt.toISOString()}, ${new Date(startsAt.getTime() + 3_600_000).toISOString()}
            from cars where id = ${Number(car.id)}
          returning id`,
    );
    await applied(applicationInput(car.id), bearer(session.accessToken));
    const [after] = await queryRows<{ status: string }>(db(), sql`select status from test_drives where id = ${drive!.id}`);
    expect(after?.status).toBe('CANCELED');
  });

  it('starts one purchase for applications sent at once from several tabs', async () => {
    const car = cars[3]!;
    const session = await confirmedSession(server.url, db());
    const answers = await Promise.all(Array.from({ length: 10 }, () => apply(applicationInput(car.id), bearer(session.accessToken))));
    expect(answers.map((answer) => answer.body.errors)).toEqual(answers.map(() => undefined));
    const purchases = await purchasesOf(db(), session.user.id, car.id);
    expect(purchases).toHaveLength(1);
    const linked = await queryRows<{ purchase_id: string }>(db(), sql`select distinct purchase_id from financing_applications where user_id = ${session.user.id}`);
    expect(linked).toEqual([{ purchase_id: purchases[0]!.id }]);
  });

  it('answers CAR_NOT_AVAILABLE for a car held by another buyer, and lets the holder finance their hold', async () => {
    const car = cars[4]!;
    const [holder, other] = [await confirmedSession(server.url, db()), await confirmedSession(server.url, db())];
    const hold = await holdCar(db(), holder.user.id, car.id);
    const count = await applicationCount();
    expect(codesOf(await apply(applicationInput(car.id), bearer(other.accessToken)))).toEqual(['CAR_NOT_AVAILABLE']);
    expect(codesOf(await apply(applicationInput(car.id)))).toEqual(['CAR_NOT_AVAILABLE']);
    expect(await applicationCount()).toBe(count);
    expect(await purchasesOf(db(), other.user.id, car.id)).toEqual([]);

    const application = await applied(applicationInput(car.id), bearer(holder.accessToken));
    expect(await purchasesOf(db(), holder.user.id, car.id)).toEqual([{ id: hold, method: 'FINANCING', status: 'RESERVED' }]);
    expect((await storedApplication(db(), application.id))?.purchase_id).toBe(hold);
  });

  it('answers CAR_NOT_AVAILABLE for a sold car, a car not listed and an id that is none, storing nothing', async () => {
    const sold = cars[5]!;
    await db().execute(sql`update cars set status = 'SOLD' where id = ${Number(sold.id)}`);
    const session = await confirmedSession(server.url, db());
    const [applications, purchases] = [await applicationCount(), await purchaseCount(db())];
    for (const carId of [sold.id, '999999', 'not-a-car']) {
      expect(codesOf(await apply(applicationInput(carId)))).toEqual(['CAR_NOT_AVAILABLE']);
      expect(codesOf(await apply(applicationInput(carId), bearer(session.accessToken)))).toEqual(['CAR_NOT_AVAILABLE']);
    }
    expect([await applicationCount(), await purchaseCount(db())]).toEqual([applications, purchases]);
  });

  const refusals: [string, (car: CarForSale) => Record<string, unknown>, { field: string; message: string }][] = [
    ['a down payment under the plan’s least share of the price', (car) => ({ downPayment: Math.ceil(car.price * 0.1) - 1 }), { field: 'downPayment', message: 'too_small' }],
    ['a down payment of the whole price', (car) => ({ downPayment: car.price }), { field: 'downPayment', message: 'too_large' }],
    ['72 months with a bank that lends for 60 at most', (car) => ({ plan: 'banco-popular-auto', downPayment: Math.ceil(car.price * 0.2), termMonths: 72 }), { field: 'termMonths', message: 'too_large' }],
    ['a term of 6 months', () => ({ termMonths: 6 }), { field: 'termMonths', message: 'too_small' }],
    ['a plan nobody offers', () => ({ plan: 'no-such-plan' }), { field: 'plan', message: 'unknown' }],
    ['no cédula', () => ({ person: { name: 'Ana', lastName: 'Pérez', email: 'ana.sin.cedula@example.com', phone: '8095550123' } }), { field: 'person.documentId', message: 'required' }],
    ['no workplace', () => ({ workplace: '  ' }), { field: 'workplace', message: 'required' }],
    ['a salary of 0', () => ({ monthlySalary: 0 }), { field: 'monthlySalary', message: 'too_small' }],
  ];

  it.each(refusals)('refuses %s as BAD_USER_INPUT naming the field, storing nothing', async (_case, change, expected) => {
    const car = cars[6]!;
    const session = await confirmedSession(server.url, db());
    const count = await applicationCount();
    const answer = await apply(applicationInput(car.id, change(car)), bearer(session.accessToken));
    expect(codesOf(answer)).toEqual(['BAD_USER_INPUT']);
    expect(fieldErrors(answer)).toEqual([expected]);
    expect(await applicationCount()).toBe(count);
    expect(await purchasesOf(db(), session.user.id, car.id)).toEqual([]);
  });
});
