import { type Messages, setupI18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { valueText } from './audit-values';

// The English catalog as the app loads it, so a missing translation fails here too.
const english = import.meta.glob<{ messages: Messages }>('../../../../locales/en/ops.po');
const es = setupI18n({ locale: 'es', messages: { es: {} } });
const en = setupI18n();

beforeAll(async () => {
  en.loadAndActivate({ locale: 'en', messages: (await english['../../../../locales/en/ops.po']!()).messages });
});

describe('a recorded value as staff read it', () => {
  it('names roles and statuses by the kind of record, in the language of the page', () => {
    expect(valueText(es, 'user', 'roles', ['appraiser', 'admin'])).toBe('Tasador, Administrador');
    expect(valueText(en, 'user', 'roles', ['operator', 'owner'])).toBe('Operator, owner');
    expect(valueText(es, 'car', 'status', 'SOLD')).toBe('Vendido');
    expect(valueText(es, 'sell_request', 'status', 'PENDING')).toBe('Con oferta');
    expect(valueText(es, 'other', 'status', 'PENDING')).toBe('PENDING');
  });

  it('shows prices in pesos, yes and no, nothing, and times at Santo Domingo’s hour', () => {
    expect(valueText(es, 'car', 'basePrice', 850_000)).toMatch(/RD \$\s?850,000/);
    expect(valueText(en, 'car', 'hasOffer', true)).toBe('Yes');
    expect(valueText(es, 'sell_request', 'offer', null)).toBe('(ninguno)');
    expect(valueText(es, 'user', 'roles', [])).toBe('');
    expect(valueText(en, 'sell_request', 'offerExpiresAt', '2026-03-16T14:15:00.000Z')).toBe('Mar 16, 2026, 10:15 AM');
    expect(valueText(es, 'x', 'nested', { a: 1 })).toBe('{"a":1}');
  });
});
