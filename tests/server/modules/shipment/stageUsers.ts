// Accounts holding exactly the permissions a test names (one role each), signed in through the API.
import { hashPassword } from '../../../../server/auth/password';
import { PASSWORD, type TestServer } from '../../harness';

export async function userWith(s: TestServer, name: string, permissions: string[]): Promise<string> {
  const db = s.database.db;
  const role = await db.insertInto('roles').values({ name: `role-${name}`, description: null }).returning('id').executeTakeFirstOrThrow();
  const perms = await db.selectFrom('permissions').select(['id', 'name']).where('name', 'in', permissions).execute();
  if (perms.length !== permissions.length) throw new Error(`unknown permission among ${permissions.join(', ')}`);
  await db.insertInto('role_permissions').values(perms.map((p) => ({ role_id: role.id, permission_id: p.id }))).execute();
  const user = await db
    .insertInto('users')
    .values({ name, nick_name: name, email: `${name}@example.com`, language: null, password_hash: await hashPassword(PASSWORD) })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('user_roles').values({ user_id: user.id, role_id: role.id }).execute();
  return s.login(name);
}
