import { loadSigningKey } from '../../../server/auth/signing-key.ts';
import type { Config } from '../../../server/config.ts';
import type { Db } from '../../../server/db/client.ts';
import { createLinkSecrets, type LinkSecrets } from '../../../server/mail/link-secrets.ts';

// Tests read mailed links from the outbox of the test server that wrote them; the sealed tokens
// there open only with that server's key, so each server's key is kept beside its database.
const secretsByDatabase = new WeakMap<Db, LinkSecrets>();

/** Derives the key the way the server does (same files, same AUTH_SECRET) and files it under `db`. */
export async function rememberLinkSecrets(db: Db, config: Pick<Config, 'authSecret' | 'dataDir'>): Promise<void> {
  secretsByDatabase.set(db, createLinkSecrets(await loadSigningKey(config)));
}

export function linkSecretsOf(db: Db): LinkSecrets {
  const secrets = secretsByDatabase.get(db);
  if (!secrets) throw new Error('this database was not opened by startTestServer: its mail key is unknown');
  return secrets;
}
