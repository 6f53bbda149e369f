import { msg } from '@lingui/core/macro';
import { USER_BUYING, USER_FAVORITES, USER_SELLING, USER_SETTINGS, USER_TESTDRIVES } from '../../../lib/routes';

/** SPEC §2's My account menu, in its order; the narrow drawer adds selling. */
export const ACCOUNT_LINKS = [
  { to: USER_TESTDRIVES, label: msg`Pruebas de manejo` },
  { to: USER_BUYING, label: msg`Compras` },
  { to: USER_FAVORITES, label: msg`Favoritos` },
  { to: USER_SETTINGS, label: msg`Configuración` },
] as const;

export const DRAWER_ACCOUNT_LINKS = [...ACCOUNT_LINKS.slice(0, 2), { to: USER_SELLING, label: msg`Ventas` }, ...ACCOUNT_LINKS.slice(2)] as const;
