import type { UserRow } from '../db/queries/users.ts';
import type { User } from './generated/resolvers.ts';

/** What User's field resolvers start from: everything but the roles, which are read when asked for. */
export type UserParent = Omit<User, 'roles'>;

/** The GraphQL User of a row; the password hash and Google uid never leave the server. */
export function toUser(row: UserRow): UserParent {
  return {
    id: row.id,
    name: row.name,
    lastName: row.lastName,
    email: row.email,
    profilePicture: row.profilePicture,
    documentId: row.documentId,
    drivingLicense: row.drivingLicense,
    telephoneNumber: row.telephoneNumber,
    address: row.address,
    socialLogin: row.googleUid !== null,
    hasPassword: row.passwordHash !== null,
    priceAlerts: row.priceAlerts,
  };
}

