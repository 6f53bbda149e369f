import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import { codesOf } from './support/accounts.ts';
import { startCatalogueServer } from './support/catalogue-server.ts';
import { carRequestInput, createCarRequestMutation, popularModel } from './support/car-requests-client.ts';
import { freshClientIp, postFrom } from './support/client-address.ts';
import { applicant, applicationInput, applyMutation, carsOnSale, prequalifyInput, prequalifyMutation, send } from './support/financing-client.ts';
import type { GraphQLResponse } from './support/graphql.ts';
import { auditCount, staffSession } from './support/staff-client.ts';
import type { TestServer } from './support/test-server.ts';

// Issue 18 §4: every lead in one inbox, assigned, answered by e-mail and closed from the console.
interface Lead {
  id: string;
  kind: string;
  createdAt: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  locale: string | null;
  message: string | null;
  carName: string | null;
  amount: number | null;
  summary: string | null;
  status: string;
  assigneeEmail: string | null;
  answeredAt: string | null;
  closedAt: string | null;
}
const leadFields = 'id kind createdAt name email phone locale message carName amount summary status assigneeEmail answeredAt closedAt';
const inboxQuery = `query i($kind: String, $status: String, $after: ID) { staffLeads(kind: $kind, status: $status, after: $after) { leads { ${leadFields} } nextCursor } }`;

let server: TestServer;
let operator: Awaited<ReturnType<typeof staffSession>>;
let carId: string;
const db = () => server.database.db;
beforeAll(async () => {
  server = await startCatalogueServer(12);
  operator = await staffSession(server.url, db(), ['operator']);
  carId = (await carsOnSale(db(), 1))[0]!.id;
}, 120_000);
afterAll(() => server?.close());

const ask = <Data>(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = operator.headers) => postFrom<Data>(server.url, freshClientIp(), query, { headers, variables });
const inbox = (variables: Record<string, unknown> = {}, headers?: Record<string, string>) => ask<{ staffLeads: { leads: Lead[]; nextCursor: string | null } }>(inboxQuery, variables, headers);
const fieldErrors = (answer: GraphQLResponse) => answer.body.errors?.[0]?.extensions?.errors ?? [];
const ok = <Data>(answer: GraphQLResponse<Data>): Data => {
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data!;
};

const mutate = (name: 'assignLead' | 'answerLead' | 'closeLead' | 'reopenLead', input: Record<string, unknown>, headers?: Record<string, string>) => {
  const type = { assignLead: 'AssignLeadInput', answerLead: 'AnswerLeadInput', closeLead: 'LeadInput', reopenLead: 'LeadInput' }[name];
  return ask<Record<string, Lead>>(`mutation m($input: ${type}!) { ${name}(input: $input) { ${leadFields} } }`, { input }, headers);
};

let people = 0;
const address = (who: string) => `${who}.${(people += 1)}.${Date.now()}@example.com`;

/** One lead of every source, as visitors leave them; the sealed values are ours to search for. */
async function leadsOfEverySource() {
  const sealed = { prequalification: { documentId: '40298765432', workplace: 'Banco Secreto Unico', monthlySalary: 123_457 }, application: { documentId: '40211122233', workplace: 'Zona Franca Reservada', monthlySalary: 98_765 } };
  const emails = { carQuestion: address('car.question'), faqQuestion: address('faq'), carRequest: address('car.request'), prequalification: address('prequalified'), application: address('applicant'), newsletter: address('letter') };
  const anonymous = (query: string, input: unknown, headers: Record<string, string> = {}) => postFrom(server.url, freshClientIp(), query, { variables: { input }, headers });

  ok(await anonymous('mutation q($input: AskCarQuestionInput!) { askCarQuestion(input: $input) { id } }', { carId, question: '¿Aceptan mi carro como parte de pago?', email: emails.carQuestion, phone: '8095551234' }));
  ok(await anonymous('mutation f($input: FaqQuestionInput!) { submitFaqQuestion(input: $input) }', { question: '¿Puedo reservar un carro por WhatsApp?', email: emails.faqQuestion }));
  const model = await popularModel(db());
  ok(await anonymous(createCarRequestMutation, carRequestInput(model, { budget: 1_750_000, locale: 'en', person: { name: 'Luis', lastName: 'Gómez', email: emails.carRequest, phone: '8295550123' } })));
  const prequalified = ok(
    await send<{ prequalify: { maxAmount: number } }>(server.url, prequalifyMutation, prequalifyInput({ person: applicant({ email: emails.prequalification, documentId: sealed.prequalification.documentId }), workplace: sealed.prequalification.workplace, monthlySalary: sealed.prequalification.monthlySalary })),
  );
  ok(await send(server.url, applyMutation, applicationInput(carId, { person: applicant({ email: emails.application, documentId: sealed.application.documentId }), workplace: sealed.application.workplace, monthlySalary: sealed.application.monthlySalary })));
  ok(await anonymous('mutation n($input: NewsletterInput!) { subscribeNewsletter(input: $input) }', { email: emails.newsletter }, { 'accept-language': 'en-US,en;q=0.9' }));
  return { sealed, emails, model, maxAmount: prequalified.prequalify.maxAmount };
}

const byEmail = (leads: Lead[], email: string) => {
  const lead = leads.find((candidate) => candidate.email === email);
  expect(lead, email).toBeDefined();
  return lead!;
};

describe('staffLeads', () => {
  it('shows a lead of every source with what it has, never a sealed field, and records who saw which', async () => {
    const { sealed, emails, model, maxAmount } = await leadsOfEverySource();
    const [car] = await queryRows<{ name: string; price: string }>(db(), sql`select concat_ws(' ', b.name, m.name, c.year) as name, c.listing_price as price from cars c join car_models m on m.id = c.model_id join brands b on b.id = m.brand_id where c.id = ${Number(carId)}`);
    const [wanted] = await queryRows<{ name: string }>(db(), sql`select concat_ws(' ', b.name, m.name) as name from car_models m join brands b on b.id = m.brand_id where m.id = ${model.model_id}`);

    const answer = await inbox();
    const { leads } = ok(answer).staffLeads;
    const open = { status: 'OPEN', assigneeEmail: null, answeredAt: null, closedAt: null };
    expect(byEmail(leads, emails.carQuestion)).toMatchObject({ kind: 'CAR_QUESTION', name: null, phone: '8095551234', locale: null, message: '¿Aceptan mi carro como parte de pago?', carName: car!.name, summary: car!.name, ...open });
    expect(byEmail(leads, emails.faqQuestion)).toMatchObject({ kind: 'FAQ_QUESTION', message: '¿Puedo reservar un carro por WhatsApp?', carName: null, summary: null, ...open });
    expect(byEmail(leads, emails.carRequest)).toMatchObject({ kind: 'CAR_REQUEST', name: 'Luis Gómez', phone: '8295550123', locale: 'en', message: null, carName: wanted!.name, amount: 1_750_000, summary: `${wanted!.name} 2018+ · ≤ RD$1,750,000`, ...open });
    expect(byEmail(leads, emails.prequalification)).toMatchObject({ kind: 'PREQUALIFICATION', name: 'Ana Pérez', phone: '8095550123', amount: maxAmount, ...open });
    expect(byEmail(leads, emails.application)).toMatchObject({ kind: 'FINANCING_APPLICATION', name: 'Ana Pérez', carName: car!.name, amount: Number(car!.price), ...open });
    expect(byEmail(leads, emails.newsletter)).toMatchObject({ kind: 'NEWSLETTER', name: null, phone: null, locale: 'en', ...open });
    expect(byEmail(leads, emails.application).summary).toMatch(new RegExp(`^${car!.name} · RD\\$[\\d,]+ · 48 × RD\\$[\\d,]+$`));

    // SECURITY.md row 11: the sealed cédula, workplace and salary reach no answer, in any format.
    const text = JSON.stringify(answer.body);
    for (const { documentId, workplace, monthlySalary } of Object.values(sealed)) {
      for (const value of [documentId, workplace, String(monthlySalary), monthlySalary.toLocaleString('en-US')]) expect(text).not.toContain(value);
    }
    expect(answer.headers.get('cache-control')).toBe('no-store');

    // Newest first, and the view is on record with every lead it showed.
    const times = leads.map((lead) => Date.parse(lead.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const [view] = await queryRows<{ actor_email: string; subject_type: string; subject_id: string; after: { shown: string[] } }>(
      db(),
      sql`select actor_email, subject_type, subject_id, after from audit_log where action = 'staffLeads' order by id desc limit 1`,
    );
    expect(view).toEqual({ actor_email: operator.user.email, subject_type: 'lead', subject_id: 'ALL', after: { shown: leads.map((lead) => lead.id) } });
  });

  it('narrows to one kind and one status, and pages through leads made in the same instant without losing or repeating one', async () => {
    const [country] = await queryRows<{ id: number }>(db(), sql`select id from countries order by id limit 1`);
    await db().execute(
      sql`insert into leads (kind, country_id, question, email, created_at) select 'FAQ_QUESTION', ${country!.id}, 'Pregunta número ' || n, 'paged.' || n || '@example.com', '2026-01-05T10:00:00Z'::timestamptz from generate_series(1, 40) as n`,
    );
    const [{ total } = { total: 0 }] = await queryRows<{ total: number }>(db(), sql`select count(*)::int as total from leads where kind = 'FAQ_QUESTION'`);
    const seen: Lead[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const page: { leads: Lead[]; nextCursor: string | null } = ok(await inbox({ kind: 'FAQ_QUESTION', after })).staffLeads;
      expect(page.leads.length).toBeLessThanOrEqual(30);
      seen.push(...page.leads);
      after = page.nextCursor;
      pages += 1;
    } while (after !== null && pages < 10);
    expect(pages).toBe(Math.ceil(total / 30));
    expect(seen.every((lead) => lead.kind === 'FAQ_QUESTION')).toBe(true);
    expect(new Set(seen.map((lead) => lead.id)).size).toBe(total);

    const closing = seen[3]!;
    ok(await mutate('closeLead', { leadId: closing.id }));
    const closed = ok(await inbox({ status: 'CLOSED' })).staffLeads.leads;
    expect(closed.map((lead) => lead.id)).toEqual([closing.id]);
    expect(ok(await inbox({ kind: 'FAQ_QUESTION', status: 'OPEN' })).staffLeads.leads.map((lead) => lead.id)).not.toContain(closing.id);

    expect(fieldErrors(await inbox({ kind: 'SELL_REQUEST' }))).toEqual([{ field: 'kind', message: 'unknown_kind' }]);
    expect(fieldErrors(await inbox({ status: 'ANSWERED' }))).toEqual([{ field: 'status', message: 'unknown_status' }]);
    expect(fieldErrors(await inbox({ after: 'not-a-cursor' }))).toEqual([{ field: 'after', message: 'invalid' }]);
  });

  it('is refused to an appraiser and a customer, and to nobody signed in, before anything is shown or recorded', async () => {
    const entries = await auditCount(db());
    expect(codesOf(await inbox({}, (await staffSession(server.url, db(), ['appraiser'])).headers))).toEqual(['FORBIDDEN']);
    expect(codesOf(await inbox({}, (await staffSession(server.url, db(), [])).headers))).toEqual(['FORBIDDEN']);
    expect(codesOf(await inbox({}, {}))).toEqual(['UNAUTHENTICATED']);
    expect(await auditCount(db())).toBe(entries);
  });
});

describe('assignLead, answerLead, closeLead and reopenLead', () => {
  const entriesFor = (leadId: string) =>
    queryRows<{ action: string; actor_email: string; before: unknown; after: unknown }>(db(), sql`select action, actor_email, before, after from audit_log where subject_type = 'lead' and subject_id = ${leadId} order by id`);
  const mailsTo = (email: string) => queryRows<{ subject: string; text_body: string; html_body: string }>(db(), sql`select subject, text_body, html_body from mail_outbox where to_address = ${email} and kind = 'LEAD_ANSWER' order by id`);

  it('hands a lead to a member of staff and back, answers it by e-mail in its language, closes and reopens it, each on record', async () => {
    const { emails } = await leadsOfEverySource();
    const leads = ok(await inbox()).staffLeads.leads;
    const request = byEmail(leads, emails.carRequest);
    const colleague = await staffSession(server.url, db(), ['appraiser']);

    const assigned = ok(await mutate('assignLead', { leadId: request.id, email: colleague.user.email.toUpperCase() })).assignLead!;
    expect(assigned).toMatchObject({ id: request.id, assigneeEmail: colleague.user.email, status: 'OPEN' });
    // The same hand-over again changes nothing and writes nothing.
    const entries = await auditCount(db());
    ok(await mutate('assignLead', { leadId: request.id, email: colleague.user.email }));
    expect(await auditCount(db())).toBe(entries);
    const customer = await staffSession(server.url, db(), []);
    expect(fieldErrors(await mutate('assignLead', { leadId: request.id, email: customer.user.email }))).toEqual([{ field: 'email', message: 'not_staff' }]);
    expect(ok(await mutate('assignLead', { leadId: request.id, email: '' })).assignLead!.assigneeEmail).toBeNull();

    const message = 'Tenemos dos Corolla 2019 dentro de su presupuesto; le escribimos con los detalles.';
    const answered = ok(await mutate('answerLead', { leadId: request.id, message: `  ${message}  ` })).answerLead!;
    expect(answered.answeredAt).not.toBeNull();
    expect(answered.status).toBe('OPEN');
    const [mail] = await mailsTo(emails.carRequest);
    // The request was made in English: so is the reply.
    expect(mail!.subject).toBe('Our answer from Ola Cars');
    expect(mail!.text_body).toContain(message);
    expect(mail!.html_body).toContain('Tenemos dos Corolla 2019');

    const closed = ok(await mutate('closeLead', { leadId: request.id })).closeLead!;
    expect(closed).toMatchObject({ status: 'CLOSED', closedAt: expect.any(String) });
    ok(await mutate('closeLead', { leadId: request.id }));
    expect(ok(await mutate('reopenLead', { leadId: request.id })).reopenLead).toMatchObject({ status: 'OPEN', closedAt: null });

    const log = await entriesFor(request.id);
    expect(log.map((entry) => entry.action)).toEqual(['assignLead', 'assignLead', 'answerLead', 'closeLead', 'reopenLead']);
    expect(log.every((entry) => entry.actor_email === operator.user.email)).toBe(true);
    expect(log[0]).toMatchObject({ before: { assigneeEmail: null }, after: { assigneeEmail: colleague.user.email } });
    expect(log[1]).toMatchObject({ before: { assigneeEmail: colleague.user.email }, after: { assigneeEmail: null } });
    expect(log[2]).toMatchObject({ before: { answeredAt: null }, after: { answeredAt: answered.answeredAt, to: emails.carRequest, answer: message } });
    expect(log[3]).toMatchObject({ before: { status: 'OPEN' }, after: { status: 'CLOSED' } });
    expect(log[4]).toMatchObject({ before: { status: 'CLOSED' }, after: { status: 'OPEN' } });

    // A question keeps no language: the reply goes in Spanish, with what was asked.
    const question = byEmail(leads, emails.faqQuestion);
    ok(await mutate('answerLead', { leadId: question.id, message: 'Sí, puede reservar por WhatsApp al 809-555-0000.' }));
    const [spanish] = await mailsTo(emails.faqQuestion);
    expect(spanish!.subject).toBe('Te respondemos desde Ola Cars');
    expect(spanish!.text_body).toContain('Nos escribiste: «¿Puedo reservar un carro por WhatsApp?»');
  });

  it('refuses an answer to a lead without e-mail, an answer too short or too long, and an unknown or malformed lead', async () => {
    const [country] = await queryRows<{ id: number }>(db(), sql`select id from countries order by id limit 1`);
    const [byPhone] = await queryRows<{ id: number }>(db(), sql`insert into leads (kind, country_id, car_id, question, phone) values ('CAR_QUESTION', ${country!.id}, ${Number(carId)}, '¿Sigue disponible?', '8495550199') returning id`);
    const leadId = `CAR_QUESTION:${byPhone!.id}`;
    const mails = async () => (await queryRows<{ count: number }>(db(), sql`select count(*)::int as count from mail_outbox where kind = 'LEAD_ANSWER'`))[0]!.count;
    const before = await mails();
    expect(fieldErrors(await mutate('answerLead', { leadId, message: 'Sí, sigue disponible.' }))).toEqual([{ field: 'leadId', message: 'no_email' }]);
    expect(fieldErrors(await mutate('answerLead', { leadId, message: ' Sí ' }))).toEqual([{ field: 'message', message: 'too_short' }]);
    expect(fieldErrors(await mutate('answerLead', { leadId, message: 'x'.repeat(2001) }))).toEqual([{ field: 'message', message: 'too_long' }]);
    expect(await mails()).toBe(before);
    expect(codesOf(await mutate('closeLead', { leadId: 'CAR_QUESTION:999999999' }))).toEqual(['NOT_FOUND']);
    expect(codesOf(await mutate('closeLead', { leadId: 'NEWSLETTER:00000000-0000-4000-8000-000000000000' }))).toEqual(['NOT_FOUND']);
    expect(fieldErrors(await mutate('closeLead', { leadId: 'CAR_QUESTION:abc' }))).toEqual([{ field: 'leadId', message: 'invalid' }]);
    expect(await entriesFor(leadId)).toEqual([]);
  });

  it('keeps one handling row per lead: two members of staff closing one lead at once make one change', async () => {
    const [country] = await queryRows<{ id: number }>(db(), sql`select id from countries order by id limit 1`);
    const [row] = await queryRows<{ id: number }>(db(), sql`insert into leads (kind, country_id, question, email) values ('FAQ_QUESTION', ${country!.id}, '¿Tienen garantía?', 'race@example.com') returning id`);
    const leadId = `FAQ_QUESTION:${row!.id}`;
    const other = await staffSession(server.url, db(), ['admin']);
    const answers = await Promise.all([mutate('closeLead', { leadId }), mutate('closeLead', { leadId }, other.headers)]);
    for (const answer of answers) expect(answer.body.errors).toBeUndefined();
    expect((await entriesFor(leadId)).map((entry) => entry.action)).toEqual(['closeLead']);

    await expect(db().execute(sql`insert into lead_handling (source_kind, source_id) values ('FAQ_QUESTION', ${String(row!.id)})`)).rejects.toThrow();
    await expect(db().execute(sql`update lead_handling set closed_at = null where source_kind = 'FAQ_QUESTION' and source_id = ${String(row!.id)}`)).rejects.toThrow();
    await expect(db().execute(sql`insert into lead_handling (source_kind, source_id) values ('CAR_REQUEST', '42')`)).rejects.toThrow();
  });
});
