import type { Db } from '../db/client.ts';
import { deleteRole, insertRole, lockAdminCount, rolesOf } from '../db/queries/staff-roles.ts';
import { userByEmail } from '../db/queries/users.ts';
import { InvalidInput, NotFound } from '../domain-errors.ts';
import { type StaffActor, recordChange } from './audit.ts';
import type { StaffRole } from './staff-operations.ts';

export interface RoleChange {
  email: string;
  role: StaffRole;
}

async function accountOf(db: Db, email: string) {
  const user = await userByEmail(db, email);
  if (!user) throw new NotFound('No account has this e-mail; the person signs up first.');
  return user;
}

/**
 * Gives the account with this e-mail the role (staff sign up like everyone, then an admin grants).
 * @returns the user's id
 * @throws NotFound when no account has the e-mail
 */
export async function grantRole(db: Db, actor: StaffActor, change: RoleChange): Promise<string> {
  return db.transaction(async (tx) => {
    const user = await accountOf(tx, change.email);
    const before = await rolesOf(tx, user.id);
    if (before.includes(change.role)) return user.id;
    await insertRole(tx, user.id, change.role, actor.userId);
    await recordChange(tx, actor, { action: 'grantRole', subject: { type: 'user', id: user.id }, before: { roles: before }, after: { roles: await rolesOf(tx, user.id) } });
    return user.id;
  });
}

/**
 * Takes the role away. The last admin keeps theirs, so someone can always manage staff.
 * @throws NotFound when no account has the e-mail
 * @throws InvalidInput when it would leave no admin
 */
export async function revokeRole(db: Db, actor: StaffActor, change: RoleChange): Promise<string> {
  return db.transaction(async (tx) => {
    const user = await accountOf(tx, change.email);
    const admins = change.role === 'admin' ? await lockAdminCount(tx) : Infinity;
    const before = await rolesOf(tx, user.id);
    if (!before.includes(change.role)) return user.id;
    if (admins <= 1) throw new InvalidInput([{ field: 'role', message: 'last_admin' }], 'The last admin cannot lose the role.');
    await deleteRole(tx, user.id, change.role);
    await recordChange(tx, actor, { action: 'revokeRole', subject: { type: 'user', id: user.id }, before: { roles: before }, after: { roles: await rolesOf(tx, user.id) } });
    return user.id;
  });
}
