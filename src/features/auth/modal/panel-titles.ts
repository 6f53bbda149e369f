import { msg } from '@lingui/core/macro';
import type { AuthPanel } from '../../../../machines/auth/auth-form';

/** The modal's and the pages' heading for each panel. */
export const PANEL_TITLES = {
  signIn: msg`Iniciar sesión`,
  register: msg`Crear cuenta`,
  recover: msg`Recuperar contraseña`,
} satisfies Record<AuthPanel, unknown>;
