import { msg } from '@lingui/core/macro';
import { ClientError } from 'graphql-request';
import { describeError, type ErrorItem } from '../../../lib/errors/error-display';
import { UNEXPECTED } from '../../../lib/errors/known-errors';

/** The server keeps one admin at least (BAD_USER_INPUT, role: last_admin): said as what to do instead. */
const LAST_ADMIN: ErrorItem = {
  title: msg`Último administrador`,
  detail: msg`Nadie más tiene el rol de administrador: dalo a otra persona antes de quitarlo.`,
};

const isLastAdmin = (error: unknown): boolean => {
  const errors = error instanceof ClientError ? error.response.errors?.[0]?.extensions?.errors : undefined;
  return Array.isArray(errors) && errors.some((each: { field?: unknown; message?: unknown }) => each.field === 'role' && each.message === 'last_admin');
};

/** A refused console action in words: the console's own refusals first, then the shared wording (SPEC §8). */
export const describeOpsError = (error: unknown): ErrorItem => (isLastAdmin(error) ? LAST_ADMIN : (describeError(error)[0] ?? UNEXPECTED));
