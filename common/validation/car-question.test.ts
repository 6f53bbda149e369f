import { describe, expect, it } from 'vitest';
import { carQuestionSchema } from './car-question.ts';

const messages = (input: Record<string, unknown>) => {
  const result = carQuestionSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
};

describe('carQuestionSchema', () => {
  it('accepts a trimmed question of 5 to 150 characters with or without an e-mail', () => {
    expect(carQuestionSchema.parse({ carId: '12', question: '  ¿Tiene garantía?  ' })).toEqual({ carId: '12', question: '¿Tiene garantía?' });
    expect(carQuestionSchema.parse({ carId: '12', question: 'x'.repeat(150), email: ' ana@example.com ' }).email).toBe('ana@example.com');
    expect(carQuestionSchema.parse({ carId: '12', question: 'Hola!', email: '' }).email).toBeUndefined();
  });

  it('answers codes the SPA translates', () => {
    expect(messages({ carId: '1', question: '   abcd   ' })).toEqual(['question:too_short']);
    expect(messages({ carId: '1', question: 'x'.repeat(151) })).toEqual(['question:too_long']);
    expect(messages({ carId: '1', question: 'Hello there', email: 'not-an-email' })).toContain('email:invalid_email');
    expect(messages({ carId: '1', question: 'Hello there', email: `${'a'.repeat(45)}@example.com` })).toContain('email:too_long');
    expect(messages({ carId: ' ', question: 'Hello there' })).toEqual(['carId:required']);
  });
});
