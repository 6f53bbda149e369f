import { describe, expect, it } from 'vitest';
import { leadAnswerMail } from './lead-answer-mail.ts';

describe('the reply to a lead', () => {
  it('keeps each paragraph the member of staff typed, and what was asked, as text and escaped HTML', () => {
    const mail = leadAnswerMail({ locale: 'es', answer: 'Sí, está disponible.\n\nPuede verlo <mañana> en Piantini.', question: '¿Sigue a la venta?', link: 'https://olacars.do' });
    expect(mail.subject).toBe('Te respondemos desde Ola Cars');
    expect(mail.text).toContain('Sí, está disponible.\n\nPuede verlo <mañana> en Piantini.');
    expect(mail.text).toContain('Nos escribiste: «¿Sigue a la venta?»');
    expect(mail.html).toContain('Puede verlo &lt;mañana&gt; en Piantini.');
    expect(mail.html).not.toContain('<mañana>');
  });

  it('is in English for a lead that chose English, and says nothing of a question when there was none', () => {
    const mail = leadAnswerMail({ locale: 'en', answer: 'We found two cars within your budget.', question: null, link: 'https://olacars.do' });
    expect(mail.subject).toBe('Our answer from Ola Cars');
    expect(mail.text).toContain('We found two cars within your budget.');
    expect(mail.text).not.toContain('You wrote');
  });
});
