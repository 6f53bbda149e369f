import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('revokes the whole family when a used refresh token comes back', async () => {
    const session = await newSession();
    const next = (await refresh(session.refreshToken)).body.data!.refreshSession;
    expect(codesOf(await refresh(session.refreshToken))).toEqual(['MALFORMED_TOKEN']);
    // Both the thief's and the owner's copies are dead: everyone signs in again.
    expect(codesOf(await refresh(next.refreshToken))).toEqual(['MALFORMED_TOKEN']);
    expect(codesOf(await self(next.accessToken))).toEqual(['MALFORMED_TOKEN']);
    expect(codesOf(await self(session.accessToken))).toEqual(['MALFORMED_TOKEN']);
  });

  it('lets exactly one of parallel refreshes with one token succeed', async () => {
    const session = await newSession();
    const answers = await Promise.all(Array.from({ length: 8 }, () => refresh(session.refreshToken)));
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    expect(answers.filter((answer) => !answer.body.errors).length).toBe(1);
    for (const answer of answers.filter((each) => each.body.errors)) expect(codesOf(answer)).toEqual(['MALFORMED_TOKEN']);
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
});
