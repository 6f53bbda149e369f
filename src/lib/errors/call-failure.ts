import { ClientError } from 'graphql-request';

/** The code of the API's first error (`extensions.code`), when the failure is the API's answer. */
export function apiCodeOf(error: unknown): string | undefined {
  const code = error instanceof ClientError ? error.response.errors?.[0]?.extensions?.code : undefined;
  return typeof code === 'string' ? code : undefined;
}

/**
 * A refused call: the code a machine decides on (the server's, or a provider's problem) and the
 * original failure, which the shared error display words (describeError looks behind it, SPEC §8).
 */
export class CallFailure extends Error {
  override name = 'CallFailure';
  constructor(
    readonly code: string,
    override readonly cause: unknown,
  ) {
    super(`call refused: ${code}`);
  }
}

/** A call whose failures carry their code, as machines read them (machines/form/failure-code.ts). */
export async function refusing<T>(call: () => Promise<T>, failureOf: (error: unknown) => CallFailure | undefined = () => undefined): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof CallFailure) throw error;
    throw failureOf(error) ?? new CallFailure(apiCodeOf(error) ?? 'UNKNOWN', error);
  }
}
