import { describe, expect, it } from 'vitest';
import type { MailLocale } from './account-mails.ts';
import { favoritePriceDropMail } from './favorite-price-mail.ts';
import { localDay } from './santo-domingo-time.ts';

const input = { name: 'María', car: 'Toyota Corolla 2021', wasPrice: 1_250_000, price: 1_150_000, link: 'https://olacars.do/car/toyota-corolla-2021-7', optOutLink: 'https://olacars.do/price-alerts/unsubscribe?lang=es&token={{link-secret}}' };

describe.each(['es', 'en'] satisfies MailLocale[])('the price-drop e-mail in %s', (locale) => {
  const mail = favoritePriceDropMail({ ...input, locale });

  it('names the car, both prices, the saving, its page and the way to stop', () => {
    expect(mail.subject).toContain('Toyota Corolla 2021');
    for (const figure of ['RD$1,250,000', 'RD$1,150,000', 'RD$100,000', input.link, input.optOutLink]) expect(mail.text).toContain(figure);
  });

  it('strikes the old price through in HTML only, and escapes what it is given', () => {
    expect(mail.html).toMatch(/<s style="[^"]*">RD\$1,250,000<\/s>/);
    expect(mail.text).not.toContain('<s');
    const marked = favoritePriceDropMail({ ...input, locale, car: '<b>Kia</b>' });
    expect(marked.html).not.toContain('<b>');
  });
});

describe('localDay', () => {
  it('is the calendar day in Santo Domingo, whatever the server’s zone', () => {
    expect(localDay(new Date('2026-03-10T03:30:00Z'))).toBe('2026-03-09');
    expect(localDay(new Date('2026-03-10T04:00:00Z'))).toBe('2026-03-10');
  });
});
