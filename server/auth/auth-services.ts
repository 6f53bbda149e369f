import type { Config } from '../config.ts';
import { createAccessTokens, type AccessTokens } from './access-tokens.ts';
import { systemClock, type Clock } from './clock.ts';
import { lazyFirebaseIdentity } from './default-identity.ts';
import type { IdentityVerifier } from './identity.ts';
import { createLinkSecrets, type LinkSecrets } from '../mail/link-secrets.ts';
import { createClassifiedData, type ClassifiedData } from '../privacy/classified-data.ts';
import { refreshSuccessors, type SuccessorOf } from './opaque-tokens.ts';
import { createSignedIds, type SignedIds } from './signed-ids.ts';
import { loadSigningKey } from './signing-key.ts';

/** What tests may replace: the clock and the Google identity check. */
export interface AuthOptions {
  now?: Clock;
  identity?: IdentityVerifier;
}

/** Built once per app; every resolver reaches it through the context. */
export interface AuthServices {
  now: Clock;
  accessTokens: AccessTokens;
  /** Derives a refresh token's successor, so a repeat within the grace gets the same one. */
  refreshSuccessor: SuccessorOf;
  identity: IdentityVerifier;
  /** Where e-mailed links point (the SPA's origin). */
  publicUrl: string;
  /** Seals the tokens of e-mailed links in the outbox; the mail sender opens them. */
  linkSecrets: LinkSecrets;
  /** Signs and checks the unsubscribe links of car request match e-mails. */
  unsubscribeTokens: SignedIds;
  /** Signs and checks the unsubscribe links of newsletter letters. */
  newsletterTokens: SignedIds;
  /** Signs and checks the opt-out links of favourites' price-drop e-mails (they name the user). */
  priceAlertTokens: SignedIds;
  /** Seals classified personal data (cédula, salary, income) before it is stored. */
  classified: ClassifiedData;
}

export async function createAuthServices(config: Config, { now = systemClock, identity }: AuthOptions = {}): Promise<AuthServices> {
  const publicUrl = config.publicUrl.replace(/\/+$/, '');
  const key = await loadSigningKey(config);
  // The issuer names this deployment, so a token signed for staging is refused in production
  // even if the two ever shared a key.
  const issuer = new URL(publicUrl).origin;
  return {
    now,
    accessTokens: createAccessTokens({ key, issuer, now }),
    refreshSuccessor: refreshSuccessors(key),
    identity: identity ?? lazyFirebaseIdentity(config),
    publicUrl,
    linkSecrets: createLinkSecrets(key),
    unsubscribeTokens: createSignedIds(key, 'carRequestUnsubscribe'),
    newsletterTokens: createSignedIds(key, 'newsletterUnsubscribe'),
    priceAlertTokens: createSignedIds(key, 'priceAlertsOptOut'),
    classified: createClassifiedData(key),
  };
}
