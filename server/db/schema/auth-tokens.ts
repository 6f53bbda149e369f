import { sql } from 'drizzle-orm';
import { check, index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const linkTokenPurpose = pgEnum('link_token_purpose', ['EMAIL_CONFIRMATION', 'PASSWORD_RESET']);

/**
 * Single-use links sent by e-mail. Only the SHA-256 of the random token is stored, so a copy
 * of the database cannot be used to confirm or reset anyone's account.
 */
export const linkTokens = pgTable(
  'link_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: linkTokenPurpose('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('link_tokens_user_purpose').on(table.userId, table.purpose),
    check('link_tokens_hash_hex', sql`${table.tokenHash} ~ '^[0-9a-f]{64}$'`),
  ],
);

/**
 * Refresh tokens, hashed. Each sign-in starts a family; every refresh marks the presented token
 * used and adds its successor (derived from it with a server-side key, so only hashes are kept).
 * Presenting a used token again revokes the family (theft detection), except within a short grace
 * while its successor is unused; a family never outlives `familyExpiresAt`, however often it is refreshed.
 * Access tokens carry the family id, so revoking a family also ends its access tokens.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    familyExpiresAt: timestamp('family_expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('refresh_tokens_family').on(table.familyId),
    index('refresh_tokens_user').on(table.userId),
    check('refresh_tokens_hash_hex', sql`${table.tokenHash} ~ '^[0-9a-f]{64}$'`),
  ],
);
