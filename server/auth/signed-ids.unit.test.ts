import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSignedIds } from './signed-ids.ts';

const key = randomBytes(32);
const tokens = createSignedIds(key, 'carRequestUnsubscribe');
const id = '3f1c2a9e-6b1d-4c1e-9a55-0d1f2e3a4b5c';

describe('signed ids', () => {
  it('name the row they were made for', () => {
    expect(tokens.idOf(tokens.tokenFor(id))).toBe(id);
  });

  it('refuse another row’s signature, an altered one, another key’s and anything else', () => {
    const [, signature] = tokens.tokenFor(id).split('.');
    const other = '00000000-0000-4000-8000-000000000000';
    expect(tokens.idOf(`${other}.${signature}`)).toBeUndefined();
    const lastAltered = `${signature!.slice(0, -1)}${signature!.endsWith('A') ? 'B' : 'A'}`;
    expect(tokens.idOf(`${id}.${lastAltered}`)).toBeUndefined();
    expect(tokens.idOf(createSignedIds(randomBytes(32), 'carRequestUnsubscribe').tokenFor(id))).toBeUndefined();
    for (const bad of ['', '.', id, `${id}.`, `${id}.${signature}.x`, `not-a-uuid.${signature}`, `${id}.${'A'.repeat(300)}`]) expect(tokens.idOf(bad)).toBeUndefined();
  });

  it('refuse a token made for another purpose with the same key', () => {
    const newsletter = createSignedIds(key, 'newsletterUnsubscribe');
    expect(newsletter.idOf(tokens.tokenFor(id))).toBeUndefined();
    expect(tokens.idOf(newsletter.tokenFor(id))).toBeUndefined();
  });
});
