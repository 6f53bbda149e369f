import { describe, expect, it } from 'vitest';
import { mailboxMessagePage } from './mailbox-html.ts';

const message = {
  id: '6f1c2a9e-8b7d-4c3e-9a10-2b3c4d5e6f70',
  toAddress: 'ana@example.com',
  subject: 'Tu prueba de manejo',
  kind: 'TEST_DRIVE_CONFIRMATION',
  createdAt: new Date('2026-03-09T14:00:00Z'),
  sentAt: null,
  textBody: 'Hola',
  htmlBody: '<p>Hola</p>',
};

describe('the development mailbox’s message page', () => {
  it('shows each attachment by name and type, its text escaped', () => {
    const page = mailboxMessagePage({ ...message, attachments: [{ filename: 'prueba-de-manejo.ics', contentType: 'text/calendar', content: 'SUMMARY:<b>Corolla</b>' }] });
    expect(page).toContain('Attachment prueba-de-manejo.ics (text/calendar)');
    expect(page).toContain('SUMMARY:&lt;b&gt;Corolla&lt;/b&gt;');
  });

  it('shows no attachment section for a message without one', () => {
    expect(mailboxMessagePage({ ...message, attachments: null })).not.toContain('Attachment');
  });
});
