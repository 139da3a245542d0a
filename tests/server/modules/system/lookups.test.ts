// The common lookups forms use for their choices, against the real database.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestServer, type TestServer } from '../../harness';

type Option = { value: string | number; label: string; code?: string };

describe.each(BACKENDS)('common lookups on %s', (backend) => {
  let s: TestServer;
  let viewer: string;
  beforeAll(async () => {
    s = await startTestServer(backend);
    viewer = await s.login('viewer');
  });
  afterAll(() => s.close());

  const get = async (url: string, token = viewer, lang = 'en-US') => s.call({ method: 'GET', url, token, headers: { 'accept-language': lang } });
  const list = async (url: string, token = viewer, lang?: string) => {
    const res = await get(url, token, lang);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as Option[];
  };

  it('answers 401 without a token', async () => {
    for (const url of ['/api/v2/common/manufacturer', '/api/v2/common/sitecode', '/api/v1/const/option', '/api/v2/common/code-info', '/api/v2/common/currency']) {
      expect((await s.call({ method: 'GET', url })).status).toBe(401);
    }
  });

  it('lists active manufacturers by keyword on code or name, within the limit', async () => {
    const all = await list('/api/v2/common/manufacturer?limit=500');
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from manufacturer where status = 'active'`.execute(s.database.db);
    expect(all).toHaveLength(Math.min(500, Number(rows[0].n)));
    const first = all[0];
    const hits = await list(`/api/v2/common/manufacturer?keyword=${encodeURIComponent(first.code!.toLowerCase())}`);
    expect(hits.map((h) => h.value)).toContain(first.value);
    expect(await list('/api/v2/common/manufacturer?limit=2')).toHaveLength(2);
  });

  it('hides a disabled manufacturer from the choices', async () => {
    const [first] = await list('/api/v2/common/manufacturer?limit=1');
    await sql`update manufacturer set status = 'inactive' where id = ${first.value}`.execute(s.database.db);
    const after = await list('/api/v2/common/manufacturer?limit=500');
    expect(after.map((o) => o.value)).not.toContain(first.value);
    await sql`update manufacturer set status = 'active' where id = ${first.value}`.execute(s.database.db);
  });

  it('refuses a limit above 500 naming the parameter', async () => {
    const res = await get('/api/v2/common/manufacturer?limit=501');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'limit', message: expect.stringContaining('500') }]);
    expect((await get('/api/v2/common/manufacturer?limit=abc')).status).toBe(400);
  });

  it('narrows the /permissions lists to the user scope, and leaves an unscoped user every row', async () => {
    const everyBg = await list('/api/v2/common/bg/permissions?limit=500');
    expect(everyBg.length).toBeGreaterThan(1);
    const user = await sql<{ id: number }>`select id from users where name = 'viewer'`.execute(s.database.db);
    await sql`insert into user_data_scope (user_id, scope, ref_id) values (${user.rows[0].id}, 'bg', ${everyBg[0].value})`.execute(s.database.db);
    expect((await list('/api/v2/common/bg/permissions')).map((o) => o.value)).toEqual([everyBg[0].value]);
    // The bg scope does not restrict manufacturers.
    expect((await list('/api/v2/common/manufacturer/permissions?limit=500')).length).toBe((await list('/api/v2/common/manufacturer?limit=500')).length);
    const [m] = await list('/api/v2/common/manufacturer?limit=1');
    await sql`insert into user_data_scope (user_id, scope, ref_id) values (${user.rows[0].id}, 'manufacturer', ${m.value})`.execute(s.database.db);
    expect((await list('/api/v2/common/manufacturer/permissions')).map((o) => o.value)).toEqual([m.value]);
    // Admin has no scope rows: everything.
    expect((await list('/api/v2/common/bg/permissions?limit=500', await s.login('admin'))).length).toBe(everyBg.length);
    await sql`delete from user_data_scope`.execute(s.database.db);
  });

  it('lists site codes: plants with an active storage location', async () => {
    const plants = await list('/api/v2/common/sitecode?limit=500');
    const { rows } = await sql<{ plant: string }>`select distinct plant from sloc where status = 'active' order by plant`.execute(s.database.db);
    expect(plants.map((p) => p.value)).toEqual(rows.map((r) => r.plant));
    expect(plants[0].label).toContain(String(plants[0].value));
  });

  it('lists currencies, filtered by keyword', async () => {
    expect((await list('/api/v2/common/currency')).map((c) => c.value)).toEqual(expect.arrayContaining(['USD', 'CNY', 'EUR']));
    expect((await list('/api/v2/common/currency?keyword=cn')).map((c) => c.value)).toEqual(['CNY']);
  });

  it('answers the code tables of the declarations in the caller language', async () => {
    const types = await list('/api/v2/common/code-info?limit=500');
    expect(types.map((t) => t.value)).toContain('material.lifecycle');
    const en = await list('/api/v2/common/code-info?type=material.lifecycle');
    expect(en).toContainEqual({ value: 'eol', label: 'EOL (last-time buy)' });
    const zh = await list('/api/v2/common/code-info?type=material.lifecycle', viewer, 'zh-CN');
    expect(zh).toContainEqual({ value: 'eol', label: '停产（最后采购）' });
    const bad = await get('/api/v2/common/code-info?type=nope.nothing');
    expect(bad.status).toBe(400);
    expect((bad.body.errors as { field: string }[])[0].field).toBe('type');
  });

  it('answers the spec constants, e.g. the date-code ranges', async () => {
    const names = await list('/api/v1/const/option');
    expect(names.map((n) => n.value)).toEqual(expect.arrayContaining(['dateCodeRange', 'auditStatus', 'byteCap']));
    const ranges = await list('/api/v1/const/option?name=dateCodeRange&limit=500');
    expect(ranges.map((r) => r.value)).toEqual([0, 183, 365, 548, 639, 730, 913, 1095, 1278, 1460, 1825, 3650]);
    expect((await list('/api/v1/const/option?name=auditStatus', viewer, 'zh-CN')).map((o) => o.label)).toEqual(['待审核', '已同意', '已拒绝']);
  });
});
