import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AuthField } from '../../../../machines/auth/auth-form';

// SPEC §5's wording for the codes of common/validation/account.ts.
const PROBLEMS: Record<string, MessageDescriptor> = {
  required: msg`Este campo es requerido`,
  only_letters: msg`Solo se permiten letras`,
  invalid_email: msg`Correo electrónico inválido`,
  too_long: msg`Máximo 50 caracteres`,
  passwords_differ: msg`Las contraseñas deben ser iguales`,
  terms_required: msg`Debes aceptar los términos y condiciones`,
};

const PASSWORD_TOO_SHORT = msg`Contraseña debe ser mínimo 6 carácteres`;

/** The message under a field for a validation code; an unknown code is shown as sent. */
export function fieldProblemText(field: AuthField, code: string | undefined): MessageDescriptor | string | undefined {
  if (!code) return undefined;
  if (code === 'too_short' && (field === 'password' || field === 'confirmPassword')) return PASSWORD_TOO_SHORT;
  return PROBLEMS[code] ?? code;
}
