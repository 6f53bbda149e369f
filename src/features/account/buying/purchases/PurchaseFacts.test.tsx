import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Purchase } from '../api/purchases-query';
import { PurchaseFacts } from './PurchaseFacts';

// The English catalog as the app loads it, so a missing translation fails here too.
const english = import.meta.glob<{ messages: Messages }>('../../../../../locales/en/user.po');
const es = setupI18n({ locale: 'es', messages: { es: {} } });
const en = setupI18n();

beforeAll(async () => {
  en.loadAndActivate({ locale: 'en', messages: (await english['../../../../../locales/en/user.po']!()).messages });
});

const car = { id: '1', slug: 'toyota-corolla-2020-1', title: 'Toyota Corolla 2020', mainPicture: '/pictures/1.webp' };
const held = { amount: 75, currency: 'USD', status: 'HELD', cardBrand: 'visa', cardLast4: '4242' };
const reservation: Purchase = { id: 'p1', status: 'RESERVED', view: 'IN_PROGRESS', method: 'RESERVATION', expiresAt: '2026-03-05T16:30:00Z', createdAt: '2026-03-02T16:30:00Z', car, deposit: held };

const render = (purchase: Purchase, i18n: I18n = es) =>
  renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <PurchaseFacts purchase={purchase} />
    </I18nProvider>,
  )
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('a purchase card facts', () => {
  it('word a cash purchase by SPEC §3 label, in both languages', () => {
    const cash = { ...reservation, status: 'IN_PROGRESS', method: 'CASH', expiresAt: null, deposit: null };
    expect(render(cash)).toContain('Forma de pago Pago en efectivo');
    expect(render(cash, en)).toContain('Payment method Cash payment');
    expect(render(cash)).not.toContain('Depósito');
  });

  it('show a held deposit with its card, and until when the reservation holds the car, at Santo Domingo hour', () => {
    const text = render(reservation);
    expect(text).toContain('Reserva');
    expect(text).toContain('US$75 retenido, reembolsable');
    expect(text).toContain('Visa •••• 4242');
    expect(text).toMatch(/Reservado hasta 5 de marzo de 2026\D+12:30/);
    expect(render(reservation, en)).toMatch(/Reserved until March 5, 2026\D+12:30 PM.*US\$75 held, refundable/);
  });

  it('show a refunded deposit with its amount, and no longer a hold', () => {
    const cancelled = { ...reservation, status: 'CANCELED', view: 'COMPLETE', method: 'CASH', deposit: { ...held, status: 'REFUNDED' } };
    expect(render(cancelled)).toContain('US$75 reembolsado');
    expect(render(cancelled, en)).toContain('US$75 refunded');
    expect(render(cancelled)).not.toContain('Reservado hasta');
  });

  it('show a deposit applied to the purchase, or still being charged', () => {
    expect(render({ ...reservation, status: 'COMPLETED', view: 'COMPLETE', deposit: { ...held, status: 'APPLIED' } })).toContain('US$75 aplicado a la compra');
    expect(render({ ...reservation, deposit: { ...held, status: 'PENDING', cardBrand: null, cardLast4: null } }, en)).toContain('US$75, charge pending');
  });
});
