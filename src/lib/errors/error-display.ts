import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ClientError } from 'graphql-request';
import { CallFailure } from './call-failure';
import type { ErrorText } from './error-text';
import { fieldName, fieldProblem } from './field-problems';
import { KNOWN_CODES, NETWORK_FAILURE, PROVIDER_CODES, tooManyRequests, UNEXPECTED } from './known-errors';

/** One toast's worth of an error (SPEC §8): a title and a detail. */
export type ErrorItem = { title: ErrorText; detail: ErrorText };

type FieldError = { field?: unknown; message?: unknown };
type GraphQLErrorShape = { message?: unknown; extensions?: { code?: unknown; errors?: unknown; retryAfter?: unknown } };

/** WRONG_CREDENTIALS → 'Wrong Credentials': how SPEC §8 titles a code it has no words for. */
export const titleFromCode = (code: string): string =>
  code
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const knownCode = (code: string, extensions: GraphQLErrorShape['extensions']) =>
  code === 'TOO_MANY_REQUESTS' ? tooManyRequests(extensions?.retryAfter) : KNOWN_CODES[code];

function nestedItems(overall: string, errors: readonly FieldError[]): ErrorItem[] {
  return errors.map((error) => {
    const field = fieldName(text(error.field));
    const code = text(error.message);
    const message = fieldProblem(code) ?? code.toLowerCase();
    // The values may be descriptors themselves, which the macro's placeholders do not accept;
    // errorText() translates them when the toast renders.
    const detail: MessageDescriptor = { ...msg({ message: 'Error en {field}, {message}' }), values: { field, message } };
    return { title: overall, detail };
  });
}

function fromGraphQL(error: ClientError): ErrorItem[] {
  const first = error.response.errors?.[0] as GraphQLErrorShape | undefined;
  // A reply without errors (an HTML 502 from a proxy, say) is still a failure the user must hear about.
  if (!first) return [UNEXPECTED];
  const code = text(first.extensions?.code);
  const message = text(first.message);
  const nested = Array.isArray(first.extensions?.errors) ? (first.extensions.errors as FieldError[]) : [];
  if (nested.length > 0) return nestedItems(message, nested);
  const known = knownCode(code, first.extensions);
  if (known) return [known];
  if (!code) return message ? [{ title: UNEXPECTED.title, detail: message }] : [UNEXPECTED];
  return [{ title: titleFromCode(code), detail: message }];
}

/** An error the app itself raises, or a provider's (Firebase): a code and, usually, a message. */
type CustomError = { code: string; message?: ErrorText };

const isCustomError = (error: unknown): error is CustomError =>
  typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string' && (error as CustomError).code !== '';

function fromCustom({ code, message }: CustomError): ErrorItem {
  if (code.startsWith('auth/')) return PROVIDER_CODES[code] ?? UNEXPECTED;
  return knownCode(code, undefined) ?? { title: code, detail: message || UNEXPECTED.detail };
}

// fetch rejects with a TypeError when the request never got an answer (offline, DNS, refused).
const isNetworkFailure = (error: unknown): boolean =>
  error instanceof TypeError && /fetch|network|load failed/i.test(error.message);

const isAbort = (error: unknown): boolean => error instanceof Error && error.name === 'AbortError';

/**
 * What a form shows for a failed submission, as SPEC §8 describes it: usually one item, one per
 * field for a validation error carrying field errors, none when there is nothing to say (no error,
 * or a request the user cancelled).
 */
export function describeError(error: unknown): ErrorItem[] {
  if (error === null || error === undefined || isAbort(error)) return [];
  // The code was for the machine; the words come from the original failure.
  if (error instanceof CallFailure) return describeError(error.cause);
  if (error instanceof ClientError) return fromGraphQL(error);
  if (isNetworkFailure(error)) return [NETWORK_FAILURE];
  if (isCustomError(error)) return [fromCustom(error)];
  return [UNEXPECTED];
}
