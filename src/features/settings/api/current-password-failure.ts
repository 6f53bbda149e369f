import { apiCodeOf } from '../../../lib/errors/call-failure';

/**
 * The API answers a wrong current password with WRONG_CREDENTIALS, which the shared wording
 * phrases for sign-in ('Correo o contraseña incorrecta'); here the user typed no e-mail, so the
 * failure is renamed to the one thing that was wrong.
 */
export function currentPasswordFailure(error: unknown): unknown {
  return apiCodeOf(error) === 'WRONG_CREDENTIALS' ? { code: 'WRONG_CURRENT_PASSWORD' } : error;
}
