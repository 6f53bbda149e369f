import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { queryRows } from '../../server/db/client.ts';
import { createLogger } from '../../server/logger.ts';
import { codesOf, confirmedSession, countMails, newAccount, signInMutation, signUpMutation, testClock } from './support/accounts.ts';
import { freshClientIp, postFrom } from './support/client-address.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const clock = testClock();
let server: TestServer;
let second: FastifyInstance;
let secondUrl: string;
beforeAll(async () => {
  server = await startTestServer({}, { auth: { now: clock.now } });
  // A second API instance on the same database, as behind a load balancer.
  const logger = createLogger(server.config, new Writable({ write: (_chunk, _encoding, done) => done() }));
  second = await buildApp({ config: server.config, database: server.database, logger, clientDir: server.clientDir, auth: { now: clock.now } });
  secondUrl = await second.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await second?.close();
  await server?.close();
});

const signIn = (url: string, ip: string, email: string, password: string) => postFrom(url, ip, signInMutation, { variables: { input: { email, password } } });
const retryAfterOf = (answer: Awaited<ReturnType<typeof signIn>>) => (answer.body.errors?.[0]?.extensions as { retryAfter?: number } | undefined)?.retryAfter;

describe('failed sign-ins per e-mail and address', () => {
  it('blocks the 11th attempt for 15 minutes, before checking the password, without locking out the owner elsewhere', async () => {
    const victim = await confirmedSession(server.url, server.database.db);
    const attacker = freshClientIp();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect(codesOf(await signIn(server.url, attacker, victim.user.email, `guess ${attempt}`))).toEqual(['WRONG_CREDENTIALS']);
    }
    const blocked = await signIn(server.url, attacker, victim.user.email, victim.password);
    expect(codesOf(blocked)).toEqual(['TOO_MANY_REQUESTS']);
    expect(retryAfterOf(blocked)).toBeGreaterThan(0);
    expect(retryAfterOf(blocked)).toBeLessThanOrEqual(15 * 60);
    expect((await signIn(server.url, freshClientIp(), victim.user.email, victim.password)).body.errors).toBeUndefined();
    clock.advance(15 * 60 + 1);
    expect((await signIn(server.url, attacker, victim.user.email, victim.password)).body.errors).toBeUndefined();
  });

  it('starts counting again after a successful sign-in', async () => {
    const user = await confirmedSession(server.url, server.database.db);
    const ip = freshClientIp();
    for (let round = 0; round < 2; round += 1) {
      for (let attempt = 0; attempt < 9; attempt += 1) await signIn(server.url, ip, user.user.email, 'wrong password');
      expect((await signIn(server.url, ip, user.user.email, user.password)).body.errors).toBeUndefined();
    }
  });

  it('shares one counter between API instances on the same database', async () => {
    const user = await confirmedSession(server.url, server.database.db);
    const ip = freshClientIp();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect(codesOf(await signIn(attempt % 2 ? secondUrl : server.url, ip, user.user.email, 'wrong password'))).toEqual(['WRONG_CREDENTIALS']);
    }
    expect(codesOf(await signIn(secondUrl, ip, user.user.email, user.password))).toEqual(['TOO_MANY_REQUESTS']);
    expect(codesOf(await signIn(server.url, ip, user.user.email, user.password))).toEqual(['TOO_MANY_REQUESTS']);
  });
});

describe('per address', () => {
  it('blocks an address after 100 failed sign-ins in a day, whichever the accounts', async () => {
    const ip = freshClientIp();
    for (let attempt = 0; attempt < 100; attempt += 1) {
      expect(codesOf(await signIn(server.url, ip, `nobody${attempt}@example.com`, 'wrong password'))).toEqual(['WRONG_CREDENTIALS']);
    }
    expect(codesOf(await signIn(server.url, ip, 'someone-else@example.com', 'wrong password'))).toEqual(['TOO_MANY_REQUESTS']);
  });

  it('allows 10 sign-ups per address per hour', async () => {
    const ip = freshClientIp();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await postFrom(server.url, ip, signUpMutation, { variables: { input: newAccount() } })).body.errors).toBeUndefined();
    }
    expect(codesOf(await postFrom(server.url, ip, signUpMutation, { variables: { input: newAccount() } }))).toEqual(['TOO_MANY_REQUESTS']);
  });
});

describe('aliases', () => {
  it('counts aliased attempts one by one', async () => {
    const user = await confirmedSession(server.url, server.database.db);
    const fields = Array.from({ length: 7 }, (_, index) => `r${index}: resetUserPassword(input: { email: "${user.user.email}", origin: "web" })`);
    const answer = await postFrom(server.url, freshClientIp(), `mutation { ${fields.join(' ')} }`);
    // 5 resets per e-mail per hour: the sixth alias is refused, and execution stops there.
    expect(codesOf(answer)).toEqual(['TOO_MANY_REQUESTS']);
    expect(answer.body.errors?.[0]).toMatchObject({ path: ['r5'] });
    expect(await countMails(server.database.db, user.user.email, 'PASSWORD_RESET')).toBe(5);
  });

  it('counts each executed aliased sign-in attempt', async () => {
    const user = await confirmedSession(server.url, server.database.db);
    const ip = freshClientIp();
    const fields = Array.from({ length: 3 }, (_, index) => `a${index}: signInUser(input: { email: "${user.user.email}", password: "wrong ${index}" }) { accessToken }`);
    const answer = await postFrom(server.url, ip, `mutation { ${fields.join(' ')} }`);
    // A failed non-null mutation field ends the operation, so one attempt ran and one was counted.
    expect(codesOf(answer)).toEqual(['WRONG_CREDENTIALS']);
    const [counter] = await queryRows<{ hits: number }>(server.database.db, sql`select hits from rate_limit_counters where key = ${`sign-in:email-ip:${user.user.email}|${ip}`}`);
    expect(counter?.hits).toBe(1);
  });
});
