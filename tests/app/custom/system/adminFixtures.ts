// Accounts made straight in the test server's database for the administration screens' tests.
import { hashPassword } from '../../../../server/auth/password';
import { PASSWORD, type TestServer } from '../../../server/harness';

export async function makeUser(server: TestServer, name: string, role = 'Viewer'): Promise<number> {
  const db = server.database.db;
  const { id } = await db
    .insertInto('users')
    .values({ name, nick_name: `${name} nick`, email: null, language: null, password_hash: await hashPassword(PASSWORD) })
    .returning('id')
    .executeTakeFirstOrThrow();
  const roleRow = await db.selectFrom('roles').select('id').where('name', '=', role).executeTakeFirstOrThrow();
  await db.insertInto('user_roles').values({ user_id: id, role_id: roleRow.id }).execute();
  return Number(id);
}

export async function directPermissions(server: TestServer, userId: number): Promise<string[]> {
  const rows = await server.database.db
    .selectFrom('user_permissions')
    .innerJoin('permissions', 'permissions.id', 'user_permissions.permission_id')
    .select('permissions.name')
    .where('user_id', '=', userId)
    .execute();
  return rows.map((r) => r.name).sort();
}

export async function roleIdOf(server: TestServer, name: string): Promise<number> {
  return Number((await server.database.db.selectFrom('roles').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id);
}

export async function fieldRightsOf(server: TestServer, userId: number): Promise<string[]> {
  const rows = await server.database.db
    .selectFrom('user_field_rights')
    .innerJoin('field_rights', 'field_rights.id', 'user_field_rights.field_right_id')
    .select('field_rights.name')
    .where('user_id', '=', userId)
    .execute();
  return rows.map((r) => r.name).sort();
}
