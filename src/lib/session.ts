import { clearStored, readStored } from './storage';

const ACCESS_TOKEN_KEY = 'accessToken';

/** The `Authorization` header value: a bearer token when signed in, empty when anonymous. */
export function authorizationHeader(): string {
  const token = readStored(ACCESS_TOKEN_KEY);
  return token ? `Bearer ${token}` : '';
}

/** An expired or forged token cannot be repaired: forget everything and start over at the root. */
export function dropSessionAndRestart(): void {
  clearStored();
  globalThis.location?.assign('/');
}
