import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AuthField } from '../../../../machines/auth/auth-form';
import { fieldProblem } from '../../../lib/errors/field-problems';

// Where the auth forms say more than the shared wording: SPEC §5's exact limits.
const PASSWORD_TOO_SHORT = msg`Contraseña debe ser mínimo 6 carácteres`;
const AT_MOST_50 = msg`Máximo 50 caracteres`;

/** The message under a field for a validation code; an unknown code is shown as sent. */
export function fieldProblemText(field: AuthField | (string & {}), code: string | undefined): MessageDescriptor | string | undefined {
  if (!code) return undefined;
  if (code === 'too_short' && (field === 'password' || field === 'confirmPassword')) return PASSWORD_TOO_SHORT;
  if (code === 'too_long') return AT_MOST_50;
  return fieldProblem(code) ?? code;
}
