import { describe, expect, it, vi } from 'vitest';
import { createErrorToasts } from './error-toasts';

describe("a feature's error toasts", () => {
  it('keeps each refusal until it is dismissed, and tells whoever listens', () => {
    const toasts = createErrorToasts();
    const heard = vi.fn();
    const stop = toasts.subscribe(heard);
    toasts.show(new Error('offline'));
    toasts.show(new Error('refused'));
    expect(toasts.current().map(({ id }) => id)).toEqual([1, 2]);
    toasts.dismiss(1);
    expect(toasts.current()).toEqual([{ id: 2, error: new Error('refused') }]);
    expect(heard).toHaveBeenCalledTimes(3);
    stop();
    toasts.show(new Error('again'));
    expect(heard).toHaveBeenCalledTimes(3);
  });

  it('keeps one store apart from another', () => {
    const favourites = createErrorToasts();
    const sales = createErrorToasts();
    favourites.show('x');
    expect(sales.current()).toEqual([]);
  });
});
