import { describe, expect, it } from 'vitest';
import { LruCache } from './lru-cache.ts';

describe('LruCache', () => {
  it('drops the least recently used entry past its capacity', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([1, undefined, 3]);
  });

  it('keeps weighed entries within the budget, and a replaced entry weighs only once', () => {
    const cache = new LruCache<string, Uint8Array>(100, { weigh: (value) => value.byteLength, budget: 10 });
    cache.set('a', new Uint8Array(4));
    cache.set('a', new Uint8Array(4));
    cache.set('b', new Uint8Array(4));
    expect(cache.get('a')).toBeDefined();
    cache.set('c', new Uint8Array(4));
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map((value) => value !== undefined)).toEqual([true, false, true]);
    cache.clear();
    cache.set('d', new Uint8Array(10));
    expect(cache.get('d')).toBeDefined();
  });

  it('keeps the newest entry even when it alone is over the budget', () => {
    const cache = new LruCache<string, Uint8Array>(100, { weigh: (value) => value.byteLength, budget: 10 });
    cache.set('big', new Uint8Array(20));
    expect(cache.get('big')).toBeDefined();
  });
});
