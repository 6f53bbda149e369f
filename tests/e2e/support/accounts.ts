import type { Page } from '@playwright/test';
import { postFrom } from '../../api/support/client-address.ts';
import { linkIn, readMail } from './mail.ts';

/** What the app keeps in localStorage under `DO_user` once signed in (src/lib/session.ts). */
export type StoredSession = {
  accessToken: string;
  refreshToken: string;
  socialLogin: boolean;
  user: { id: string; name: string; lastName: string; email: string; profilePicture: string | null };
};

export const SESSION_KEY = 'DO_user';

/** An address no other test uses, so runs never collide on an account. */
export const newAddress = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/**
 * A loopback address of its own for each account a fixture makes: sign-ups are rate-limited per
 * client address (SECURITY.md row 6), and the browser's own sign-ups come from 127.0.0.1.
 */
const fixtureAddress = () => `127.${10 + Math.floor(Math.random() * 240)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

async function gql<Data>(baseURL: string, clientIp: string, query: string, variables: Record<string, unknown>): Promise<Data> {
  const { body } = await postFrom<Data>(baseURL, clientIp, query, { variables, headers: { country: 'DO' } });
  if (body.errors?.length) throw new Error(`${body.errors[0]!.extensions?.code}: ${body.errors[0]!.message}`);
  return body.data as Data;
}

type AccountOptions = { email?: string; name?: string; lastName?: string; password: string };

/** Signed up and confirmed through the API and the e-mail it sends, as a visitor who followed the link. */
export async function createConfirmedAccount(baseURL: string, { email = newAddress('e2e'), name = 'Ana', lastName = 'Pérez', password }: AccountOptions) {
  const clientIp = fixtureAddress();
  await gql(baseURL, clientIp, 'mutation signUpUser($input: SignUpUserInput!) { signUpUser(input: $input) { accessToken } }', {
    input: { name, lastName, email, password },
  });
  const token = new URL(linkIn(await readMail({ to: email, kind: 'EMAIL_CONFIRMATION' }))).searchParams.get('token');
  await gql(baseURL, clientIp, 'mutation validateToken($input: ValidateTokenInput!) { validateToken(input: $input) { valid } }', { input: { token } });
  return email;
}

const SIGN_IN = `mutation signInUser($input: SignInUserInput!) {
  signInUser(input: $input) { accessToken refreshToken user { id name lastName email profilePicture socialLogin } }
}`;

export async function signInThroughApi(baseURL: string, email: string, password: string): Promise<StoredSession> {
  type Answer = { signInUser: { accessToken: string; refreshToken: string; user: StoredSession['user'] & { socialLogin: boolean } } };
  const { signInUser } = await gql<Answer>(baseURL, fixtureAddress(), SIGN_IN, { input: { email, password } });
  const { socialLogin, ...user } = signInUser.user;
  return { accessToken: signInUser.accessToken, refreshToken: signInUser.refreshToken, socialLogin, user };
}

/**
 * Puts the session where the app keeps it, as signing in would, then opens `path`. The storage is
 * the origin's, so any page of it will do: the health check, which loads no app, images or data
 * (the home page cost a whole page load per signed-in test).
 */
export async function openSignedIn(page: Page, session: StoredSession, path: string) {
  await page.goto('/healthz');
  await page.evaluate(
    ({ key, value }) => localStorage.setItem(key, value),
    { key: SESSION_KEY, value: JSON.stringify(session) },
  );
  await page.goto(path);
}
