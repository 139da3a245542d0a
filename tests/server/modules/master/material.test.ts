// The v1 material calls and the material substitution calls beyond CRUD, on the real database.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestServer, type TestServer } from '../../harness';
import { multipart, readXlsx, xlsxFile } from './upload';

type Row = Record<string, unknown> & { id: number; version: number };
type Page = { list: Row[]; total: number };

describe.each(BACKENDS)('v1 material calls on %s', (backend) => {
  let s: TestServer;
  let op: string;
  let viewer: string;
  beforeAll(async () => {
    s = await startTestServer(backend);
    op = await s.login('op');
    viewer = await s.login('viewer');
  });
  afterAll(() => s.close());

  it('lists with the same parameters and answers as the v2 list', async () => {
    const query = 'page=2&size=7&sort=mpn&order=desc&lifecycle=active&keyword=a';
    const v1 = await s.call({ method: 'GET', url: `/api/v1/material?${query}`, token: viewer });
    const v2 = await s.call({ method: 'GET', url: `/api/v2/material/info?${query}`, token: viewer });
    expect(v1.status).toBe(200);
    expect(v1.body.data).toEqual(v2.body.data);
    expect((v1.body.data as Page).list).toHaveLength(7);
    const bad = await s.call({ method: 'GET', url: '/api/v1/material?nonsense=1', token: viewer });
    expect(bad.status).toBe(400);
  });

  it('reads, updates with PUT and with POST, and refuses a stale version', async () => {
    const [first] = ((await s.call({ method: 'GET', url: '/api/v1/material?size=1', token: op })).body.data as Page).list;
    const one = await s.call({ method: 'GET', url: `/api/v1/material/${first.id}`, token: op });
    expect(one.body.data).toMatchObject({ id: first.id, mpn: first.mpn });
    const put = await s.call({ method: 'PUT', url: `/api/v1/material/${first.id}`, token: op, payload: { version: first.version, moq: 3000 } });
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({ moq: 3000, version: first.version + 1, updated_by: 'op' });
    const post = await s.call({ method: 'POST', url: `/api/v1/material/${first.id}`, token: op, payload: { version: first.version + 1, moq: 6000 } });
    expect(post.status).toBe(200);
    expect(post.body.data).toMatchObject({ moq: 6000, version: first.version + 2 });
    const stale = await s.call({ method: 'POST', url: `/api/v1/material/${first.id}`, token: op, payload: { version: first.version, moq: 1 } });
    expect(stale.status).toBe(409);
    const events = await sql<{ n: number }>`select count(*)::int as n from events where resource = 'material' and record_id = ${first.id} and action = 'update'`.execute(s.database.db);
    expect(Number(events.rows[0].n)).toBe(2);
  });

  it('lets a viewer read but not write, and changes nothing when refused', async () => {
    const [first] = ((await s.call({ method: 'GET', url: '/api/v1/material?size=1', token: viewer })).body.data as Page).list;
    expect((await s.call({ method: 'PUT', url: `/api/v1/material/${first.id}`, token: viewer, payload: { version: first.version, moq: 1 } })).status).toBe(403);
    expect((await s.call({ method: 'POST', url: `/api/v1/material/${first.id}`, token: viewer, payload: { version: first.version, moq: 1 } })).status).toBe(403);
    expect((await s.call({ method: 'DELETE', url: `/api/v1/material/${first.id}`, token: viewer })).status).toBe(403);
    expect((await s.call({ method: 'GET', url: '/api/v1/material' })).status).toBe(401);
    const again = await s.call({ method: 'GET', url: `/api/v1/material/${first.id}`, token: viewer });
    expect(again.body.data).toMatchObject({ version: first.version, moq: first.moq });
  });

  it('deletes an unreferenced material', async () => {
    const [m] = ((await s.call({ method: 'GET', url: '/api/v1/material?size=1', token: op })).body.data as Page).list;
    const created = await s.call({
      method: 'POST',
      url: '/api/v2/material/info',
      token: op,
      payload: { mpn: 'V1-DELETE-ME', manufacturer_id: m.manufacturer_id, product_line_id: m.product_line_id, description: 'temp', mpq: 100, lifecycle: 'active', currency: 'USD', status: 'active' },
    });
    expect(created.status).toBe(200);
    const id = (created.body.data as Row).id;
    expect((await s.call({ method: 'DELETE', url: `/api/v1/material/${id}`, token: op })).status).toBe(200);
    expect((await s.call({ method: 'GET', url: `/api/v1/material/${id}`, token: op })).status).toBe(404);
  });

  it('imports through /api/v1/material/info/import as v2 does: all rows or none', async () => {
    const [m] = ((await s.call({ method: 'GET', url: '/api/v1/material?size=1', token: op })).body.data as Page).list;
    const mfr = (await s.call({ method: 'GET', url: `/api/v2/manufacturer/${m.manufacturer_id}`, token: op })).body.data as Row;
    const pl = (await s.call({ method: 'GET', url: `/api/v2/product-line/${m.product_line_id}`, token: op })).body.data as Row;
    const header = ['MPN', 'Manufacturer', 'Product line', 'Description', 'MPQ'];
    const before = await s.count('material');
    const bad = xlsxFile([header, ['V1-IMP-1', mfr.code, pl.code, 'ok', 1000], ['V1-IMP-2', mfr.code, pl.code, '', 1000]]);
    const refused = await s.call({ method: 'POST', url: '/api/v1/material/info/import', token: op, ...multipart(bad) });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^Row 3: missing Description/);
    expect(await s.count('material')).toBe(before);
    const good = xlsxFile([header, ['V1-IMP-1', mfr.code, pl.code, 'ok', 1000], ['V1-IMP-2', mfr.code, pl.code, 'fine', 2000]]);
    const done = await s.call({ method: 'POST', url: '/api/v1/material/info/import', token: op, ...multipart(good) });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data).toMatchObject({ inserted: 2, updated: 0, total: 2 });
    expect(await s.count('material')).toBe(before + 2);
    expect((await s.call({ method: 'POST', url: '/api/v1/material/info/import', token: viewer, ...multipart(good) })).status).toBe(403);
  });

  it('offers the distinct values of the filterable columns, with counts', async () => {
    const res = await s.call({ method: 'GET', url: '/api/v1/material/info/filter?field=lifecycle', token: viewer });
    expect(res.status).toBe(200);
    const lifecycles = res.body.data as { value: string; label: string; count: number }[];
    const { rows } = await sql<{ lifecycle: string; n: number }>`select lifecycle, count(*)::int as n from material group by lifecycle`.execute(s.database.db);
    expect(lifecycles.map((l) => [l.value, l.count]).sort()).toEqual(rows.map((r) => [r.lifecycle, Number(r.n)]).sort());
    expect(lifecycles.find((l) => l.value === 'active')?.label).toBe('Active');
    const makers = (await s.call({ method: 'GET', url: '/api/v1/material/info/filter?field=manufacturer_id&limit=3', token: viewer })).body.data as { value: number; label: string }[];
    expect(makers).toHaveLength(3);
    expect(typeof makers[0].value).toBe('number');
    const all = (await s.call({ method: 'GET', url: '/api/v1/material/info/filter', token: viewer })).body.data as Record<string, unknown[]>;
    expect(Object.keys(all)).toEqual(expect.arrayContaining(['manufacturer_id', 'package', 'lifecycle', 'status']));
    const bad = await s.call({ method: 'GET', url: '/api/v1/material/info/filter?field=description', token: viewer });
    expect(bad.status).toBe(400);
    expect((bad.body.errors as { field: string }[])[0].field).toBe('field');
    expect((await s.call({ method: 'GET', url: '/api/v1/material/info/filter' })).status).toBe(401);
  });
});

describe.each(BACKENDS)('material substitution calls on %s', (backend) => {
  let s: TestServer;
  let op: string;
  beforeAll(async () => {
    s = await startTestServer(backend);
    op = await s.login('op');
  });
  afterAll(() => s.close());

  const nonLinkedIds = async () => {
    const { rows } = await sql<{ id: number }>`
      select id from material m where not exists (select 1 from material_sub s where s.original_material_id = m.id or s.substitute_material_id = m.id)`.execute(s.database.db);
    return rows.map((r) => Number(r.id));
  };

  it('lists materials without a substitution link, paged', async () => {
    const expected = await nonLinkedIds();
    const res = await s.call({ method: 'GET', url: '/api/v1/materialSub/non-linked?page=1&size=5&sort=mpn', token: op });
    expect(res.status).toBe(200);
    const page = res.body.data as Page;
    expect(page.total).toBe(expected.length);
    expect(page.list).toHaveLength(5);
    for (const row of page.list) expect(expected).toContain(row.id);
    expect(page.list[0].manufacturer_id__title).toBeTruthy();
    const linked = await sql<{ id: number }>`select original_material_id as id from material_sub limit 1`.execute(s.database.db);
    const mpn = (await sql<{ mpn: string }>`select mpn from material where id = ${linked.rows[0].id}`.execute(s.database.db)).rows[0].mpn;
    const search = (await s.call({ method: 'GET', url: `/api/v1/materialSub/non-linked?keyword=${encodeURIComponent(mpn)}`, token: op })).body.data as Page;
    expect(search.list.map((r) => r.mpn)).not.toContain(mpn);
    const bad = await s.call({ method: 'GET', url: '/api/v1/materialSub/non-linked?lifecycle=active', token: op });
    expect(bad.status).toBe(400);
    expect((bad.body.errors as { field: string }[])[0].field).toBe('lifecycle');
    expect((await s.call({ method: 'GET', url: '/api/v1/materialSub/non-linked', token: await s.login('viewer') })).status).toBe(403);
  });

  it('exports the non-linked materials as .xlsx with the material columns', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/api/v1/materialSub/non-linked/export?sort=mpn', headers: { authorization: `Bearer ${op}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="material_non_linked_\d{4}_\d{2}_\d{2}\.xlsx"; filename\*=UTF-8''material_non_linked_\d{4}_\d{2}_\d{2}\.xlsx$/);
    const rows = readXlsx(res.rawPayload);
    expect(rows[0].slice(0, 3)).toEqual(['ID', 'MPN', 'CPN']);
    expect(rows.length - 1).toBe((await nonLinkedIds()).length);
    // The manufacturer column holds the manufacturer's code, as the material export writes it.
    const first = rows[1] as unknown[];
    const code = await sql<{ code: string }>`select f.code from material m join manufacturer f on f.id = m.manufacturer_id where m.id = ${first[0]}`.execute(s.database.db);
    expect(first).toContain(code.rows[0].code);
  });

  it('uploads qualified pairs: all written as qualified, existing pairs updated', async () => {
    const free = await sql<{ mpn: string }>`select mpn from material order by id limit 3`.execute(s.database.db);
    const [a, b, c] = free.rows.map((r) => r.mpn);
    const header = ['Original MPN', 'Substitute MPN', 'Qualified on', 'Qualification status', 'Remark'];
    const file = xlsxFile([header, [a, b, '2025-06-30', 'rejected', 'lab report 17'], [a, c, '2025-07-01', '', '']]);
    const res = await s.call({ method: 'POST', url: '/api/v1/materialSub/upload/qualified', token: op, ...multipart(file) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const written = await sql<{ qualification_status: string; qualified_date: unknown }>`
      select s.qualification_status, s.qualified_date from material_sub s join material o on o.id = s.original_material_id
      where o.mpn = ${a}`.execute(s.database.db);
    expect(written.rows.length).toBeGreaterThanOrEqual(2);
    expect(written.rows.every((r) => r.qualification_status === 'qualified')).toBe(true);
    const again = await s.call({ method: 'POST', url: '/api/v1/materialSub/upload/qualified', token: op, ...multipart(file) });
    expect(again.body.data).toMatchObject({ inserted: 0, updated: 2 });
  });

  it('refuses the whole file with the row and field of each problem', async () => {
    const mpns = (await sql<{ mpn: string }>`select mpn from material order by id desc limit 2`.execute(s.database.db)).rows.map((r) => r.mpn);
    const before = await s.count('material_sub');
    const header = ['Original MPN', 'Substitute MPN', 'Qualified on'];
    const file = xlsxFile([header, [mpns[0], mpns[1], '2025-01-01'], [mpns[0], mpns[0], '2025-01-01'], [mpns[1], 'NO-SUCH-MPN', '2025-01-01'], [mpns[1], mpns[0], '']]);
    const res = await s.call({ method: 'POST', url: '/api/v1/materialSub/upload/qualified', token: op, ...multipart(file) });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Row 5: missing Qualified on/);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { row: 4, field: 'substitute_material_id', message: expect.stringContaining('NO-SUCH-MPN') },
        { row: 5, field: 'qualified_date', message: expect.any(String) },
      ]),
    );
    expect(await s.count('material_sub')).toBe(before);
    // Only the self-substitution left: refused on its own row.
    const self = xlsxFile([header, [mpns[0], mpns[1], '2025-01-01'], [mpns[0], mpns[0], '2025-01-01']]);
    const selfRes = await s.call({ method: 'POST', url: '/api/v1/materialSub/upload/qualified', token: op, ...multipart(self) });
    expect(selfRes.status).toBe(400);
    expect(selfRes.body.errors).toEqual([{ row: 3, field: 'substitute_material_id', message: 'The substitute must be a different part from the original' }]);
    expect(await s.count('material_sub')).toBe(before);
  });

  it('applies the upload rules of the import: missing file, wrong type, no permission', async () => {
    const missing = await s.call({ method: 'POST', url: '/api/v1/materialSub/upload/qualified', token: op, ...multipart(undefined) });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/File not found/);
    const wrong = await s.call({ method: 'POST', url: '/api/v1/materialSub/upload/qualified', token: op, ...multipart({ name: 'x.xlsx', type: 'text/plain', data: Buffer.from('x') }) });
    expect(wrong.status).toBe(415);
    expect(wrong.body.message).toBe('Only xlsx is supported');
    const file = xlsxFile([['Original MPN', 'Substitute MPN', 'Qualified on']]);
    expect((await s.call({ method: 'POST', url: '/api/v1/materialSub/upload/qualified', token: await s.login('manager'), ...multipart(file) })).status).toBe(403);
  });
});
