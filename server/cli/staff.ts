// npm run staff -- --email <e-mail> --role operator|appraiser|admin [--revoke]
// Grants (or takes away) a staff role on DATABASE_URL, or the embedded database under DATA_DIR:
// how a deployment makes its first admin. The person signs up on the site first.
import { parseArgs } from 'node:util';
import { roleChangeSchema } from '../../common/validation/staff.ts';
import { openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { rolesOf } from '../db/queries/staff-roles.ts';
import { isDomainError } from '../domain-errors.ts';
import { COMMAND_LINE } from '../staff/audit.ts';
import { grantRole, revokeRole } from '../staff/staff-members.ts';

const USAGE = 'Usage: npm run staff -- --email <e-mail> --role operator|appraiser|admin [--revoke]';
const { values } = parseArgs({ options: { email: { type: 'string' }, role: { type: 'string' }, revoke: { type: 'boolean', default: false } } });
const change = roleChangeSchema.safeParse({ email: values.email ?? '', role: values.role ?? '' });
if (!change.success) {
  console.error(`${change.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join(', ')}\n${USAGE}`);
  process.exit(2);
}

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR || '.data' });
try {
  await migrate(database);
  const userId = await (values.revoke ? revokeRole : grantRole)(database.db, COMMAND_LINE, change.data);
  const roles = await rolesOf(database.db, userId);
  console.log(`${change.data.email} now holds: ${roles.length > 0 ? roles.join(', ') : 'no staff role'}.`);
} catch (error) {
  if (!isDomainError(error)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
