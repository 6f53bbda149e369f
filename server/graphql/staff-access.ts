import { rolesOf } from '../db/queries/staff-roles.ts';
import { userById } from '../db/queries/users.ts';
import { Forbidden } from '../domain-errors.ts';
import type { StaffActor } from '../staff/audit.ts';
import { mayRun, type StaffOperation } from '../staff/staff-operations.ts';
import { type GraphQLContext, requireViewer } from './context.ts';

/**
 * The viewer as a member of staff allowed to run `operation`: UNAUTHENTICATED without a token and
 * FORBIDDEN for a role STAFF_OPERATIONS does not name, before the operation reads anything else.
 */
export async function requireStaff(context: Pick<GraphQLContext, 'viewer' | 'db'>, operation: StaffOperation): Promise<StaffActor> {
  const { userId } = requireViewer(context);
  if (!mayRun(await rolesOf(context.db, userId), operation)) throw new Forbidden();
  // The e-mail goes into the audit log, which outlives the account.
  const email = (await userById(context.db, userId))?.email ?? null;
  return { userId, email };
}
