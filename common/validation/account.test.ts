import { describe, expect, it } from 'vitest';
import { changePasswordFormSchema, profileSchema, registerFormSchema, signInSchema, signUpSchema } from './account.ts';

type Schema = { safeParse: (input: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } };
const problems = (schema: Schema, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`) ?? [];

const register = { name: 'María José', lastName: 'Núñez', email: 'Maria@Example.com', password: 'secret1', confirmPassword: 'secret1', acceptTerms: true };

describe('account schemas', () => {
  it('accepts accented names and lower-cases the e-mail', () => {
    expect(signUpSchema.parse(register)).toEqual({ name: 'María José', lastName: 'Núñez', email: 'maria@example.com', password: 'secret1' });
  });

  it('words each SPEC §5 rule as a code', () => {
    expect(problems(signUpSchema, { ...register, name: 'R2D2' })).toEqual(['name:only_letters']);
    expect(problems(signUpSchema, { ...register, lastName: '' })).toContain('lastName:required');
    expect(problems(signUpSchema, { ...register, name: 'a'.repeat(51) })).toContain('name:too_long');
    expect(problems(signUpSchema, { ...register, email: 'maria@' })).toEqual(['email:invalid_email']);
    expect(problems(signUpSchema, { ...register, email: `${'a'.repeat(40)}@example.com` })).toContain('email:too_long');
    expect(problems(signInSchema, { email: 'a@b.co', password: '12345' })).toEqual(['password:too_short']);
    expect(problems(signInSchema, { email: 'a@b.co', password: 'x'.repeat(51) })).toEqual(['password:too_long']);
  });

  it('needs the terms ticked and the password typed twice alike', () => {
    expect(problems(registerFormSchema, { ...register, acceptTerms: false })).toEqual(['acceptTerms:terms_required']);
    expect(problems(registerFormSchema, { ...register, confirmPassword: 'secret2' })).toEqual(['confirmPassword:passwords_differ']);
  });

  it('checks profile digits and lengths, treating empty as not given', () => {
    expect(profileSchema.parse({ name: 'Ana', lastName: 'Pérez', telephoneNumber: ' 8095551234 ', documentId: '', address: '  ' })).toEqual({
      name: 'Ana', lastName: 'Pérez', telephoneNumber: '8095551234', documentId: null, address: null,
    });
    expect(problems(profileSchema, { name: 'Ana', lastName: 'Pérez', telephoneNumber: '809-555' })).toEqual(['telephoneNumber:only_numbers']);
    expect(problems(profileSchema, { name: 'Ana', lastName: 'Pérez', documentId: '123' })).toEqual(['documentId:wrong_length']);
  });

  it('asks 8 characters of a new password in settings and a matching repeat', () => {
    expect(problems(changePasswordFormSchema, { currentPassword: 'old', newPassword: 'short12', repeatPassword: 'short12' })).toEqual(['newPassword:too_short']);
    expect(problems(changePasswordFormSchema, { currentPassword: 'old', newPassword: 'longer123', repeatPassword: 'longer124' })).toEqual(['repeatPassword:passwords_differ']);
  });

  it('reports an empty field as required and nothing else, before any other rule', () => {
    const emptyRegister = { name: '', lastName: ' ', email: '', password: '', confirmPassword: '', acceptTerms: false };
    expect(problems(registerFormSchema, emptyRegister)).toEqual([
      'name:required', 'lastName:required', 'email:required', 'password:required', 'confirmPassword:required', 'acceptTerms:terms_required',
    ]);
    expect(problems(signInSchema, { email: '', password: '' })).toEqual(['email:required', 'password:required']);
    expect(problems(profileSchema, { name: '', lastName: '' })).toEqual(['name:required', 'lastName:required']);
    expect(problems(changePasswordFormSchema, { currentPassword: '', newPassword: '', repeatPassword: '' })).toEqual([
      'currentPassword:required', 'newPassword:required', 'repeatPassword:required',
    ]);
  });
});
