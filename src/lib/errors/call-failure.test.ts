import { ClientError } from 'graphql-request';
import { describe, expect, it } from 'vitest';
import { apiCodeOf, CallFailure, refusing } from './call-failure';
import { describeError } from './error-display';

const refusal = (code: string) => new ClientError({ status: 200, errors: [{ message: 'refused', extensions: { code } }] } as never, { query: '' });

describe('a refused call', () => {
  it("carries the API's code for the machine and the original failure for the words", async () => {
    const original = refusal('SLOT_TAKEN');
    const failure = await refusing(() => Promise.reject(original)).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CallFailure);
    expect(failure).toMatchObject({ code: 'SLOT_TAKEN', cause: original });
    expect(describeError(failure)).toEqual(describeError(original));
  });

  it("lets a feature name a provider's problem, and says nothing of a failure with nothing behind it", async () => {
    const popup = Object.assign(new Error('closed'), { code: 'auth/popup-closed-by-user' });
    const failure = await refusing(() => Promise.reject(popup), (error) => (error === popup ? new CallFailure('popup-closed', popup) : undefined)).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'popup-closed' });
    expect(describeError(failure)).toEqual(describeError(popup));
    expect(describeError(new CallFailure('storage-unavailable', null))).toEqual([]);
  });

  it('reads no code from what is not the API answering', () => {
    expect(apiCodeOf(refusal('WRONG_CREDENTIALS'))).toBe('WRONG_CREDENTIALS');
    expect(apiCodeOf(new Error('offline'))).toBeUndefined();
  });
});
