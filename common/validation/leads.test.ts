import { describe, expect, it } from 'vitest';
import { answerLeadSchema, assignLeadSchema, LEAD_ID } from './leads.ts';

describe('the leads inbox schemas', () => {
  it('take a lead id only as a source and an id of that source’s shape', () => {
    expect(LEAD_ID.test('CAR_QUESTION:12')).toBe(true);
    expect(LEAD_ID.test('NEWSLETTER:0b6f3c1e-4d2a-4f7e-9c11-2a3b4c5d6e7f')).toBe(true);
    expect(LEAD_ID.test('CAR_QUESTION:0b6f3c1e-4d2a-4f7e-9c11-2a3b4c5d6e7f')).toBe(false);
    expect(LEAD_ID.test('CAR_REQUEST:12')).toBe(false);
    expect(LEAD_ID.test('SELL_REQUEST:12')).toBe(false);
  });

  it('read no e-mail, an empty one or blanks as handing the lead to nobody, and lower-case an address', () => {
    for (const email of [undefined, null, '', '   ']) expect(assignLeadSchema.parse({ leadId: 'FAQ_QUESTION:1', email }).email).toBeUndefined();
    expect(assignLeadSchema.parse({ leadId: 'FAQ_QUESTION:1', email: 'Ana@Example.com' }).email).toBe('ana@example.com');
    expect(assignLeadSchema.safeParse({ leadId: 'FAQ_QUESTION:1', email: 'not an e-mail' }).success).toBe(false);
  });

  it('bound a reply to 5–2000 characters once trimmed', () => {
    expect(answerLeadSchema.safeParse({ leadId: 'FAQ_QUESTION:1', message: '  Sí  ' }).success).toBe(false);
    expect(answerLeadSchema.parse({ leadId: 'FAQ_QUESTION:1', message: ' Hola, sí. ' }).message).toBe('Hola, sí.');
    expect(answerLeadSchema.safeParse({ leadId: 'FAQ_QUESTION:1', message: 'x'.repeat(2001) }).success).toBe(false);
  });
});
