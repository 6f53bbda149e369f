import { describe, expect, it } from 'vitest';
import { integer, lenientObject, mapped, oneOf, text } from './lenient-read';

describe('lenient readers', () => {
  it('read each key on its own, leaving out what is malformed', () => {
    const read = lenientObject({ tab: oneOf(['open', 'closed']), page: integer(1, 9), q: text({ maxLength: 5 }) });
    expect(read({ tab: 'open', page: 3, q: 'vw' })).toEqual({ tab: 'open', page: 3, q: 'vw' });
    // Every key is there, undefined when unread: the router lays this over the raw search.
    expect(read({ tab: 'other', page: 30, q: 'too long' })).toStrictEqual({ tab: undefined, page: undefined, q: undefined });
    expect(read({ tab: 'closed', page: '2x' })).toStrictEqual({ tab: 'closed', page: undefined, q: undefined });
  });

  it('read anything that is not an object as an empty one', () => {
    const read = lenientObject({ q: text() });
    for (const raw of [undefined, null, 'q', 7, ['q']]) expect(read(raw)).toStrictEqual({ q: undefined });
  });

  it('take a number the router parsed from the URL as its text, unless told not to', () => {
    expect(text()(2020)).toBe('2020');
    expect(text({ numbers: false })(2020)).toBeUndefined();
    expect(text()(Number.NaN)).toBeUndefined();
    expect(text()({ toString: () => 'x' })).toBeUndefined();
    expect(oneOf(['1', '2'])(2)).toBe('2');
  });

  it('trim before measuring and testing', () => {
    const read = text({ trim: true, minLength: 1, test: (value) => /^[a-z]+$/.test(value) });
    expect(read('  abc ')).toBe('abc');
    expect(read('   ')).toBeUndefined();
    expect(read('ab1')).toBeUndefined();
  });

  it('read whole numbers in range from numbers or digits, never from empty text or booleans', () => {
    const read = integer(0, 100);
    expect(read(42)).toBe(42);
    expect(read('42')).toBe(42);
    expect(read(' 7 ')).toBe(7);
    for (const raw of ['', '  ', 4.5, -1, 101, true, 'abc']) expect(read(raw)).toBeUndefined();
  });

  it('change a read value, an absent one staying absent', () => {
    const read = mapped(text(), (value) => value.toUpperCase() || undefined);
    expect(read('ab')).toBe('AB');
    expect(read('')).toBeUndefined();
    expect(read(undefined)).toBeUndefined();
  });
});
