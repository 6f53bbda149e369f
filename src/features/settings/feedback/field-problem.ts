import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { fieldProblem } from '../../../lib/errors/field-problems';

// Where the settings can say more than the shared wording: the exact lengths of SPEC §5 and §9.
const SPECIFIC: Record<string, Record<string, MessageDescriptor>> = {
  telephoneNumber: { wrong_length: msg`El teléfono debe tener 10 dígitos` },
  documentId: { wrong_length: msg`La cédula debe tener 11 dígitos` },
  drivingLicense: { wrong_length: msg`La licencia debe tener 11 dígitos` },
  name: { too_long: msg`Máximo 50 caracteres` },
  lastName: { too_long: msg`Máximo 50 caracteres` },
  address: { too_long: msg`Máximo 200 caracteres` },
  newPassword: { too_short: msg`La contraseña debe tener mínimo 8 caracteres`, too_long: msg`Máximo 50 caracteres` },
};

/** The message under a field for a validation code of common/validation/account.ts. */
export function settingsFieldProblem(field: string, code: string | undefined): MessageDescriptor | string | undefined {
  if (!code) return undefined;
  return SPECIFIC[field]?.[code] ?? fieldProblem(code) ?? code;
}
