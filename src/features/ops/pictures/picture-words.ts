import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { UploadRefused } from '../api/pictures-query';

/** Each refusal of a file, said as what to do about it. */
const PROBLEMS: Record<string, MessageDescriptor> = {
  unsupported_format: msg`No es una foto JPEG, PNG o WebP. Guárdala en uno de esos formatos y súbela de nuevo.`,
  not_an_image: msg`El archivo está dañado o no es una foto. Ábrelo en tu equipo, guárdalo otra vez y vuelve a subirlo.`,
  too_large: msg`Pesa más de 15 MB o tiene más de 50 megapíxeles. Redúcela y vuelve a subirla.`,
  too_small: msg`Mide menos de 640 × 400 píxeles y se vería borrosa. Sube una foto más grande.`,
};

const BY_CODE: Record<string, MessageDescriptor> = {
  NETWORK: msg`No se pudo enviar. Revisa la conexión y vuelve a subirla.`,
  UNAUTHENTICATED: msg`Tu sesión terminó. Inicia sesión otra vez y vuelve a subirla.`,
  FORBIDDEN: msg`Tu rol no permite subir fotos. Pide a un administrador el rol de operador.`,
  NOT_FOUND: msg`Este coche ya no existe. Vuelve al inventario.`,
  TOO_MANY_REQUESTS: msg`Has hecho demasiados cambios seguidos. Espera un rato y vuelve a subirla.`,
};

const UNEXPECTED = msg`Algo falló al guardarla. Vuelve a subirla; si sigue fallando, avisa al equipo técnico.`;

/** Why one file was not added, and what to do about it. */
export function uploadProblem(error: unknown): MessageDescriptor {
  if (!(error instanceof UploadRefused)) return UNEXPECTED;
  return (error.problem && PROBLEMS[error.problem]) || BY_CODE[error.code] || UNEXPECTED;
}

export const KIND_WORDS: Record<string, MessageDescriptor> = {
  main: msg`Principal`,
  exterior: msg`Exterior`,
  interior: msg`Interior`,
};
