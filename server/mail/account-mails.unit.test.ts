import { describe, expect, it } from 'vitest';
import { confirmationMail, passwordResetMail, type MailLocale } from './account-mails.ts';

const link = 'https://olacars.do/confirm-email?token=a1b2&lang=es';
const mails = { confirmationMail, passwordResetMail };

describe.each(['es', 'en'] satisfies MailLocale[])('account e-mails in %s', (locale) => {
  it.each(Object.entries(mails))('%s carries the brand, the name, the link and its expiry', (_name, build) => {
    const mail = build({ name: 'María', link, locale });
    expect(mail.subject).toContain('Ola Cars');
    expect(mail.text).toContain('María');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain('María');
    // In an attribute the ampersand is escaped; the browser turns it back into the same URL.
    expect(mail.html).toContain(`href="${link.replace('&', '&amp;')}"`);
    expect(mail.html.match(/<a /g)).toHaveLength(1);
  });

  it('escapes a name that holds markup', () => {
    for (const build of Object.values(mails)) {
      const mail = build({ name: '<script>alert("x")</script>', link, locale });
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
      expect(mail.text).toContain('<script>alert("x")</script>');
    }
  });
});

describe('texts', () => {
  it('are Spanish or English as asked', () => {
    expect(confirmationMail({ name: 'Ana', link, locale: 'es' }).text).toContain('Hola, Ana:');
    expect(confirmationMail({ name: 'Ana', link, locale: 'en' }).text).toContain('Hi Ana,');
  });

  it('state how long each link is valid', () => {
    expect(confirmationMail({ name: 'Ana', link, locale: 'es' }).text).toContain('24 horas');
    expect(confirmationMail({ name: 'Ana', link, locale: 'en' }).text).toContain('24 hours');
    expect(passwordResetMail({ name: 'Ana', link, locale: 'es' }).text).toContain('60 minutos');
    expect(passwordResetMail({ name: 'Ana', link, locale: 'en' }).text).toContain('60 minutes');
  });
});
