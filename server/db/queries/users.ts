import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { users } from '../schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type Locale = 'es' | 'en';

export async function userById(db: Db, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

/** `email` is already lower-cased by the shared schemas; the index is on lower(email). */
export async function userByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return user;
}

export async function userByGoogleUid(db: Db, googleUid: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.googleUid, googleUid));
  return user;
}

export interface NewUser {
  name: string;
  lastName: string;
  email: string;
  passwordHash?: string | null;
  googleUid?: string | null;
  profilePicture?: string | null;
  locale: Locale;
  emailConfirmedAt?: Date | null;
}

/** Throws the driver's unique violation (23505) when the e-mail has an account; see isUniqueViolation. */
export async function insertUser(db: Db, user: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(user).returning();
  if (!row) throw new Error('The user was not stored');
  return row;
}

export async function updateUser(db: Db, id: string, changes: Partial<Omit<UserRow, 'id' | 'createdAt'>>): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** PostgreSQL's unique_violation, wherever the driver or Drizzle wrapped it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Object; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Marks the e-mail confirmed, keeping the first confirmation time. */
export async function confirmEmail(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, ${now.toISOString()}::timestamptz)`, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}
