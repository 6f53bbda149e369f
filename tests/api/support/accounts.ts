import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { IdentityVerifier, VerifiedIdentity } from '../../../server/auth/identity.ts';
import { type Db, queryRows } from '../../../server/db/client.ts';
import { revealBodies } from '../../../server/mail/link-secrets.ts';
import { freshClientIp, postFrom } from './client-address.ts';
import type { GraphQLResponse } from './graphql.ts';
import { linkSecretsOf } from './outbox-keys.ts';

export const userFields = 'id name lastName email profilePicture documentId drivingLicense telephoneNumber address socialLogin hasPassword';
export const payloadFields = `accessToken refreshToken user { ${userFields} }`;
export const signUpMutation = `mutation signUpUser($input: SignUpUserInput!) { signUpUser(input: $input) { ${payloadFields} } }`;
export const signInMutation = `mutation signInUser($input: SignInUserInput!) { signInUser(input: $input) { ${payloadFields} } }`;
export const validateMutation = 'mutation validateToken($input: ValidateTokenInput!) { validateToken(input: $input) { valid purpose } }';
export const refreshMutation = `mutation refreshSession($input: RefreshSessionInput!) { refreshSession(input: $input) { ${payloadFields} } }`;
export const selfUserQuery = `query selfUser { selfUser { ${userFields} } }`;

export interface Session {
  accessToken: string;
  refreshToken: string;
  user: { id: string; email: string };
}

/** A clock the server reads instead of the system's; tests move it forward. */
export function testClock(start = new Date()) {
  let current = start;
  return {
    now: () => current,
    advance(seconds: number) {
      current = new Date(current.getTime() + seconds * 1000);
    },
  };
}

/** Stands in for Firebase: a token is the key of an identity the test registered. */
export function fakeIdentity(identities: Record<string, VerifiedIdentity>): IdentityVerifier {
  return {
    async verifyIdToken(idToken) {
      const identity = identities[idToken];
      if (!identity) throw new Error('unknown test token');
      return identity;
    },
  };
}

export const codesOf = (response: GraphQLResponse) => (response.body.errors ?? []).map((error) => error.extensions?.code);

let userNumber = 0;
export function newAccount(overrides: Partial<{ name: string; lastName: string; email: string; password: string }> = {}) {
  userNumber += 1;
  return { name: 'María', lastName: 'Núñez Peña', email: `maria.${userNumber}.${Date.now()}@example.com`, password: 'correct horse 1', ...overrides };
}

/**
 * The token of the newest link e-mailed to `email` (of `kind`), as the recipient would read it:
 * the outbox row's text with its sealed token opened by the test server's key (outbox-keys.ts).
 * An opaque token, or a signed id (`<uuid>.<signature>`) for the links that name a row.
 */
export async function mailedToken(db: Db, email: string, kind: string): Promise<string> {
  const [mail] = await queryRows<{ to_address: string; text_body: string; html_body: string; link_secret: string | null }>(
    db,
    sql`select to_address, text_body, html_body, link_secret from mail_outbox
        where lower(to_address) = ${email.toLowerCase()} and kind = ${kind} order by created_at desc, id desc limit 1`,
  );
  const text = mail && revealBodies({ toAddress: mail.to_address, textBody: mail.text_body, htmlBody: mail.html_body, linkSecret: mail.link_secret }, linkSecretsOf(db)).text;
  const token = text && /[?&]token=([A-Za-z0-9_.-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no ${kind} e-mail for ${email}`);
  return token;
}

export async function countMails(db: Db, email: string, kind: string): Promise<number> {
  const rows = await queryRows<{ count: number }>(db, sql`select count(*)::int as count from mail_outbox where lower(to_address) = ${email.toLowerCase()} and kind = ${kind}`);
  return rows[0]?.count ?? 0;
}

/** Signs up, follows the confirmation link and signs in; each step must succeed. */
export async function confirmedSession(url: string, db: Db, account = newAccount(), clientIp = freshClientIp()): Promise<Session & { password: string }> {
  const signedUp = await postFrom(url, clientIp, signUpMutation, { variables: { input: account } });
  expect(signedUp.body.errors).toBeUndefined();
  const token = await mailedToken(db, account.email, 'EMAIL_CONFIRMATION');
  const confirmed = await postFrom(url, clientIp, validateMutation, { variables: { input: { token } } });
  expect(confirmed.body.errors).toBeUndefined();
  const signedIn = await postFrom<{ signInUser: Session }>(url, clientIp, signInMutation, { variables: { input: { email: account.email, password: account.password } } });
  expect(signedIn.body.errors).toBeUndefined();
  return { ...signedIn.body.data!.signInUser, password: account.password };
}

export const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });
