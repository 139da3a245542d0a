// A signed-in user's rights are kept between calls only with the rights stamp they were read with
// (server/auth/rightsStamp.ts): every change to what rights are made of, through any server or
// straight in the database, renews the stamp, and the very next call to any server reads them again.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { RIGHTS_TABLES } from '../../../server/auth/rightsStamp';
import { sessionResolver } from '../../../server/auth/sessionUser';
import { loadConfig } from '../../../server/config';
import { openPostgres, type Database } from '../../../server/db/connect';
import { BACKENDS, PASSWORD, openSeededDatabase } from '../harness';

const FIND = '/api/v2/price-ti/material-price/find?mpn=X&ec_code=Y&plan_ship_date=2026-01-01';
const config = { ...loadConfig({}), staticDir: '/nonexistent' };

describe.each(BACKENDS)('rights kept between calls on %s', (backend) => {
  let databases: Database[];
  let drop: () => Promise<void>;
  let apps: FastifyInstance[];
  let admin: string;
  let auditor: string;
  let auditorId: number;
  beforeAll(async () => {
    const seeded = await openSeededDatabase(backend);
    drop = seeded.drop;
    // Two servers over one database, each with its own pool on PostgreSQL, as two replicas would be.
    databases = [seeded.database, backend === 'postgres' ? await openPostgres(seeded.url!) : seeded.database];
    apps = [await buildApp({ config, database: databases[0] }), await buildApp({ config, database: databases[1] })];
    const login = async (username: string) => (await apps[0].inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username, password: PASSWORD } })).json().data.token as string;
    [admin, auditor] = [await login('admin'), await login('audit01')];
    auditorId = Number((await sql<{ id: number }>`select id from users where name = 'audit01'`.execute(databases[0].db)).rows[0].id);
  });
  afterAll(async () => {
    for (const app of apps ?? []) await app.close();
    for (const database of new Set(databases ?? [])) await database.close();
    await drop?.();
  });

  const db = () => databases[0].db;
  const stamp = async () => (await sql<{ stamp: string }>`select stamp from rights_stamp`.execute(db())).rows[0].stamp;
  const status = async (app: FastifyInstance, url: string, token: string) => (await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })).statusCode;
  const permissions = (verb: 'assign' | 'revoke', names: string[]) =>
    apps[0].inject({ method: 'PUT', url: `/api/v1/permission/${verb}/user/${auditorId}`, headers: { authorization: `Bearer ${admin}` }, payload: { permissions: names } });

  it('holds a right given or taken on one server on the very next call to the other', async () => {
    // The other server has read (and keeps) the auditor's rights before the change (audit01 may not run the price check; manager may now, for the ASN).
    expect(await status(apps[1], FIND, auditor)).toBe(403);
    expect((await permissions('assign', ['view-material-price'])).statusCode).toBe(200);
    expect(await status(apps[1], FIND, auditor)).toBe(200);
    expect((await permissions('revoke', ['view-material-price'])).statusCode).toBe(200);
    expect(await status(apps[1], FIND, auditor)).toBe(403);
  });

  it('holds a change made straight in the database, through a role, on every server', async () => {
    const role = await sql<{ id: number }>`insert into roles (name) values ('Price checker') returning id`.execute(db());
    const roleId = role.rows[0].id;
    await sql`insert into role_permissions (role_id, permission_id) select ${roleId}, id from permissions where name = 'view-price-table-srp'`.execute(db());
    for (const app of apps) expect(await status(app, FIND, auditor)).toBe(403);
    await sql`insert into user_roles (user_id, role_id) values (${auditorId}, ${roleId})`.execute(db());
    for (const app of apps) expect(await status(app, FIND, auditor)).toBe(200);
    await sql`delete from role_permissions where role_id = ${roleId}`.execute(db());
    for (const app of apps) expect(await status(app, FIND, auditor)).toBe(403);
    await sql`delete from roles where id = ${roleId}`.execute(db());
  });

  it('renews the stamp with every write to a rights table, and not with other writes', async () => {
    for (const table of RIGHTS_TABLES) {
      const before = await stamp();
      // Even a write that changes no row: the trigger runs per statement.
      await sql`delete from ${sql.table(table)} where false`.execute(db());
      expect(await stamp(), table).not.toBe(before);
    }
    const before = await stamp();
    await sql`update users set nick_name = nick_name where id = ${auditorId}`.execute(db());
    await sql`update sessions set last_seen_at = last_seen_at`.execute(db());
    expect(await stamp()).toBe(before);
  });

  it('reuses the kept rights while the stamp stands, and reads the user itself on every call', async () => {
    const resolve = sessionResolver(db(), config);
    const first = (await resolve(auditor))!;
    const second = (await resolve(auditor))!;
    expect(second.user.roles).toBe(first.user.roles);
    await sql`update users set nick_name = 'Marc' where id = ${auditorId}`.execute(db());
    const renamed = (await resolve(auditor))!;
    expect(renamed.user.nick_name).toBe('Marc');
    expect(renamed.user.roles).toBe(first.user.roles);
    await sql`update roles set description = description where false`.execute(db());
    const third = (await resolve(auditor))!;
    expect(third.user.roles).not.toBe(first.user.roles);
    expect(third.user.roles).toEqual(first.user.roles);
  });

  it('reads the rights on every call, never refusing, should the stamp row be missing', async () => {
    const resolve = sessionResolver(db(), config);
    await sql`delete from rights_stamp`.execute(db());
    const first = (await resolve(auditor))!;
    const second = (await resolve(auditor))!;
    expect(second.user.roles).not.toBe(first.user.roles);
    expect(second.user.roles).toEqual(first.user.roles);
    await sql`insert into rights_stamp default values`.execute(db());
  });
});
