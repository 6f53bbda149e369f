import { describe, expect, it } from 'vitest';
import { FAQ_QUESTION_LIMITS, faqQuestionSchema } from './faq-question.ts';

const messages = (input: Record<string, unknown>) => {
  const result = faqQuestionSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
};

describe('faqQuestionSchema', () => {
  it('accepts a trimmed question of 5 to 150 characters and a trimmed e-mail', () => {
    expect(faqQuestionSchema.parse({ question: '  ¿Hay garantía?  ', email: ' ana@example.com ' })).toEqual({
      question: '¿Hay garantía?',
      email: 'ana@example.com',
    });
    expect(faqQuestionSchema.parse({ question: 'Hola!', email: 'a@b.do' }).question).toBe('Hola!');
    expect(faqQuestionSchema.parse({ question: 'x'.repeat(FAQ_QUESTION_LIMITS.maxQuestion), email: 'a@b.do' }).question).toHaveLength(150);
  });

  it('answers codes the SPA translates', () => {
    expect(messages({ question: '  abcd  ', email: 'a@b.do' })).toEqual(['question:too_short']);
    expect(messages({ question: 'x'.repeat(151), email: 'a@b.do' })).toEqual(['question:too_long']);
    expect(messages({ question: 'Hello there', email: 'not-an-email' })).toEqual(['email:invalid_email']);
    expect(messages({ question: 'Hello there', email: `${'a'.repeat(45)}@example.com` })).toContain('email:too_long');
  });

  it('says an empty or missing field is required rather than short or malformed', () => {
    expect(messages({ question: '   ', email: '  ' })).toEqual(['question:required', 'email:required']);
    expect(messages({})).toEqual(['question:required', 'email:required']);
  });
});
