import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UnsecuredJWT } from 'jose';
import { codesOf, payloadFields } from './support/accounts.ts';
import { postGraphql } from './support/graphql.ts';
import { startServerProcess, type ServerProcess } from './support/server-process.ts';

// SECURITY.md row 15: a deployment that forgot a setting starts (these settings are all valid),
// but none of the development conveniences is reachable: no mailbox with live reset links, no
// schema introspection, no Auth emulator vouching for whoever asks.
const reachable = { AUTH_SECRET: 'r'.repeat(40), PUBLIC_URL: 'https://olacars.example' };
const misconfigurations: [string, Record<string, string>][] = [
  ['NODE_ENV unset beside real SMTP', { SMTP_URL: 'smtp://127.0.0.1:9' }],
  ['NODE_ENV unset on every interface', { HOST: '0.0.0.0', ...reachable }],
  ['NODE_ENV unset with a real Firebase project', { FIREBASE_PROJECT_ID: 'ola-cars-do' }],
  ['production', { NODE_ENV: 'production', ...reachable }],
];

const servers = new Map<string, ServerProcess>();
beforeAll(async () => {
  // Side by side to save time; every one that started is stopped below, even if another failed.
  const started = await Promise.allSettled(misconfigurations.map(async ([name, env]) => servers.set(name, await startServerProcess(env))));
  for (const outcome of started) if (outcome.status === 'rejected') throw outcome.reason;
}, 400_000);
afterAll(async () => {
  for (const server of servers.values()) await server.stop();
});

// What an Auth emulator issues: an unsigned token saying Google vouches for this e-mail. A server
// that trusts an emulator checks no signature, only that its emulator knows the user.
function emulatorStyleToken(projectId: string, email: string): string {
  const now = Math.floor(Date.now() / 1000);
  return new UnsecuredJWT({ firebase: { sign_in_provider: 'google.com', identities: { email: [email] } }, email, email_verified: true })
    .setSubject('made-up-uid').setAudience(projectId).setIssuer(`https://securetoken.google.com/${projectId}`)
    .setIssuedAt(now).setExpirationTime(now + 3600).encode();
}

const socialSignIn = `mutation socialSignIn($input: SocialSignInInput!) { socialSignIn(input: $input) { ${payloadFields} } }`;

describe.each(misconfigurations)('a server started with %s', (name, env) => {
  const url = () => servers.get(name)!.url;

  it('has no mailbox', async () => {
    for (const path of ['/dev/mailbox', '/dev/mailbox/00000000-0000-4000-8000-000000000000']) {
      const response = await fetch(`${url()}${path}`, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(404);
      expect(await response.text()).not.toMatch(/mailbox/i);
    }
  });

  it('refuses introspection and gives no field suggestions', async () => {
    const introspection = await postGraphql(url(), '{ __schema { types { name } } }');
    expect(introspection.status).toBe(400);
    expect(JSON.stringify(introspection.body)).not.toContain('getSetting');
    const typo = await postGraphql(url(), '{ getCurrencie { code } }');
    expect(typo.body.errors?.[0]?.message).not.toContain('Did you mean');
  });

  it('tells the app of no Auth emulator and refuses a Google sign-in an emulator made up', async () => {
    const runtimeConfig = await (await fetch(`${url()}/config.js`)).text();
    expect(runtimeConfig).not.toContain('emulatorUrl');
    const forged = emulatorStyleToken(env.FIREBASE_PROJECT_ID ?? 'demo-ola-cars', 'victim@example.com');
    const answer = await postGraphql(url(), socialSignIn, { variables: { input: { token: forged } } });
    expect(codesOf(answer)).toEqual(['INVALID_TOKEN']);
    expect(answer.body.data).toBeNull();
  });
});
