import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import { freshClientIp, postFrom } from './support/client-address.ts';
import type { GraphQLResponse } from './support/graphql.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const submitMutation = 'mutation submitFaqQuestion($input: FaqQuestionInput!) { submitFaqQuestion(input: $input) }';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(() => server?.close());

const db = () => server.database.db;
let inbox = 0;
const newEmail = () => `faq.${(inbox += 1)}.${Date.now()}@example.com`;
// Each call from its own address: the per-address limit is not what these tests are about.
const submit = (input: Record<string, unknown>, headers: Record<string, string> = {}) =>
  postFrom<{ submitFaqQuestion: boolean }>(server.url, freshClientIp(), submitMutation, { variables: { input }, headers });
const codeOf = (answer: GraphQLResponse) => answer.body.errors?.[0]?.extensions?.code;
const fieldsOf = (answer: GraphQLResponse) => (answer.body.errors?.[0]?.extensions?.errors ?? []).map(({ field, message }) => `${field}:${message}`);

const leadsOf = (email: string) =>
  queryRows<{ kind: string; question: string; country: string; car_id: number | null }>(
    db(),
    sql`select l.kind::text as kind, l.question, c.code as country, l.car_id from leads l join countries c on c.id = l.country_id where l.email = ${email} order by l.id`,
  );
const mailsTo = (email: string) =>
  queryRows<{ kind: string; subject: string; text_body: string; html_body: string }>(db(), sql`select kind, subject, text_body, html_body from mail_outbox where to_address = ${email} order by id`);

describe('submitFaqQuestion', () => {
  it('keeps a question of 5 characters as a lead of the request’s country and acknowledges it in Spanish', async () => {
    const email = newEmail();
    const answer = await submit({ question: ' ¿Hay? ', email });
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data?.submitFaqQuestion).toBe(true);
    expect(await leadsOf(email)).toEqual([{ kind: 'FAQ_QUESTION', question: '¿Hay?', country: 'DO', car_id: null }]);
    const [mail, ...more] = await mailsTo(email);
    expect(more).toEqual([]);
    expect(mail!.kind).toBe('FAQ_QUESTION_ACKNOWLEDGEMENT');
    expect(mail!.subject).toBe('Recibimos tu pregunta');
    expect(mail!.text_body).toContain('Tu pregunta: «¿Hay?»');
    // The country's sales and support hours, in the mail's language, and the help centre's link.
    expect(mail!.text_body).toContain('Lunes a sábado 8:00am-6:00pm');
    expect(mail!.text_body).toContain(`${server.config.publicUrl}/help/faqs`);
  });

  it('acknowledges in English when the request asks for it, for the country of the Country header', async () => {
    const email = newEmail();
    const question = 'Do you deliver cars to Medellín?';
    expect((await submit({ question, email }, { 'accept-language': 'en-US,en;q=0.9', country: 'CO' })).body.data?.submitFaqQuestion).toBe(true);
    expect(await leadsOf(email)).toEqual([{ kind: 'FAQ_QUESTION', question, country: 'CO', car_id: null }]);
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe('We received your question');
    expect(mail!.text_body).toContain(`Your question: “${question}”`);
    expect(mail!.text_body).toContain('Monday to Friday 8:00am-6:00pm');
  });

  it('quotes the question escaped in the HTML body', async () => {
    const email = newEmail();
    await submit({ question: '<img src=x onerror=alert(1)> & "más"?', email });
    const [mail] = await mailsTo(email);
    expect(mail!.html_body).not.toContain('<img');
    expect(mail!.html_body).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;más&quot;?');
    expect(mail!.text_body).toContain('«<img src=x onerror=alert(1)> & "más"?»');
  });

  it('accepts 150 characters and refuses 4 or 151 with BAD_USER_INPUT naming the question, storing and sending nothing', async () => {
    const email = newEmail();
    const short = await submit({ question: 'abcd', email });
    expect(codeOf(short)).toBe('BAD_USER_INPUT');
    expect(fieldsOf(short)).toEqual(['question:too_short']);
    const long = await submit({ question: 'x'.repeat(151), email });
    expect(codeOf(long)).toBe('BAD_USER_INPUT');
    expect(fieldsOf(long)).toEqual(['question:too_long']);
    expect(fieldsOf(await submit({ question: '     ', email }))).toEqual(['question:required']);
    expect(await leadsOf(email)).toEqual([]);
    expect(await mailsTo(email)).toEqual([]);
    expect((await submit({ question: 'x'.repeat(150), email })).body.data?.submitFaqQuestion).toBe(true);
    expect((await leadsOf(email)).map((lead) => lead.question.length)).toEqual([150]);
  });

  it('refuses a missing, malformed or over-long e-mail', async () => {
    const question = '¿Aceptan carros financiados?';
    expect(fieldsOf(await submit({ question, email: 'not-an-email' }))).toEqual(['email:invalid_email']);
    expect(fieldsOf(await submit({ question, email: '  ' }))).toEqual(['email:required']);
    const long = `${'a'.repeat(45)}@example.com`;
    const refused = await submit({ question, email: long });
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(fieldsOf(refused)).toContain('email:too_long');
    expect(await leadsOf(long)).toEqual([]);
  });

  it('takes 5 questions a day from one inbox, in any letter case, then answers TOO_MANY_REQUESTS', async () => {
    const email = newEmail();
    for (let asked = 0; asked < 5; asked++) {
      const inCase = asked % 2 === 0 ? email : email.toUpperCase();
      expect((await submit({ question: `Pregunta número ${asked + 1}`, email: inCase })).body.data?.submitFaqQuestion).toBe(true);
    }
    const refused = await submit({ question: 'Pregunta número 6', email });
    expect(codeOf(refused)).toBe('TOO_MANY_REQUESTS');
    expect((await leadsOf(email)).length + (await leadsOf(email.toUpperCase())).length).toBe(5);
  });
});
