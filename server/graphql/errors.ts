import type { GraphQLError } from 'graphql';
// Yoga's factory builds errors from the very `graphql` instance Yoga checks them against,
// even where a bundler or test runner loads a second copy of the package.
import { createGraphQLError } from 'graphql-yoga';
import { AlreadySubscribed, CarNotAvailable, type DomainError, type FieldError, Forbidden, InvalidInput, isDomainError, NotFound, OfferExpired, PaymentDeclined, SellRequestClosed, SlotTaken, SlotUnavailable, TokenRefused } from '../domain-errors.ts';

/** The `extensions.code` values of CONTRACT.md; a capability that needs a new code adds it here and there. */
export const errorCodes = [
  'EXPIRED_TOKEN',
  'MALFORMED_TOKEN',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'BAD_USER_INPUT',
  'EMAIL_ALREADY_REGISTERED',
  'WRONG_CREDENTIALS',
  'EMAIL_NOT_CONFIRMED',
  'EMAIL_NOT_FOUND',
  'INVALID_TOKEN',
  'DUPLICATE_EMAIL',
  'TOO_MANY_REQUESTS',
  'NOT_FOUND',
  'UNKNOWN_COUNTRY',
  'SLOT_TAKEN',
  'SLOT_UNAVAILABLE',
  'SELL_REQUEST_CLOSED',
  'CAR_NOT_AVAILABLE',
  'PAYMENT_DECLINED',
  'OFFER_EXPIRED',
  'INTERNAL_SERVER_ERROR',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

/** One validation message, shown by clients as "Error in {field}, {message}". */
export type { FieldError };

export interface ErrorExtras {
  errors?: FieldError[];
  /** Seconds, for TOO_MANY_REQUESTS. */
  retryAfter?: number;
}

/** An error a client is meant to read and act on; it passes error masking untouched. */
export function domainError(code: ErrorCode, message: string, extras: ErrorExtras = {}): GraphQLError {
  return createGraphQLError(message, { extensions: { code, ...extras } });
}

export function badUserInput(fieldErrors: FieldError[], message = 'Invalid input.'): GraphQLError {
  return domainError('BAD_USER_INPUT', message, { errors: fieldErrors });
}

export function notFound(message: string): GraphQLError {
  return domainError('NOT_FOUND', message);
}

/** What a client sees instead of any unexpected failure; the details go to the log only. */
export function unexpectedError(): GraphQLError {
  return domainError('INTERNAL_SERVER_ERROR', 'Unexpected error.');
}

/** The contract's wording of a domain's refusal; where in the response it belongs comes from `at`. */
export function contractErrorOf(error: DomainError, at?: Pick<GraphQLError, 'nodes' | 'source' | 'positions' | 'path'>): GraphQLError {
  const extensions = (code: ErrorCode, extras: ErrorExtras = {}) => ({ nodes: at?.nodes, source: at?.source, positions: at?.positions, path: at?.path, extensions: { code, ...extras } });
  if (error instanceof InvalidInput) return createGraphQLError(error.message, extensions('BAD_USER_INPUT', { errors: error.fields }));
  if (error instanceof TokenRefused) return createGraphQLError(error.message, extensions(error.problem === 'expired' ? 'EXPIRED_TOKEN' : 'MALFORMED_TOKEN'));
  if (error instanceof SlotUnavailable) return createGraphQLError(error.message, extensions('SLOT_UNAVAILABLE'));
  if (error instanceof SlotTaken) return createGraphQLError(error.message, extensions('SLOT_TAKEN'));
  if (error instanceof NotFound) return createGraphQLError(error.message, extensions('NOT_FOUND'));
  if (error instanceof SellRequestClosed) return createGraphQLError(error.message, extensions('SELL_REQUEST_CLOSED'));
  if (error instanceof CarNotAvailable) return createGraphQLError(error.message, extensions('CAR_NOT_AVAILABLE'));
  if (error instanceof PaymentDeclined) return createGraphQLError(error.message, extensions('PAYMENT_DECLINED'));
  if (error instanceof OfferExpired) return createGraphQLError(error.message, extensions('OFFER_EXPIRED'));
  if (error instanceof Forbidden) return createGraphQLError(error.message, extensions('FORBIDDEN'));
  if (error instanceof AlreadySubscribed) return createGraphQLError(error.message, extensions('DUPLICATE_EMAIL'));
  return createGraphQLError(error.message, extensions('TOO_MANY_REQUESTS', { retryAfter: error.retryAfterSeconds }));
}

/**
 * The contract error for a domain error thrown in a resolver (wrapped by graphql-js, which keeps
 * its place in the response) or while building the context (thrown as it is); undefined otherwise.
 */
export function domainRefusalOf(error: unknown): GraphQLError | undefined {
  if (isDomainError(error)) return contractErrorOf(error);
  // Duck-typed: a test runner may load a second copy of graphql-js, whose class instanceof would miss.
  const wrapped = error as Partial<GraphQLError> | null;
  if (isDomainError(wrapped?.originalError)) return contractErrorOf(wrapped.originalError, wrapped as GraphQLError);
  return undefined;
}
