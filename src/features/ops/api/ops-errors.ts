import { msg } from '@lingui/core/macro';
import { ClientError } from 'graphql-request';
import { describeError, type ErrorItem } from '../../../lib/errors/error-display';
import { UNEXPECTED } from '../../../lib/errors/known-errors';

/** The console's own refusals (BAD_USER_INPUT with one field problem), said as what to do instead. */
const CONSOLE_REFUSALS: Record<string, ErrorItem> = {
  // The server keeps one admin at least.
  'role:last_admin': {
    title: msg`Último administrador`,
    detail: msg`Nadie más tiene el rol de administrador: dalo a otra persona antes de quitarlo.`,
  },
  'pictureId:main_picture_needed': {
    title: msg`El coche necesita una foto principal`,
    detail: msg`Sube otra foto exterior antes de quitar esta: pasará a ser la principal.`,
  },
  'pictureId:interior_cannot_be_main': {
    title: msg`La foto principal es de fuera`,
    detail: msg`Elige una foto exterior como principal; las del interior van en la galería.`,
  },
  'pictureId:main_has_no_position': {
    title: msg`La foto principal va primero`,
    detail: msg`Haz principal otra foto si quieres que esta cambie de lugar.`,
  },
};

const consoleRefusal = (error: unknown): ErrorItem | undefined => {
  const errors = error instanceof ClientError ? error.response.errors?.[0]?.extensions?.errors : undefined;
  if (!Array.isArray(errors)) return undefined;
  return errors.map((each: { field?: unknown; message?: unknown }) => CONSOLE_REFUSALS[`${String(each.field)}:${String(each.message)}`]).find(Boolean);
};

/** A refused console action in words: the console's own refusals first, then the shared wording (SPEC §8). */
export const describeOpsError = (error: unknown): ErrorItem => consoleRefusal(error) ?? describeError(error)[0] ?? UNEXPECTED;
