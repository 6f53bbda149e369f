import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes } from '../../server/graphql/errors.ts';
import { freshClientIp, postFrom } from './support/client-address.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const knownCodes = new Set<string>(errorCodes);
const nasty = fc.constantFrom(
  "' or 1=1 --",
  '"; drop table users; --',
  '\u0000',
  '🇩🇴',
  'a@b.co',
  'MARIA@EXAMPLE.COM',
  ' ',
  'null',
  'x'.repeat(51),
  '$argon2id$v=19$m=19456,t=2,p=1$',
  'eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.',
  'A'.repeat(43),
);
const text = fc.oneof(nasty, fc.string({ maxLength: 60 }), fc.string({ unit: 'binary', maxLength: 60 }), fc.constant('x'.repeat(100_000)));
// Variables arrive as JSON: the right type or any other.
const value = fc.oneof(text, fc.constantFrom(null, 0, -1, 1e300, true, [], {}, ['a'], { email: 'a@b.co' }));
const input = (keys: string[]) => fc.oneof(fc.dictionary(fc.constantFrom(...keys, 'extra'), value), value);

const operations = [
  ['mutation m($input: SignInUserInput!) { signInUser(input: $input) { accessToken } }', ['email', 'password']],
  ['mutation m($input: SignUpUserInput!) { signUpUser(input: $input) { accessToken } }', ['name', 'lastName', 'email', 'password', 'locale']],
  ['mutation m($input: ResetUserPasswordInput!) { resetUserPassword(input: $input) }', ['email', 'origin', 'locale']],
  ['mutation m($input: ValidateTokenInput!) { validateToken(input: $input) { valid } }', ['token']],
  ['mutation m($input: RefreshSessionInput!) { refreshSession(input: $input) { accessToken } }', ['refreshToken']],
  ['mutation m($input: CompletePasswordResetInput!) { completePasswordReset(input: $input) }', ['token', 'password']],
  ['mutation m($input: SocialSignInInput!) { socialSignIn(input: $input) { accessToken } }', ['token']],
] as const;

const request = fc.oneof(
  ...operations.map(([query, keys]) => fc.record({ query: fc.constant(query), input: input([...keys]), authorization: fc.oneof(fc.constant(''), text.map((token) => `Bearer ${token}`), text) })),
);

describe('account operations under fuzzed input', () => {
  // 2,000 requests, some hashing a password or carrying 100,000 characters: bounded, but not by the default minute on a busy machine.
  it('never answer 5xx and use only contract codes', { timeout: 240_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(request, async ({ query, input: fuzzed, authorization }) => {
        // Each request from its own address, so rate limits do not hide the validation paths.
        const headers = { authorization: authorization.replace(/[^\t\x20-\x7e]/g, '') };
        const { status, body } = await postFrom(server.url, freshClientIp(), query, { variables: { input: fuzzed }, headers });
        expect(status).toBeLessThan(500);
        for (const error of body.errors ?? []) expect(knownCodes.has(error.extensions?.code ?? '')).toBe(true);
        expect(body.errors?.some((error) => error.extensions?.code === 'INTERNAL_SERVER_ERROR') ?? false).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });
});
