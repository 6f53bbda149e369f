import type { Config } from '../config.ts';
import type { IdentityVerifier } from './identity.ts';

/**
 * The Firebase verifier, loaded on the first Google sign-in only: most requests never need
 * firebase-admin, and the server starts faster without it.
 */
export function lazyFirebaseIdentity(config: Pick<Config, 'firebase'>): IdentityVerifier {
  let verifier: Promise<IdentityVerifier> | undefined;
  const load = async () => (await import('./firebase-identity.ts')).createFirebaseIdentity(config.firebase);
  return {
    async verifyIdToken(idToken) {
      // A failed load (say, a transient error) is retried on the next sign-in, not remembered.
      verifier ??= load().catch((error: unknown) => {
        verifier = undefined;
        throw error;
      });
      return (await verifier).verifyIdToken(idToken);
    },
  };
}
