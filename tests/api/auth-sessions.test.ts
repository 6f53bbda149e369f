import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REUSE_GRACE_SECONDS } from '../../server/auth/sessions.ts';
import { queryRows } from '../../server/db/client.ts';
import { bearer, codesOf, confirmedSession, refreshMutation, selfUserQuery, testClock, type Session } from './support/accounts.ts';
import { postGraphql } from './support/graphql.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const clock = testClock();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { auth: { now: clock.now } });
});
afterAll(() => server?.close());

const DAY = 24 * 60 * 60;
const signOutMutation = 'mutation signOut($input: SignOutInput!) { signOut(input: $input) }';
const refresh = (refreshToken: string) => postGraphql<{ refreshSession: Session }>(server.url, refreshMutation, { variables: { input: { refreshToken } } });
const self = (accessToken: string) => postGraphql(server.url, selfUserQuery, { headers: bearer(accessToken) });
const newSession = () => confirmedSession(server.url, server.database.db);

describe('refreshSession', () => {
  it('rotates: a new pair works, with no-store, and the old refresh token is spent', async () => {
    const session = await newSession();
    const rotated = await refresh(session.refreshToken);
    expect(rotated.headers.get('cache-control')).toBe('no-store');
    const next = rotated.body.data!.refreshSession;
    expect(next.user.id).toBe(session.user.id);
    expect(next.refreshToken).not.toBe(session.refreshToken);
    expect((await self(next.accessToken)).body.errors).toBeUndefined();
    expect((await refresh(next.refreshToken)).body.errors).toBeUndefined();
  });

  it('revokes the whole family when a used refresh token comes back after the grace', async () => {
    const session = await newSession();
    const next = (await refresh(session.refreshToken)).body.data!.refreshSession;
    clock.advance(REUSE_GRACE_SECONDS + 1);
    expect(codesOf(await refresh(session.refreshToken))).toEqual(['MALFORMED_TOKEN']);
    // Both the thief's and the owner's copies are dead: everyone signs in again.
    expect(codesOf(await refresh(next.refreshToken))).toEqual(['MALFORMED_TOKEN']);
    expect(codesOf(await self(next.accessToken))).toEqual(['MALFORMED_TOKEN']);
    expect(codesOf(await self(session.accessToken))).toEqual(['MALFORMED_TOKEN']);
  });

  it.each([2, 10])('keeps the user signed in through %i parallel refreshes with one token (two tabs, a retry)', async (parallel) => {
    const session = await newSession();
    const answers = await Promise.all(Array.from({ length: parallel }, () => refresh(session.refreshToken)));
    expect(answers.map((answer) => answer.body.errors)).toEqual(answers.map(() => undefined));
    const pairs = answers.map((answer) => answer.body.data!.refreshSession);
    // Every racer gets the winner's successor, so whichever one a tab stores keeps working.
    expect(new Set(pairs.map((pair) => pair.refreshToken)).size).toBe(1);
    expect(pairs[0]!.refreshToken).not.toBe(session.refreshToken);
    for (const pair of pairs) expect((await self(pair.accessToken)).body.errors).toBeUndefined();
    const onward = await refresh(pairs[0]!.refreshToken);
    expect(onward.body.errors).toBeUndefined();
    expect((await self(onward.body.data!.refreshSession.accessToken)).body.errors).toBeUndefined();
  });

  it('answers a repeat within the grace with the same successor and a working access token, storing no raw token', async () => {
    const session = await newSession();
    const first = (await refresh(session.refreshToken)).body.data!.refreshSession;
    clock.advance(REUSE_GRACE_SECONDS - 1);
    const again = await refresh(session.refreshToken);
    expect(again.body.errors).toBeUndefined();
    expect(again.body.data!.refreshSession.refreshToken).toBe(first.refreshToken);
    expect((await self(again.body.data!.refreshSession.accessToken)).body.errors).toBeUndefined();
    const stored = await queryRows<{ dump: string }>(server.database.db, sql`select string_agg(t::text, ' ') as dump from refresh_tokens t`);
    for (const token of [session.refreshToken, first.refreshToken]) expect(stored[0]!.dump).not.toContain(token);
    expect((await refresh(first.refreshToken)).body.errors).toBeUndefined();
  });

  it('treats a repeat within the grace as theft once its successor was itself used: the family ends', async () => {
    const session = await newSession();
    const first = (await refresh(session.refreshToken)).body.data!.refreshSession;
    const second = (await refresh(first.refreshToken)).body.data!.refreshSession;
    clock.advance(5);
    expect(codesOf(await refresh(session.refreshToken))).toEqual(['MALFORMED_TOKEN']);
    expect(codesOf(await refresh(second.refreshToken))).toEqual(['MALFORMED_TOKEN']);
    expect(codesOf(await self(second.accessToken))).toEqual(['MALFORMED_TOKEN']);
  });

  it('expires a refresh token unused for 30 days, and slides with each refresh', async () => {
    const idle = await newSession();
    let active: Session = await newSession();
    for (let step = 0; step < 2; step += 1) {
      clock.advance(20 * DAY);
      active = (await refresh(active.refreshToken)).body.data!.refreshSession;
    }
    expect(codesOf(await refresh(idle.refreshToken))).toEqual(['EXPIRED_TOKEN']);
    expect((await self(active.accessToken)).body.errors).toBeUndefined();
  });

  it('ends a session 90 days after sign-in, however often it was refreshed', async () => {
    let session: Session = await newSession();
    for (let days = 0; days < 88; days += 22) {
      clock.advance(22 * DAY);
      const answer = await refresh(session.refreshToken);
      expect(answer.body.errors).toBeUndefined();
      session = answer.body.data!.refreshSession;
    }
    clock.advance(3 * DAY);
    expect(codesOf(await refresh(session.refreshToken))).toEqual(['EXPIRED_TOKEN']);
  });

  it.each(['', 'garbage', 'a'.repeat(43), 'x'.repeat(5000)])('refuses the made-up refresh token %# with MALFORMED_TOKEN', async (token) => {
    expect(codesOf(await refresh(token))).toEqual(['MALFORMED_TOKEN']);
  });
});

describe('signOut', () => {
  it('revokes the family: its access and refresh tokens stop working, other sessions go on', async () => {
    const session = await newSession();
    const other = await newSession();
    const answer = await postGraphql(server.url, signOutMutation, { variables: { input: { refreshToken: session.refreshToken } } });
    expect(answer.body.data).toEqual({ signOut: true });
    expect(codesOf(await self(session.accessToken))).toEqual(['MALFORMED_TOKEN']);
    expect(codesOf(await refresh(session.refreshToken))).toEqual(['MALFORMED_TOKEN']);
    expect((await self(other.accessToken)).body.errors).toBeUndefined();
    expect((await postGraphql(server.url, signOutMutation, { variables: { input: { refreshToken: 'unknown' } } })).body.data).toEqual({ signOut: true });
  });

  it('ends everything even within the grace of a refresh: the old token brings nothing back', async () => {
    const session = await newSession();
    const pairs = (await Promise.all([refresh(session.refreshToken), refresh(session.refreshToken)])).map((answer) => answer.body.data!.refreshSession);
    const answer = await postGraphql(server.url, signOutMutation, { variables: { input: { refreshToken: pairs[0]!.refreshToken } } });
    expect(answer.body.data).toEqual({ signOut: true });
    for (const token of [session.refreshToken, pairs[0]!.refreshToken]) expect(codesOf(await refresh(token))).toEqual(['MALFORMED_TOKEN']);
    for (const pair of pairs) expect(codesOf(await self(pair.accessToken))).toEqual(['MALFORMED_TOKEN']);
  });
});
