import { hashPassword } from '../auth/passwords.ts';
import type { Db } from '../db/client.ts';
import { insertUser, userByEmail } from '../db/queries/users.ts';
import { COMMAND_LINE } from './audit.ts';
import { grantRole } from './staff-members.ts';

/**
 * The console's demo account on a developer's machine (README "The staff console"). Only
 * development mode on loopback creates it; a deployment makes its first admin with `npm run staff`.
 */
export const DEMO_ADMIN = { email: 'admin@olacars.test', password: 'ola-admin-demo', name: 'Demo', lastName: 'Admin' } as const;

/** Creates the demo admin once; an existing account of that e-mail is left as it is. */
export async function ensureDemoAdmin(db: Db): Promise<boolean> {
  if (await userByEmail(db, DEMO_ADMIN.email)) return false;
  await insertUser(db, {
    name: DEMO_ADMIN.name,
    lastName: DEMO_ADMIN.lastName,
    email: DEMO_ADMIN.email,
    passwordHash: await hashPassword(DEMO_ADMIN.password),
    locale: 'en',
    emailConfirmedAt: new Date(),
  });
  await grantRole(db, COMMAND_LINE, { email: DEMO_ADMIN.email, role: 'admin' });
  return true;
}
