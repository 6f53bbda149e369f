import { readSession, storeSession } from '../../../lib/session';

/**
 * The header greets the user by the name kept with the session; a renamed profile updates it there
 * too. Only the name travels: the session must never carry personal data (SECURITY.md row 11).
 */
export function renameSession(name: string, lastName: string): void {
  const session = readSession();
  if (!session || (session.user.name === name && session.user.lastName === lastName)) return;
  storeSession({ ...session, user: { ...session.user, name, lastName } });
}
