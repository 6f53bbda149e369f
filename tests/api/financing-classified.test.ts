import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prequalification } from '../../common/financing.ts';
import { loadSigningKey } from '../../server/auth/signing-key.ts';
import { queryRows } from '../../server/db/client.ts';
import { createClassifiedData } from '../../server/privacy/classified-data.ts';
import { bearer, codesOf, confirmedSession } from './support/accounts.ts';
import { startCatalogueServer } from './support/catalogue-server.ts';
import { dumpDatabase } from './support/database-dump.ts';
import {
  type Application, applicant, applicationInput, applyMutation, carsOnSale, type CarForSale, plansQuery, type Prequalification, prequalifyInput, prequalifyMutation, quoteQuery, send,
} from './support/financing-client.ts';
import type { TestServer } from './support/test-server.ts';

// SECURITY.md row 11: the cédula, workplace, income, working-since and down payment a buyer types to
// prequalify or apply are sealed at rest, absent from every table and log line, and never cached.

let server: TestServer;
let car: CarForSale;
beforeAll(async () => {
  // Debug level: whatever the server would log about a request at all, these tests read.
  server = await startCatalogueServer(20, {}, { LOG_LEVEL: 'debug' });
  car = (await carsOnSale(server.database.db, 1))[0]!;
}, 120_000);
afterAll(() => server?.close());

const db = () => server.database.db;
const prequalify = (input: unknown, headers: Record<string, string> = {}) => send<{ prequalify: Prequalification }>(server.url, prequalifyMutation, input, headers);
const prequalified = async (input: unknown, headers: Record<string, string> = {}) => {
  const answer = await prequalify(input, headers);
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data!.prequalify;
};
const storedPrequalification = async (id: string) => (await queryRows<Record<string, unknown>>(db(), sql`select * from prequalifications where id = ${id}`))[0];
const opened = async (sealed: unknown, owner: string) => createClassifiedData(await loadSigningKey(server.config)).open(String(sealed), owner);

describe('prequalify', () => {
  it('approves the largest loan whose payment is 40 % of salary and other income, at the default plan’s rate over its longest term', async () => {
    const answer = await prequalified(prequalifyInput({ monthlySalary: 85_000, otherIncome: 15_000, downPayment: 300_000 }));
    const expected = prequalification(100_000, 300_000, 12.9, 72);
    expect(expected.approved).toBe(true);
    expect(answer).toEqual({ id: expect.any(String), ...expected, annualRate: 12.9, termMonths: 72, downPayment: 300_000 });
    expect(answer.monthlyPayment).toBeLessThanOrEqual(40_000);
    expect(await storedPrequalification(answer.id)).toMatchObject({ user_id: null, approved: true, max_amount: String(expected.maxAmount), term_months: 72 });
  });

  it('approves nothing when the income carries less than the smallest loan lenders make', async () => {
    const answer = await prequalified(prequalifyInput({ monthlySalary: 4_000, otherIncome: 0, downPayment: 100_000 }));
    expect(answer).toMatchObject({ approved: false, maxAmount: 0, monthlyPayment: 0, annualRate: 12.9, termMonths: 72, downPayment: 100_000 });
    expect(await storedPrequalification(answer.id)).toMatchObject({ approved: false, max_amount: '0' });
  });

  it('keeps a signed-in buyer’s prequalification under their account', async () => {
    const session = await confirmedSession(server.url, db());
    const answer = await prequalified(prequalifyInput(), bearer(session.accessToken));
    expect((await storedPrequalification(answer.id))?.user_id).toBe(session.user.id);
  });

  it('refuses a month to come, a cédula of 10 digits and a workplace of 101 characters, naming each field', async () => {
    const answer = await prequalify(prequalifyInput({ workingSince: '2099-01', person: applicant({ documentId: '4021234567' }), workplace: 'x'.repeat(101) }));
    expect(codesOf(answer)).toEqual(['BAD_USER_INPUT']);
    expect(answer.body.errors![0]!.extensions!.errors).toEqual(
      expect.arrayContaining([{ field: 'workingSince', message: 'in_the_future' }, { field: 'person.documentId', message: 'wrong_length' }, { field: 'workplace', message: 'too_long' }]),
    );
  });
});

describe('classified answers', () => {
  // Values found nowhere else in a seeded database, so finding one means it leaked.
  const secret = { documentId: '40298765431', workplace: 'Textiles Zafiro Quisqueya', monthlySalary: 187_643, otherIncome: 23_417, workingSince: '1998-11', downPayment: 356_791 };
  const person = () => applicant({ documentId: secret.documentId });
  const secretTexts = Object.values(secret).map(String);
  let prequalificationId: string;
  let application: Application;

  beforeAll(async () => {
    const { documentId: _, ...work } = secret;
    prequalificationId = (await prequalified({ person: person(), ...work })).id;
    application = (await send<{ applyForFinancing: Application }>(server.url, applyMutation, applicationInput(car.id, { person: person(), workplace: secret.workplace, monthlySalary: secret.monthlySalary }))).body.data!.applyForFinancing;
    // A refused attempt and a badly typed one carry the values too.
    await prequalify({ person: person(), ...work, workingSince: '2099-01' });
    await prequalify({ person: person(), ...work, monthlySalary: `${secret.monthlySalary} pesos` });
  });

  it('are sealed in the rows, and open with the server’s key to what was typed', async () => {
    const stored = await storedPrequalification(prequalificationId);
    expect(await opened(stored?.classified, `prequalifications:${prequalificationId}`)).toEqual(secret);
    const [applied] = await queryRows<{ classified: string }>(db(), sql`select classified from financing_applications where id = ${application.id}`);
    expect(await opened(applied?.classified, `financing_applications:${application.id}`)).toEqual({ documentId: secret.documentId, workplace: secret.workplace, monthlySalary: secret.monthlySalary });
    // Sealed for one row, a value does not open as another's.
    await expect(opened(stored?.classified, `financing_applications:${application.id}`)).rejects.toThrow();
  });

  it('are in no table, the outbox’s confirmation e-mail included', async () => {
    const dump = await dumpDatabase(db());
    expect(dump).toContain(prequalificationId);
    expect(dump).toContain('FINANCING_APPLICATION_CONFIRMATION');
    expect(secretTexts.filter((text) => dump.includes(text))).toEqual([]);
  });

  it('are in no log line', () => {
    const logs = server.logs.join('\n');
    expect(logs.length).toBeGreaterThan(0);
    expect(secretTexts.filter((text) => logs.includes(text))).toEqual([]);
  });

  it('are sent with Cache-Control: no-store, refusals included, while the plans and quotes may be kept', async () => {
    const { documentId: _, ...work } = secret;
    const answers = [
      await prequalify({ person: person(), ...work }),
      await prequalify({ person: person(), ...work, workingSince: '2099-01' }),
      await prequalify({ person: person(), ...work, monthlySalary: `${secret.monthlySalary} pesos` }),
      await send(server.url, applyMutation, applicationInput(car.id, { person: person(), workplace: secret.workplace, monthlySalary: secret.monthlySalary })),
    ];
    expect(answers.map((answer) => [answer.status < 500, answer.headers.get('cache-control')])).toEqual(answers.map(() => [true, 'no-store']));
    const plans = await send(server.url, plansQuery, undefined);
    const quote = await send(server.url, quoteQuery, { price: 1_000_000, downPayment: 300_000, termMonths: 48 });
    expect([plans.headers.get('cache-control'), quote.headers.get('cache-control')]).not.toContain('no-store');
  });
});
