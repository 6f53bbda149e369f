import { describe, expect, it, vi } from 'vitest';
import { displayCurrency, pickDisplayCurrency } from './display-currency';

const peso = { code: 'DOP', symbol: 'RD $', value: 1 };
const dollar = { code: 'USD', symbol: 'US$', value: 0.0165 };

describe('pickDisplayCurrency', () => {
  it('applies the remembered currency when the market offers a choice', () => {
    expect(pickDisplayCurrency({ countryCurrency: peso, offered: [peso, dollar], canChoose: true, rememberedCode: 'USD' })).toBe(dollar);
  });

  it('falls back to the country currency when nothing or something unknown is remembered', () => {
    expect(pickDisplayCurrency({ countryCurrency: peso, offered: [peso, dollar], canChoose: true, rememberedCode: null })).toBe(peso);
    expect(pickDisplayCurrency({ countryCurrency: peso, offered: [peso, dollar], canChoose: true, rememberedCode: 'EUR' })).toBe(peso);
  });

  it('ignores the remembered currency where the market offers no choice', () => {
    expect(pickDisplayCurrency({ countryCurrency: peso, offered: [peso, dollar], canChoose: false, rememberedCode: 'USD' })).toBe(peso);
  });
});

describe('displayCurrency store', () => {
  it('notifies subscribers only when the currency actually changes', () => {
    const listener = vi.fn();
    const unsubscribe = displayCurrency.subscribe(listener);
    displayCurrency.set(peso);
    displayCurrency.set({ ...peso });
    displayCurrency.set(dollar);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(displayCurrency.get()).toEqual(dollar);
    unsubscribe();
    displayCurrency.set(peso);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
