/** What a verified Google (Firebase) ID token says about its holder. */
export interface VerifiedIdentity {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

/** Checks a Firebase ID token (signature, audience, issuer, expiry); rejects when it is not valid. */
export interface IdentityVerifier {
  verifyIdToken(idToken: string): Promise<VerifiedIdentity>;
}
