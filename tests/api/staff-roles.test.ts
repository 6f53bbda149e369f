import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { parse, Kind } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../../server/db/client.ts';
import { rolesOf } from '../../server/db/queries/staff-roles.ts';
import { insertUser } from '../../server/db/queries/users.ts';
import { DEMO_ADMIN } from '../../server/staff/demo-admin.ts';
import { STAFF_HTTP_OPERATIONS, STAFF_OPERATIONS, STAFF_ROLES, type StaffOperation, type StaffRole } from '../../server/staff/staff-operations.ts';
import { createTestDatabase } from '../support/test-database.ts';
import { codesOf } from './support/accounts.ts';
import { freshClientIp, postFrom } from './support/client-address.ts';
import { startCatalogueServer } from './support/catalogue-server.ts';
import { auditCount, staffCalls, staffSession } from './support/staff-client.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
const db = () => server.database.db;
beforeAll(async () => {
  server = await startCatalogueServer(4);
}, 120_000);
afterAll(() => server?.close());

const ask = <Data = Record<string, unknown>>(query: string, headers: Record<string, string> = {}, variables?: Record<string, unknown>) =>
  postFrom<Data>(server.url, freshClientIp(), query, { headers, variables });

it('every operation of the staff schema is in the table of who may run it, and nothing else is', async () => {
  const document = parse(await readFile(new URL('../../server/graphql/schema/staff.graphql', import.meta.url), 'utf8'));
  const fields = document.definitions.flatMap((definition) =>
    definition.kind === Kind.OBJECT_TYPE_EXTENSION && (definition.name.value === 'Query' || definition.name.value === 'Mutation') ? (definition.fields ?? []).map((field) => field.name.value) : [],
  );
  // The picture upload is an HTTP route (decision 50); tests/api/car-picture-upload.test.ts walks its roles.
  const graphqlOperations = Object.keys(STAFF_OPERATIONS).filter((name) => !(STAFF_HTTP_OPERATIONS as readonly string[]).includes(name));
  expect(fields.sort()).toEqual(graphqlOperations.sort());
  expect(Object.keys(staffCalls).sort()).toEqual(graphqlOperations.sort());
});

describe('the role matrix: every staff operation × every kind of caller', () => {
  const callers: { name: string; roles: readonly StaffRole[] | 'anonymous' }[] = [
    { name: 'anonymous', roles: 'anonymous' },
    { name: 'customer', roles: [] },
    ...STAFF_ROLES.map((role) => ({ name: role, roles: [role] as const })),
  ];
  const headersOf = new Map<string, Record<string, string>>();
  beforeAll(async () => {
    for (const caller of callers) {
      headersOf.set(caller.name, caller.roles === 'anonymous' ? {} : (await staffSession(server.url, db(), caller.roles)).headers);
    }
  }, 60_000);

  const cases = Object.keys(staffCalls).flatMap((operation) => callers.map((caller) => ({ operation: operation as StaffOperation, caller: caller.name, roles: caller.roles })));
  it.each(cases)('$operation by $caller', async ({ operation, caller, roles }) => {
    const entriesBefore = await auditCount(db());
    const answer = await ask(staffCalls[operation as keyof typeof staffCalls].query, headersOf.get(caller));
    const codes = codesOf(answer);
    if (roles === 'anonymous') {
      expect(codes).toEqual(['UNAUTHENTICATED']);
    } else if (!roles.some((role) => (STAFF_OPERATIONS[operation] as readonly string[]).includes(role))) {
      expect(codes).toEqual(['FORBIDDEN']);
    } else {
      expect(codes).not.toContain('FORBIDDEN');
      expect(codes).not.toContain('UNAUTHENTICATED');
    }
    if (codes.length > 0) expect(answer.body.data ?? null).toBeNull();
    // A refused call changes nothing and shows nothing, so it leaves no entry either.
    if (codes.includes('FORBIDDEN') || codes.includes('UNAUTHENTICATED')) expect(await auditCount(db())).toBe(entriesBefore);
  });
});

describe('granting and taking away roles', () => {
  const grant = 'mutation g($input: GrantRoleInput!) { grantRole(input: $input) { id email roles } }';
  const revoke = 'mutation r($input: GrantRoleInput!) { revokeRole(input: $input) { id email roles } }';

  it('an admin grants a role to an account by e-mail in any case, the account sees it on selfUser, and the audit log says who and what', async () => {
    const admin = await staffSession(server.url, db(), ['admin']);
    const person = await staffSession(server.url, db(), []);
    const answer = await ask<{ grantRole: { roles: string[] } }>(grant, admin.headers, { input: { email: person.user.email.toUpperCase(), role: 'appraiser' } });
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data!.grantRole.roles).toEqual(['appraiser']);
    const self = await ask<{ selfUser: { roles: string[] } }>('{ selfUser { roles } }', person.headers);
    expect(self.body.data!.selfUser.roles).toEqual(['appraiser']);
    // Granting it again changes nothing and writes nothing.
    const entries = await auditCount(db());
    expect((await ask(grant, admin.headers, { input: { email: person.user.email, role: 'appraiser' } })).body.errors).toBeUndefined();
    expect(await auditCount(db())).toBe(entries);

    const log = await ask<{ auditLog: { action: string; actorEmail: string; subjectType: string; subjectId: string; before: string; after: string }[] }>(
      'query a($id: String) { auditLog(subjectType: "user", subjectId: $id) { action actorEmail subjectType subjectId before after } }',
      admin.headers,
      { id: person.user.id },
    );
    expect(log.body.data!.auditLog).toEqual([
      { action: 'grantRole', actorEmail: admin.user.email, subjectType: 'user', subjectId: person.user.id, before: JSON.stringify({ roles: [] }), after: JSON.stringify({ roles: ['appraiser'] }) },
    ]);
    const members = await ask<{ staffMembers: { id: string }[] }>('{ staffMembers { id } }', admin.headers);
    expect(members.body.data!.staffMembers.map((member) => member.id)).toEqual(expect.arrayContaining([admin.user.id, person.user.id]));
  });

  it('refuses an unknown e-mail, an unknown role, and taking admin from the last admin', async () => {
    const admin = await staffSession(server.url, db(), ['admin']);
    expect(codesOf(await ask(grant, admin.headers, { input: { email: 'nobody.here@example.com', role: 'operator' } }))).toEqual(['NOT_FOUND']);
    const unknownRole = await ask(grant, admin.headers, { input: { email: admin.user.email, role: 'superuser' } });
    expect(unknownRole.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', errors: [{ field: 'role', message: 'unknown_role' }] });

    // Every other admin loses the role first, so this one is the last.
    const others = await queryRows<{ email: string }>(db(), sql`select users.email from user_roles join users on users.id = user_id where role = 'admin' and user_id <> ${admin.user.id}`);
    for (const other of others) expect((await ask(revoke, admin.headers, { input: { email: other.email, role: 'admin' } })).body.errors).toBeUndefined();
    const last = await ask(revoke, admin.headers, { input: { email: admin.user.email, role: 'admin' } });
    expect(last.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', errors: [{ field: 'role', message: 'last_admin' }] });
    expect(await rolesOf(db(), admin.user.id)).toEqual(['admin']);
  });

  it('two admins taking admin from each other at once leave one admin', async () => {
    const first = await staffSession(server.url, db(), ['admin']);
    const second = await staffSession(server.url, db(), ['admin']);
    const others = await queryRows<{ email: string }>(db(), sql`select users.email from user_roles join users on users.id = user_id where role = 'admin' and user_id not in (${first.user.id}, ${second.user.id})`);
    for (const other of others) await ask(revoke, first.headers, { input: { email: other.email, role: 'admin' } });
    await Promise.all([
      ask(revoke, first.headers, { input: { email: second.user.email, role: 'admin' } }),
      ask(revoke, second.headers, { input: { email: first.user.email, role: 'admin' } }),
    ]);
    const admins = await queryRows<{ count: number }>(db(), sql`select count(*)::int as count from user_roles where role = 'admin'`);
    expect(admins[0]!.count).toBe(1);
  });
});

describe('the audit log', () => {
  it('cannot be changed or emptied, and keeps who made a change after their account is gone', async () => {
    const admin = await staffSession(server.url, db(), ['admin']);
    const person = await staffSession(server.url, db(), []);
    await ask('mutation { grantRole(input: { email: "' + person.user.email + '", role: "operator" }) { id } }', admin.headers);
    await expect(db().execute(sql`update audit_log set action = 'nothing' where actor_id = ${admin.user.id}`)).rejects.toThrow();
    await expect(db().execute(sql`delete from audit_log where actor_id = ${admin.user.id}`)).rejects.toThrow();
    await db().execute(sql`delete from users where id = ${admin.user.id}`);
    const [entry] = await queryRows<{ actor_id: string | null; actor_email: string; action: string }>(db(), sql`select actor_id, actor_email, action from audit_log where subject_id = ${person.user.id}`);
    expect(entry).toEqual({ actor_id: null, actor_email: admin.user.email, action: 'grantRole' });
  });
});

describe('the demo admin', () => {
  it('exists with its documented password where asked for, and nowhere else', async () => {
    const withDemo = await startTestServer({ DEMO_ADMIN: 'on' });
    try {
      const signedIn = await postFrom<{ signInUser: { user: { roles: string[] } } }>(withDemo.url, freshClientIp(), 'mutation s($input: SignInUserInput!) { signInUser(input: $input) { user { roles } } }', {
        variables: { input: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } },
      });
      expect(signedIn.body.data?.signInUser.user.roles).toEqual(['admin']);
    } finally {
      await withDemo.close();
    }
    // The test server runs in test mode, where it is off unless asked for.
    expect(await queryRows(db(), sql`select 1 from users where email = ${DEMO_ADMIN.email}`)).toEqual([]);
  }, 60_000);
});

describe('npm run staff', () => {
  const run = promisify(execFile);
  it('grants the first admin from the command line, and explains its arguments when they are wrong', async () => {
    const testDatabase = await createTestDatabase();
    try {
      const user = await insertUser(testDatabase.database.db, { name: 'Primera', lastName: 'Admin', email: 'First.Admin@example.com', passwordHash: 'x', locale: 'es', emailConfirmedAt: new Date() });
      // PGlite's folder has one owner at a time: the command opens it once the test lets go.
      const env = { ...process.env, DATA_DIR: testDatabase.dataDir, DATABASE_URL: testDatabase.databaseUrl ?? '' };
      if (!testDatabase.databaseUrl) await testDatabase.database.close();
      const cli = (args: string[]) => run(process.execPath, ['--import', 'tsx', 'server/cli/staff.ts', ...args], { env, cwd: new URL('../..', import.meta.url).pathname });
      const granted = await cli(['--email', 'first.admin@example.com', '--role', 'admin']);
      expect(granted.stdout).toContain('first.admin@example.com now holds: admin.');
      await expect(cli(['--email', 'first.admin@example.com', '--role', 'owner'])).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('Usage: npm run staff') });
      const reopened = testDatabase.databaseUrl ? testDatabase.database : await openDatabase({ dataDir: testDatabase.dataDir });
      expect(await rolesOf(reopened.db, user.id)).toEqual(['admin']);
      if (reopened !== testDatabase.database) await reopened.close();
    } finally {
      await testDatabase.cleanup().catch(() => undefined);
    }
  }, 60_000);
});
