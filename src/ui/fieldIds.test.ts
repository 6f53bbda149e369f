import { describe, expect, it } from 'vitest';
import { describedBy, fieldIds } from './fieldIds';

describe('describedBy', () => {
  const ids = fieldIds('email');

  it('links nothing when there is no hint or error', () => {
    expect(describedBy(ids, { hint: false, error: false })).toBeUndefined();
  });

  it('links the hint and the error, keeping ids the caller set first', () => {
    expect(describedBy(ids, { hint: true, error: true }, 'terms')).toBe('terms email-hint email-error');
  });

  it('links only the error when the hint is absent', () => {
    expect(describedBy(ids, { hint: false, error: true })).toBe('email-error');
  });
});
