import { ClientError } from 'graphql-request';
import { describe, expect, it } from 'vitest';
import { currentPasswordFailure } from './current-password-failure';

const request = { query: 'mutation changePassword { changePassword }' };
const answer = (code: string) =>
  new ClientError({ status: 200, headers: new Headers(), body: '', errors: [{ message: 'The current password is wrong.', extensions: { code } }] as never }, request);

describe('a refused password change', () => {
  it('names the current password, not an e-mail the user never typed', () => {
    expect(currentPasswordFailure(answer('WRONG_CREDENTIALS'))).toEqual({ code: 'WRONG_CURRENT_PASSWORD' });
  });

  it('passes any other failure on as it came', () => {
    const limited = answer('TOO_MANY_REQUESTS');
    expect(currentPasswordFailure(limited)).toBe(limited);
    const offline = new TypeError('Failed to fetch');
    expect(currentPasswordFailure(offline)).toBe(offline);
  });
});
