import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createUnsubscribeTokens } from './car-request-unsubscribe-token.ts';

const tokens = createUnsubscribeTokens(randomBytes(32));
const id = '3f1c2a9e-6b1d-4c1e-9a55-0d1f2e3a4b5c';

describe('unsubscribe tokens', () => {
  it('name the request they were made for', () => {
    expect(tokens.requestOf(tokens.tokenFor(id))).toBe(id);
  });

  it('refuse another request’s signature, an altered one, another key’s and anything else', () => {
    const [, signature] = tokens.tokenFor(id).split('.');
    const other = '00000000-0000-4000-8000-000000000000';
    expect(tokens.requestOf(`${other}.${signature}`)).toBeUndefined();
    const lastAltered = `${signature!.slice(0, -1)}${signature!.endsWith('A') ? 'B' : 'A'}`;
    expect(tokens.requestOf(`${id}.${lastAltered}`)).toBeUndefined();
    expect(tokens.requestOf(createUnsubscribeTokens(randomBytes(32)).tokenFor(id))).toBeUndefined();
    for (const bad of ['', '.', id, `${id}.`, `${id}.${signature}.x`, `not-a-uuid.${signature}`]) expect(tokens.requestOf(bad)).toBeUndefined();
  });
});
