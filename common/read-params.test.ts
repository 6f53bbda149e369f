import { describe, expect, it } from 'vitest';
import { finiteNumber, oneOf, optionalText, readParams, textMatching, textOr, textUpTo, wholeNumberWithin } from './read-params';

describe('readParams', () => {
  const read = readParams({ tab: oneOf(['profile', 'password'] as const), token: textOr('') });

  it('keeps the values that read, and drops keys it does not know', () => {
    expect(read({ tab: 'password', token: 'abc', other: 1 })).toStrictEqual({ tab: 'password', token: 'abc' });
  });

  it('reads a malformed value as its fallback, never as an error', () => {
    expect(read({ tab: 'admin', token: 42 })).toStrictEqual({ tab: undefined, token: '' });
    expect(read('garbage')).toStrictEqual({ token: '' });
  });

  it('leaves out an optional key the address did not carry', () => {
    expect(Object.keys(read({}))).toEqual(['token']);
  });
});

describe('readers', () => {
  it('take strings only where text is expected', () => {
    expect(optionalText('/user/buy')).toBe('/user/buy');
    expect(optionalText(2020)).toBeUndefined();
    expect(textUpTo(3)('abc')).toBe('abc');
    expect(textUpTo(3)('abcd')).toBeUndefined();
    expect(textMatching(/^[a-z]+$/)('corolla')).toBe('corolla');
    expect(textMatching(/^[a-z]+$/)('Corolla')).toBeUndefined();
  });

  it('take finite numbers, and whole numbers within bounds from numbers or text', () => {
    expect(finiteNumber(2019)).toBe(2019);
    expect(finiteNumber('2019')).toBeUndefined();
    expect(finiteNumber(Number.POSITIVE_INFINITY)).toBeUndefined();
    expect(wholeNumberWithin(1, 400)('12')).toBe(12);
    expect(wholeNumberWithin(1, 400)(0)).toBeUndefined();
    expect(wholeNumberWithin(1, 400)(2.5)).toBeUndefined();
    expect(wholeNumberWithin(1, 400)('page')).toBeUndefined();
  });
});
