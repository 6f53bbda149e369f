import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { userRoles, users } from '../schema/index.ts';

export type StaffRoleName = (typeof userRoles.$inferSelect)['role'];

/** The user's roles, in the enum's order; empty for a customer. */
export async function rolesOf(db: Db, userId: string): Promise<StaffRoleName[]> {
  const rows = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId)).orderBy(asc(userRoles.role));
  return rows.map((row) => row.role);
}

/** Adds the role; granting one the user holds already changes nothing. */
export async function insertRole(db: Db, userId: string, role: StaffRoleName, grantedBy: string | null): Promise<void> {
  await db.insert(userRoles).values({ userId, role, grantedBy }).onConflictDoNothing();
}

export async function deleteRole(db: Db, userId: string, role: StaffRoleName): Promise<void> {
  await db.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)));
}

/**
 * Locks every admin grant until the transaction ends, so two admins removing each other at once
 * cannot leave nobody in charge: the second waits and then counts one.
 */
export async function lockAdminCount(db: Db): Promise<number> {
  const rows = await db.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.role, 'admin')).for('update');
  return rows.length;
}

/** Everyone holding at least one role, with their roles, by name. */
export async function staffMemberRows(db: Db) {
  return db
    .select({ id: users.id, name: users.name, lastName: users.lastName, email: users.email, roles: sql<StaffRoleName[]>`array_agg(${userRoles.role} order by ${userRoles.role})` })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .groupBy(users.id)
    .orderBy(asc(users.name), asc(users.lastName), asc(users.id));
}
