import { ClientError } from 'graphql-request';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeStorage } from '../../machines/testing/fake-storage';
import type { TypedDocumentString } from './generated/graphql';

const SESSION = JSON.stringify({ accessToken: 'h.p.s', refreshToken: 'r', socialLogin: false, user: { id: '7', name: 'Ana', lastName: 'Díaz', email: 'ana@example.com', profilePicture: null } });
const assign = vi.fn();

beforeEach(() => {
  vi.stubGlobal('localStorage', fakeStorage({ DO_user: SESSION, lang: 'en' }));
  vi.stubGlobal('location', { origin: 'http://127.0.0.1:3000', assign });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  assign.mockReset();
});

const request = { operationName: 'getCar' } as never;
const answer = (code: string) => ({ data: null, errors: [{ message: 'refused', extensions: { code } }], status: 200, headers: new Headers() }) as never;
const refused = (code: string) => new ClientError({ errors: [{ message: 'refused', extensions: { code } }], status: 200 } as never, { query: '' });

describe("the request client's error handler (SPEC §8)", () => {
  it.each(['EXPIRED_TOKEN', 'MALFORMED_TOKEN'])('%s clears everything stored and goes to the root', async (code) => {
    const { handleErrors } = await import('./client');
    handleErrors(answer(code), request);
    expect(localStorage.length).toBe(0);
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('also when the code comes in a refused response', async () => {
    const { handleErrors } = await import('./client');
    handleErrors(refused('MALFORMED_TOKEN'), request);
    expect(localStorage.length).toBe(0);
    expect(assign).toHaveBeenCalledWith('/');
  });

  it.each(['UNAUTHENTICATED', 'INVALID_TOKEN', 'BAD_USER_INPUT', 'INTERNAL_SERVER_ERROR'])('%s is only logged', async (code) => {
    const { handleErrors } = await import('./client');
    handleErrors(answer(code), request);
    handleErrors(refused(code), request);
    expect(localStorage.getItem('DO_user')).toBe(SESSION);
    expect(assign).not.toHaveBeenCalled();
    expect(console.error).toHaveBeenCalledTimes(2);
  });

  it('logs the codes and messages only, never the variables sent (a cédula, a salary)', async () => {
    const { handleErrors } = await import('./client');
    const withVariables = new ClientError({ errors: [{ message: 'refused', extensions: { code: 'BAD_USER_INPUT' } }], status: 200 } as never, { query: '', variables: { documentId: '00112345678' } });
    handleErrors(withVariables, request);
    expect(JSON.stringify(vi.mocked(console.error).mock.calls)).not.toContain('00112345678');
    expect(vi.mocked(console.error).mock.calls[0]).toEqual(['GraphQL getCar failed', [{ code: 'BAD_USER_INPUT', message: 'refused' }]]);
  });

  it('a network failure is only logged', async () => {
    const { handleErrors } = await import('./client');
    handleErrors(new TypeError('fetch failed'), request);
    expect(localStorage.length).toBe(2);
    expect(console.error).toHaveBeenCalledOnce();
  });
});

describe('the session refresh request', () => {
  it('goes out without the stored access token, which may have expired while the laptop slept', async () => {
    const headers: Headers[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      headers.push(new Headers(init.headers));
      return new Response(JSON.stringify({ data: { ok: true } }), { headers: { 'content-type': 'application/json' } });
    });
    const { gqlRequest, gqlRequestWithoutSession } = await import('./client');
    const document = { toString: () => 'query ok { ok }' } as TypedDocumentString<{ ok: boolean }, Record<string, never>>;
    await gqlRequest(document);
    await gqlRequestWithoutSession(document);
    expect(headers.map((sent) => sent.get('authorization') ?? '')).toEqual(['Bearer h.p.s', '']);
  });
});
