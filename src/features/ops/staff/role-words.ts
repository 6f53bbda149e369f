import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StaffRole } from '../../../../machines/role-grant/role-grant.machine';
import { fieldProblem } from '../../../lib/errors/field-problems';

/** The staff roles as people call them; an unknown one is shown as the server sent it. */
export const ROLE_WORDS: Record<StaffRole, MessageDescriptor> = {
  operator: msg`Operador`,
  appraiser: msg`Tasador`,
  admin: msg`Administrador`,
};

export const STAFF_ROLES = Object.keys(ROLE_WORDS) as StaffRole[];

export const roleName = (i18n: I18n, role: string): string => {
  const words = ROLE_WORDS[role as StaffRole];
  return words ? i18n._(words) : role;
};

const GRANT_PROBLEMS: Record<string, MessageDescriptor> = { unknown_role: msg`Elige uno de los roles` };

/** The message under a grant form's field for a validation code of common/validation/staff.ts. */
export const grantProblem = (_field: string, code: string | undefined) => (code ? (GRANT_PROBLEMS[code] ?? fieldProblem(code) ?? code) : undefined);
