// Field rights on the real server and database: a user without a guarded field's right does not see
// it in lists, records, exports and templates, cannot write it by create, update or import (403,
// nothing changed); after assign they can, after revoke they cannot again. Only admin-user assigns.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../server/auth/password';
import { ensureFieldRights } from '../../../server/fields/catalogue';
import { getResource, resources } from '../../../src/resources/declarations';
import { BACKENDS, PASSWORD, startTestServer, type TestServer } from '../harness';
import { multipart, readXlsx, xlsxFile } from '../modules/master/upload';

type Row = Record<string, unknown> & { id: number; version: number };
type Page = { list: Row[]; total: number };
const MATERIAL = '/api/v2/material/info';

describe.each(BACKENDS)('field rights on %s', (backend) => {
  let s: TestServer;
  let admin: string;
  let clerk: string;
  let clerkId: number;
  beforeAll(async () => {
    s = await startTestServer(backend);
    admin = await s.login('admin');
    // An operator (role OP: prepaid items, materials, vendor types) holding no field right.
    const { id } = await s.database.db
      .insertInto('users')
      .values({ name: 'clerk', nick_name: 'Clerk', email: null, language: null, password_hash: await hashPassword(PASSWORD) })
      .returning('id')
      .executeTakeFirstOrThrow();
    clerkId = Number(id);
    await s.database.db.insertInto('user_roles').values({ user_id: clerkId, role_id: sql<number>`(select id from roles where name = 'OP')` }).execute();
    clerk = await s.login('clerk');
  });
  afterAll(() => s.close());

  const fieldsOf = async (name: string) => (await sql<{ name: string }>`
    select f.name from user_field_rights u join field_rights f on f.id = u.field_right_id join users us on us.id = u.user_id where us.name = ${name} order by f.name`.execute(s.database.db)).rows.map((r) => r.name);
  const materialRow = async () => (await sql<Row & { standard_cost: string | null }>`select id, version, standard_cost from material where standard_cost is not null order by id limit 1`.execute(s.database.db)).rows[0];
  const download = async (url: string, token: string) => {
    const res = await s.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    return { status: res.statusCode, data: res.rawPayload };
  };
  const assign = (mode: 'assign' | 'revoke', fields: unknown, token = admin, id = clerkId) => s.call({ method: 'PUT', url: `/api/v1/field/${mode}/user/${id}`, token, payload: { fields } });

  it('lists every declared right with the fields it guards; the demo accounts hold theirs', async () => {
    const res = await s.call({ method: 'GET', url: '/api/v1/field', token: admin });
    expect(res.status).toBe(200);
    const list = (res.body.data as { list: { name: string; declared: boolean; fields: { resource: string; field: string }[] }[] }).list;
    const byName = Object.fromEntries(list.map((r) => [r.name, r.fields.map((f) => `${f.resource}.${f.field}`)]));
    expect(byName).toMatchObject({
      'material.standard_cost': ['material.standard_cost'],
      'prepaid.price': ['prepaid.initial_price', 'prepaid.paid_amount'],
      'vendor_ratio.ratio': ['vendor_type.default_ratio', 'vendor_ratio.ratio'],
    });
    expect(list.every((r) => r.declared)).toBe(true);
    expect(await fieldsOf('admin')).toEqual(['inventory.price', 'material.standard_cost', 'prepaid.price', 'price_purchase.cost', 'price_ti.dbp', 'vendor_ratio.ratio']);
    expect(await fieldsOf('viewer')).toEqual([]);
    const me = await s.call({ method: 'GET', url: '/api/v1/auth/me', token: await s.login('manager') });
    expect((me.body.user as { fields: { name: string }[] }).fields).toEqual([{ name: 'vendor_ratio.ratio' }]);
  });

  it('leaves guarded fields out of lists, records, exports and templates for a user without the right', async () => {
    const list = (await s.call({ method: 'GET', url: '/api/v2/prepaid?size=5', token: clerk })).body.data as Page;
    expect(list.list.length).toBeGreaterThan(0);
    for (const row of list.list) {
      expect(row).not.toHaveProperty('initial_price');
      expect(row).not.toHaveProperty('paid_amount');
      expect(row).toHaveProperty('quantity');
    }
    const withRight = (await s.call({ method: 'GET', url: '/api/v2/prepaid?size=5', token: admin })).body.data as Page;
    expect(withRight.list[0]).toHaveProperty('initial_price');
    const m = await materialRow();
    const one = await s.call({ method: 'GET', url: `${MATERIAL}/${m.id}`, token: clerk });
    expect(one.status).toBe(200);
    expect(one.body.data).not.toHaveProperty('standard_cost');
    expect(((await s.call({ method: 'GET', url: `/api/v1/material/${m.id}`, token: clerk })).body.data as Row).standard_cost).toBeUndefined();

    const file = await download(`${MATERIAL}/export?format=xlsx&size=5`, clerk);
    expect(file.status).toBe(200);
    const [header] = readXlsx(file.data) as unknown[][];
    expect(header).toContain('MPN');
    expect(header).not.toContain('Standard cost');
    // id and every declared field but the guarded one, plus a key column beside each reference title.
    const fields = Object.values(getResource('material').fields);
    const keyColumns = fields.filter((f) => header.includes(`${f.label.en} code`)).length;
    expect(keyColumns).toBeGreaterThan(0);
    expect(header).toHaveLength(fields.length + keyColumns);
    expect(readXlsx((await download(`${MATERIAL}/export?format=xlsx`, admin)).data)[0]).toContain('Standard cost');
    expect(readXlsx((await download(`${MATERIAL}/template?format=xlsx`, clerk)).data)[0]).not.toContain('Standard cost');
    expect(readXlsx((await download('/api/v2/prepaid/template?format=xlsx', clerk)).data)[0]).not.toContain('Initial unit price');
  });

  it('refuses filtering and sorting by a guarded field, which would reveal its values', async () => {
    for (const query of ['initial_price_gte=1', 'paid_amount=100', 'sort=initial_price']) {
      const res = await s.call({ method: 'GET', url: `/api/v2/prepaid?${query}`, token: clerk });
      expect(res.status, query).toBe(403);
      expect(res.body.code).toBe(403);
    }
    expect((await download(`${MATERIAL}/export?format=csv&sort=standard_cost`, clerk)).status).toBe(403);
    expect((await s.call({ method: 'GET', url: '/api/v2/prepaid?initial_price_gte=1', token: admin })).status).toBe(200);
  });

  it('refuses writes of a guarded field by create, update, the price call and import, changing nothing', async () => {
    const m = await materialRow();
    const put = await s.call({ method: 'PUT', url: `${MATERIAL}/${m.id}`, token: clerk, payload: { version: m.version, standard_cost: 1, moq: 7 } });
    expect(put.status).toBe(403);
    expect(put.body.message).toMatch(/"Standard cost"/);
    expect(put.body.errors).toEqual([expect.objectContaining({ field: 'standard_cost' })]);
    expect(await materialRow()).toEqual(m);

    const materials = await s.count('material');
    const template = (await s.call({ method: 'GET', url: `${MATERIAL}?size=1`, token: admin })).body.data as Page;
    const t = template.list[0];
    const payload = { mpn: 'GUARD-NEW-1', manufacturer_id: t.manufacturer_id, product_line_id: t.product_line_id, description: 'x', mpq: 1, lifecycle: 'active', currency: 'USD', status: 'active', standard_cost: 2 };
    const post = await s.call({ method: 'POST', url: MATERIAL, token: clerk, payload });
    expect(post.status).toBe(403);
    expect(await s.count('material')).toBe(materials);
    // Without the guarded field the same create goes through.
    const { standard_cost: _cost, ...plain } = payload;
    const created = await s.call({ method: 'POST', url: MATERIAL, token: clerk, payload: plain });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data).not.toHaveProperty('standard_cost');

    // A prepaid item needs its (guarded, required) price: the clerk cannot create one at all.
    const prepaids = await s.count('prepaid');
    const create = await s.call({ method: 'POST', url: '/api/v2/prepaid/entity', token: clerk, payload: { prepaid_no: 'PP-GUARD' } });
    expect(create.status).toBe(403);
    expect(create.body.message).toMatch(/Initial unit price/);
    const item = (await sql<Row>`select id, version from prepaid where status = 'paid' and shipped_qty = 0 limit 1`.execute(s.database.db)).rows[0];
    expect((await s.call({ method: 'POST', url: `/api/v2/prepaid/initial-price/${item.id}`, token: clerk, payload: { initial_price: 1 } })).status).toBe(403);
    expect((await sql<Row>`select version from prepaid where id = ${item.id}`.execute(s.database.db)).rows[0].version).toBe(item.version);
    expect(await s.count('prepaid')).toBe(prepaids);

    const mpn = (await sql<{ mpn: string }>`select mpn from material where id = ${m.id}`.execute(s.database.db)).rows[0].mpn;
    const file = xlsxFile([['MPN', 'Standard cost'], [mpn, 9.5]]);
    const imported = await s.call({ method: 'POST', url: `${MATERIAL}/import`, token: clerk, ...multipart(file) });
    expect(imported.status).toBe(403);
    expect(imported.body.errors).toEqual([expect.objectContaining({ field: 'standard_cost', row: 1 })]);
    expect(await materialRow()).toEqual(m);
  });

  it('shows and lets write the field after assign, and hides and refuses it again after revoke', async () => {
    const m = await materialRow();
    const given = await assign('assign', ['material.standard_cost']);
    expect(given.status, JSON.stringify(given.body)).toBe(200);
    expect((given.body.data as { fields: { name: string }[] }).fields.map((f) => f.name)).toEqual(['material.standard_cost']);
    const one = await s.call({ method: 'GET', url: `${MATERIAL}/${m.id}`, token: clerk });
    expect(one.body.data).toHaveProperty('standard_cost');
    const put = await s.call({ method: 'PUT', url: `${MATERIAL}/${m.id}`, token: clerk, payload: { version: m.version, standard_cost: 3.25 } });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.data).toMatchObject({ standard_cost: 3.25 });
    // The right is for materials only: prices stay hidden.
    expect(((await s.call({ method: 'GET', url: '/api/v2/prepaid?size=1', token: clerk })).body.data as Page).list[0]).not.toHaveProperty('initial_price');

    expect((await assign('revoke', 'material.standard_cost')).status).toBe(200);
    expect(await fieldsOf('clerk')).toEqual([]);
    expect((await s.call({ method: 'GET', url: `${MATERIAL}/${m.id}`, token: clerk })).body.data).not.toHaveProperty('standard_cost');
    const after = await materialRow();
    expect((await s.call({ method: 'PUT', url: `${MATERIAL}/${m.id}`, token: clerk, payload: { version: after.version, standard_cost: 1 } })).status).toBe(403);
    expect(await materialRow()).toEqual(after);
  });

  it('lets only admin-user assign and revoke, never to oneself, and names bad input', async () => {
    for (const who of ['viewer', 'manager', 'clerk']) {
      expect((await assign('assign', ['prepaid.price'], await s.login(who))).status, who).toBe(403);
      expect((await s.call({ method: 'GET', url: '/api/v1/field', token: await s.login(who) })).status, who).toBe(403);
    }
    expect((await s.call({ method: 'PUT', url: `/api/v1/field/assign/user/${clerkId}`, payload: { fields: ['prepaid.price'] } })).status).toBe(401);
    expect((await s.call({ method: 'GET', url: '/api/v1/field' })).status).toBe(401);
    const adminId = Number((await sql<{ id: number }>`select id from users where name = 'admin'`.execute(s.database.db)).rows[0].id);
    expect((await assign('revoke', ['prepaid.price'], admin, adminId)).status).toBe(403);
    const unknown = await assign('assign', ['prepaid.price', 'no.such_right']);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Unknown field rights: no.such_right');
    const notList = await assign('assign', { name: 'prepaid.price' });
    expect(notList.status).toBe(400);
    expect(notList.body.errors).toEqual([expect.objectContaining({ field: 'fields' })]);
    expect((await assign('assign', ['prepaid.price'], admin, 999999)).status).toBe(404);
    expect(await fieldsOf('clerk')).toEqual([]);
  });

  it('gives a right new to the database to the user administrators, so someone can pass it on', async () => {
    // As on the first start after a declaration guards a field: the right is not in the database yet.
    await sql`delete from field_rights where name = 'material.standard_cost'`.execute(s.database.db);
    expect(await fieldsOf('admin')).toEqual(['inventory.price', 'prepaid.price', 'price_purchase.cost', 'price_ti.dbp', 'vendor_ratio.ratio']);
    await ensureFieldRights(s.database.db, resources);
    expect(await fieldsOf('admin')).toEqual(['inventory.price', 'material.standard_cost', 'prepaid.price', 'price_purchase.cost', 'price_ti.dbp', 'vendor_ratio.ratio']);
    expect(await fieldsOf('op')).toEqual(['inventory.price', 'prepaid.price', 'price_purchase.cost', 'price_ti.dbp', 'vendor_ratio.ratio']); // op does not hold admin-user
    // Rights already there are left as they are.
    await ensureFieldRights(s.database.db, resources);
    expect(await fieldsOf('viewer')).toEqual([]);
  });

  it('deletes only a right no declaration names any more', async () => {
    const rights = (await s.call({ method: 'GET', url: '/api/v1/field', token: admin })).body.data as { list: { id: number; name: string }[] };
    const price = rights.list.find((r) => r.name === 'prepaid.price')!;
    const declared = await s.call({ method: 'DELETE', url: `/api/v1/field/${price.id}`, token: admin });
    expect(declared.status).toBe(409);
    expect(declared.body.message).toMatch(/prepaid\.initial_price/);
    const { id } = await s.database.db.insertInto('field_rights').values({ name: 'old.rebate', description: null }).returning('id').executeTakeFirstOrThrow();
    await s.database.db.insertInto('user_field_rights').values({ user_id: clerkId, field_right_id: Number(id) }).execute();
    const listed = ((await s.call({ method: 'GET', url: '/api/v1/field', token: admin })).body.data as { list: { name: string; declared: boolean; users: number }[] }).list;
    expect(listed.find((r) => r.name === 'old.rebate')).toMatchObject({ declared: false, users: 1 });
    expect((await s.call({ method: 'DELETE', url: `/api/v1/field/${id}`, token: await s.login('viewer') })).status).toBe(403);
    expect((await s.call({ method: 'DELETE', url: `/api/v1/field/${id}`, token: admin })).status).toBe(200);
    expect(await fieldsOf('clerk')).toEqual([]);
    expect((await s.call({ method: 'DELETE', url: `/api/v1/field/${id}`, token: admin })).status).toBe(404);
  });

  it('leaves a guarded field out of the event log for a reader without the right', async () => {
    const m = await materialRow();
    const changed = await s.call({ method: 'PUT', url: `${MATERIAL}/${m.id}`, token: admin, payload: { version: m.version, standard_cost: 1.2345 } });
    expect(changed.status).toBe(200);
    expect((await s.call({ method: 'PUT', url: `/api/v1/permission/assign/user/${clerkId}`, token: admin, payload: { permissions: ['user-event'] } })).status).toBe(200);
    const read = async (token: string) => {
      const res = await s.call({ method: 'GET', url: `/api/v1/event?resource=material&record_id=${m.id}&size=1`, token });
      expect(res.status).toBe(200);
      return (res.body.data as { list: { before: Row; after: Row }[] }).list[0];
    };
    const byAdmin = await read(admin);
    expect(byAdmin.after).toHaveProperty('standard_cost');
    expect(byAdmin.before).toHaveProperty('standard_cost');
    const byClerk = await read(await s.login('clerk'));
    expect(byClerk.after).not.toHaveProperty('standard_cost');
    expect(byClerk.before).not.toHaveProperty('standard_cost');
    expect(byClerk.after).toHaveProperty('mpn');
  });
});
