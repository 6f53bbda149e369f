import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mutationRules, type Counter, type MutationName } from '../../server/abuse/mutation-rules.ts';
import { rateLimitCounters } from '../../server/db/schema/index.ts';
import { insertRole } from '../../server/db/queries/staff-roles.ts';
import { buildSchema } from '../../server/graphql/schema.ts';
import { bearer, confirmedSession, fakeIdentity, signInMutation, testClock, type Session } from './support/accounts.ts';
import { freshClientIp, postFrom } from './support/client-address.ts';
import type { GraphQLError } from './support/graphql.ts';
import { startCatalogueServer } from './support/catalogue-server.ts';
import { attemptsPerRequest, mutationAttempts, sendAttempts, type AttemptSubjects } from './support/mutation-attempts.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

// SECURITY.md row 17: one test per rule of server/abuse/mutation-rules.ts, through HTTP.
const clock = testClock();
let server: TestServer;
let carId: string;
beforeAll(async () => {
  server = await startCatalogueServer(1, { auth: { now: clock.now, identity: fakeIdentity({}) } });
  const listing = await postFrom<{ getListingCars: { cars: { id: string }[] } }>(server.url, freshClientIp(), '{ getListingCars { cars { id } } }');
  carId = listing.body.data!.getListingCars.cars[0]!.id;
});
afterAll(() => server?.close());

let mailbox = 0;
const newEmail = () => `abuse.${(mailbox += 1)}.${Date.now()}@example.com`;
const codes = (errors: GraphQLError[]) => errors.map((error) => error.extensions?.code);
const retryAfterOf = (error: GraphQLError | undefined) => (error?.extensions as { retryAfter?: number } | undefined)?.retryAfter;

async function signIn(session: Session & { password: string }): Promise<Record<string, string>> {
  const answer = await postFrom<{ signInUser: Session }>(server.url, freshClientIp(), signInMutation, { variables: { input: { email: session.user.email, password: session.password } } });
  return bearer(answer.body.data!.signInUser.accessToken);
}

it('every Mutation field of the schema has a row in the rules table', () => {
  const fields = Object.keys(buildSchema().getMutationType()?.getFields() ?? {});
  expect(fields.length).toBeGreaterThan(0);
  expect(fields.filter((field) => !(field in mutationRules))).toEqual([]);
  expect(Object.keys(mutationRules).filter((name) => !fields.includes(name))).toEqual([]);
});

const counterKeys = async (counter: Counter): Promise<Set<string>> =>
  new Set((await server.database.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters).where(like(rateLimitCounters.key, `${counter.name}:%`))).map(({ key }) => key));

/**
 * Counts every hit but the last request's worth straight into the counter the first attempt made:
 * a limit in the hundreds would otherwise cost hundreds of real mutations. The request still sent
 * in full and the single attempt after it prove that aliased and batched attempts count one by one.
 * Answers how many attempts the counter holds; a counter the first attempt did not leave (one that
 * success resets) is counted the long way.
 */
async function skipToLastRequest(counter: Counter, keysBefore: Set<string>, perRequest: number): Promise<number> {
  const charged = counter.limit - perRequest - 1;
  const made = [...(await counterKeys(counter))].filter((key) => !keysBefore.has(key));
  if (charged <= 1 || made.length !== 1) return 1;
  await server.database.db.update(rateLimitCounters).set({ hits: charged }).where(eq(rateLimitCounters.key, made[0]!));
  return charged;
}

const rules = Object.entries(mutationRules).flatMap(([mutation, rule]) =>
  rule.counters.map((counter: Counter) => ({ mutation: mutation as MutationName, counter })),
);

describe.each(rules)('$mutation: $counter.limit per $counter.per ($counter.name)', ({ mutation, counter }) => {
  it('counts aliased and batched attempts one by one, refuses the one over the limit with retryAfter, and allows it once the window ends', async () => {
    const attempt = mutationAttempts[mutation];
    const ip = freshClientIp();
    // The counter under test keeps its subject; the others get a new e-mail per attempt.
    const fixedEmail = newEmail();
    const emailKept = counter.per === 'email' || counter.per === 'email-ip';
    const subjects = (): AttemptSubjects => ({ email: emailKept ? fixedEmail : newEmail(), carId });
    const newSession = async () => {
      const session = await confirmedSession(server.url, server.database.db);
      if (attempt.staff) await insertRole(server.database.db, session.user.id, attempt.staff, null);
      return session;
    };
    const account = attempt.signedIn || counter.per === 'user' ? await newSession() : undefined;
    let headers = account ? bearer(account.accessToken) : {};
    // A per-user counter of the same mutation would refuse before the one under test: a new user per request then.
    const newUserEachRequest = attempt.signedIn && counter.per !== 'user' && mutationRules[mutation].counters.some((other: Counter) => other.per === 'user');
    const send = async (count: number) => {
      if (newUserEachRequest) headers = bearer((await newSession()).accessToken);
      return sendAttempts(server.url, ip, attempt, subjects, count, headers);
    };

    const keysBefore = await counterKeys(counter);
    const expected = codes(await send(1));
    const sentBefore = await skipToLastRequest(counter, keysBefore, attemptsPerRequest(attempt));
    for (let sent = sentBefore; sent < counter.limit; sent += attemptsPerRequest(attempt)) {
      expect(codes(await send(Math.min(attemptsPerRequest(attempt), counter.limit - sent)))).not.toContain('TOO_MANY_REQUESTS');
    }
    const [refused] = await send(1);
    expect(refused?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(retryAfterOf(refused)).toBeGreaterThan(0);
    expect(retryAfterOf(refused)).toBeLessThanOrEqual(counter.windowSeconds);

    clock.advance(retryAfterOf(refused)!);
    // Access tokens live 15 minutes of the same clock: a signed-in user signs in again.
    if (account) headers = await signIn(account);
    expect(codes(await send(1))).toEqual(emailKept && attempt.again ? [attempt.again] : expected);
  });
});

it('counts an anonymous question that leaves only a WhatsApp number by that number', async () => {
  const rule = mutationRules.askCarQuestion.counters.find((counter) => counter.per === 'email')!;
  const phone = `809${String(Date.now()).slice(-7)}`;
  const ask = () =>
    postFrom(server.url, freshClientIp(), 'mutation q($input: AskCarQuestionInput!) { askCarQuestion(input: $input) { id } }', {
      variables: { input: { carId, question: 'Is it still available?', phone } },
    });
  for (let sent = 0; sent < rule.limit; sent += 1) expect(codes((await ask()).body.errors ?? [])).toEqual([]);
  expect(codes((await ask()).body.errors ?? [])).toEqual(['TOO_MANY_REQUESTS']);
});

describe('the client address per-address limits key on', () => {
  const attempt = mutationAttempts.resendConfirmation;
  const { limit } = mutationRules.resendConfirmation.counters.find((counter) => counter.per === 'ip')!;
  const resend = (url: string, socket: string, forwardedFor: string) =>
    sendAttempts(url, socket, attempt, () => ({ email: newEmail(), carId }), 1, { 'x-forwarded-for': forwardedFor }).then(codes);
  /** Uses up the per-address limit, one request at a time, each with its own X-Forwarded-For. */
  async function useUp(url: string, socket: string, forwardedFor: (index: number) => string) {
    for (let index = 0; index < limit; index += 1) expect(await resend(url, socket, forwardedFor(index))).toEqual([]);
  }

  it('without TRUST_PROXY is the socket address: a spoofed X-Forwarded-For does not escape the limit', async () => {
    const socket = freshClientIp();
    await useUp(server.url, socket, (index) => `198.51.100.${index}`);
    expect(await resend(server.url, socket, '203.0.113.99')).toEqual(['TOO_MANY_REQUESTS']);
  });

  describe('with TRUST_PROXY=1, the client address the proxy appends', () => {
    let proxied: TestServer;
    beforeAll(async () => {
      proxied = await startTestServer({ TRUST_PROXY: '1' });
    });
    afterAll(() => proxied?.close());

    it('gives two clients behind one proxy counters of their own', async () => {
      const proxy = freshClientIp();
      await useUp(proxied.url, proxy, () => '203.0.113.10');
      expect(await resend(proxied.url, proxy, '203.0.113.10')).toEqual(['TOO_MANY_REQUESTS']);
      expect(await resend(proxied.url, proxy, '203.0.113.11')).toEqual([]);
    });

    it('ignores hops a client forges in front of the one the proxy appends', async () => {
      const proxy = freshClientIp();
      await useUp(proxied.url, proxy, (index) => `198.51.100.${index}, 203.0.113.20`);
      expect(await resend(proxied.url, proxy, '10.9.9.9, 203.0.113.20')).toEqual(['TOO_MANY_REQUESTS']);
    });
  });

  describe('with TRUST_PROXY naming the proxy', () => {
    const proxy = freshClientIp();
    let proxied: TestServer;
    beforeAll(async () => {
      proxied = await startTestServer({ TRUST_PROXY: `${proxy}, 10.0.0.0/8` });
    });
    afterAll(() => proxied?.close());

    it('tells the clients behind it apart, and believes no other sender', async () => {
      await useUp(proxied.url, proxy, () => '203.0.113.30');
      expect(await resend(proxied.url, proxy, '203.0.113.30')).toEqual(['TOO_MANY_REQUESTS']);
      expect(await resend(proxied.url, proxy, '203.0.113.31')).toEqual([]);
      const direct = freshClientIp();
      await useUp(proxied.url, direct, (index) => `198.51.100.${index}`);
      expect(await resend(proxied.url, direct, '203.0.113.32')).toEqual(['TOO_MANY_REQUESTS']);
    });
  });
});
