/**
 * The lender's page to send the buyer to, only when it is an https address (the database allows no
 * other, and a link the page follows is checked once more); undefined otherwise.
 */
export function lenderAddress(redirectUrl: string | null | undefined): URL | undefined {
  if (!redirectUrl) return undefined;
  try {
    const url = new URL(redirectUrl);
    return url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}
