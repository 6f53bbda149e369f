/** The code a feature's call attached to a failure (server error code or provider error kind). */
export function failureCode(error: unknown): string | undefined {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}
