import { describe, expect, it } from 'vitest';
import { anonymousCarQuestionSchema, carQuestionSchema } from './car-question.ts';

const messages = (input: Record<string, unknown>, schema: typeof carQuestionSchema = carQuestionSchema) => {
  const result = schema.safeParse(input);
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

  it('says an empty question is required rather than short', () => {
    expect(messages({ carId: '1', question: '   ' })).toEqual(['question:required']);
  });

  it('asks someone not signed in for an e-mail or a WhatsApp number', () => {
    expect(messages({ carId: '1', question: 'Hello there' }, anonymousCarQuestionSchema)).toEqual(['email:contact_required']);
    expect(messages({ carId: '1', question: 'Hello there', email: ' ', phone: '' }, anonymousCarQuestionSchema)).toEqual(['email:contact_required']);
    expect(anonymousCarQuestionSchema.parse({ carId: '1', question: 'Hello there', phone: ' 8095551234 ' }).phone).toBe('8095551234');
    expect(anonymousCarQuestionSchema.parse({ carId: '1', question: 'Hello there', email: 'ana@example.com' }).email).toBe('ana@example.com');
    expect(messages({ carId: '1', question: 'Hello there', phone: '809-555' }, anonymousCarQuestionSchema)).toEqual(['phone:only_numbers']);
    expect(messages({ carId: '1', question: 'Hello there', phone: '80955' }, anonymousCarQuestionSchema)).toEqual(['phone:wrong_length']);
  });
});
