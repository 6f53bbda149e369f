import type { ChangePasswordInput } from '../../common/validation/account';
import { createFormMachine } from '../form/form.machine';
import { type FormSchema, schemaFromProblems } from '../form/form-schema';
import { EMPTY_PASSWORDS, passwordErrors, passwordInput, type PasswordFields } from './password-fields';

/** The shared schema plus the early "passwords differ" of password-fields.ts; the repeat stays here. */
const passwordChangeSchema: FormSchema<PasswordFields, ChangePasswordInput> = schemaFromProblems(passwordErrors, passwordInput);

/**
 * The security tab of the settings (SPEC §2, §3) on the one form machine: current password, new
 * one twice, checked with the shared schema (8 characters at least, SPEC §5) on blur and on
 * submit. A wrong current password keeps what was typed; a change empties the boxes, since
 * passwords should not linger on screen; the third failure locks the form (SPEC §8).
 */
export const passwordChangeMachine = createFormMachine<PasswordFields, ChangePasswordInput, void>({
  id: 'passwordChange',
  schema: passwordChangeSchema,
  keepEditing: { valuesAfter: () => EMPTY_PASSWORDS },
});

export const passwordChangeInput = { values: EMPTY_PASSWORDS };
