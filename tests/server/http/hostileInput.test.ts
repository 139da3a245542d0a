// Each class of input that once answered 500 (issue 9) is a 400 naming the parameter or field, and
// changes nothing: NUL bytes, prototype names, ids and pages beyond 64 bits, numbers beyond a
// column, dates JavaScript reads and PostgreSQL refuses.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestServer, type TestServer } from '../harness';

describe.each(BACKENDS)('hostile input on %s', (backend) => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await startTestServer(backend);
    token = await s.login('admin');
  });
  afterAll(() => s.close());

  const get = (url: string) => s.call({ method: 'GET', url, token });
  const refusedNaming = async (res: ReturnType<TestServer['call']>, field: string) => {
    const { status, body } = await res;
    expect(status).toBe(400);
    expect((body.errors as { field: string }[])[0].field).toBe(field);
  };

  it('list parameters: NUL, prototype names, 64-bit ids and pages, dates only JavaScript reads', async () => {
    await refusedNaming(get('/api/v1/bg?keyword=a%00b'), 'keyword');
    await refusedNaming(get('/api/v1/bg?name_like=a%00'), 'name_like');
    for (const name of ['__proto__', 'constructor', 'toString']) await refusedNaming(get(`/api/v1/bg?sort=${name}`), 'sort');
    await refusedNaming(get('/api/v1/bg?constructor=1'), 'constructor');
    await refusedNaming(get('/api/v1/bg?hasOwnProperty_like=x'), 'hasOwnProperty_like');
    await refusedNaming(get('/api/v1/bg?ids=99999999999999999999'), 'ids');
    await refusedNaming(get('/api/v1/bg?id_in=1,99999999999999999999'), 'id_in');
    await refusedNaming(get('/api/v1/bu?bg_id=99999999999999999999'), 'bg_id');
    await refusedNaming(get('/api/v1/bg?page=1e20'), 'page');
    await refusedNaming(get('/api/v1/bg?page=99999999999999999999'), 'page');
    await refusedNaming(get('/api/v1/bg?size=2.5'), 'size');
    await refusedNaming(get('/api/v1/bg?size=-1'), 'size');
    await refusedNaming(get('/api/v1/bg?created_at_gte=1'), 'created_at_gte');
    await refusedNaming(get('/api/v1/bg?updated_at_lte=0000-01-01'), 'updated_at_lte');
    expect((await get('/api/v1/bg?created_at_gte=2020-01-01T00:00:00Z&page=2&size=5')).status).toBe(200);
  });

  it('the same parameters on hand-written lists', async () => {
    await refusedNaming(get('/api/v1/user?keyword=%00'), 'keyword');
    await refusedNaming(get('/api/v1/role?page=1e20'), 'page');
    await refusedNaming(get('/api/v2/common/user?ids=1,99999999999999999999'), 'ids');
    await refusedNaming(get('/api/v1/event?from=0000-01-01'), 'from');
    await refusedNaming(get('/api/v1/event?to=1'), 'to');
    await refusedNaming(get('/api/v1/event?record_id=99999999999999999999'), 'record_id');
    await refusedNaming(get('/api/v1/sloc/assigned?material_id=1e20'), 'material_id');
    await refusedNaming(get('/api/v2/common/sitecode?keyword=a%00'), 'keyword');
  });

  it('bodies: numbers beyond their column, NUL in any field, versions beyond int4; nothing changes', async () => {
    const bu = (await get('/api/v1/bu?size=1')).body.data as { list: { id: number; version: number }[] };
    const { id, version } = bu.list[0];
    const before = await sql<{ t: string }>`select bu::text as t from bu where id = ${id}`.execute(s.database.db);
    const roles = await s.count('roles');
    const put = (payload: Record<string, unknown>) => s.call({ method: 'PUT', url: `/api/v1/bu/${id}`, token, payload: { version, ...payload } });
    await refusedNaming(put({ bg_id: 1e20 }), 'bg_id');
    await refusedNaming(put({ bg_id: '99999999999999999999' }), 'bg_id');
    await refusedNaming(put({ name: 'a\u0000b' }), 'name');
    await refusedNaming(put({ version: 1e20 }), 'version');
    await refusedNaming(put({ version: 2147483648 }), 'version');
    const customer = (await get('/api/v1/ship/customer?size=1')).body.data as { list: { id: number; version: number }[] };
    await refusedNaming(s.call({ method: 'PUT', url: `/api/v1/ship/customer/${customer.list[0].id}`, token, payload: { version: customer.list[0].version, credit_limit: 1e20 } }), 'credit_limit');
    await refusedNaming(s.call({ method: 'POST', url: '/api/v1/role', token, payload: { name: 'clerk\u0000' } }), 'name');
    await refusedNaming(s.call({ method: 'PUT', url: '/api/v2/vendor-ratio', token, payload: { items: [{ vendor_id: 1, period: 'x\u0000' }] } }), 'items[0].period');
    const after = await sql<{ t: string }>`select bu::text as t from bu where id = ${id}`.execute(s.database.db);
    expect(after.rows[0].t).toBe(before.rows[0].t);
    expect(await s.count('roles')).toBe(roles);
  });

  it('messages name the parameter in both languages', async () => {
    const zh = await s.call({ method: 'GET', url: '/api/v1/bg?page=1e20', token, headers: { 'accept-language': 'zh-CN' } });
    expect(zh.body.message).toBe('查询参数“page”必须是 1 到 1000000 的整数');
    const en = await s.call({ method: 'POST', url: '/api/v1/role', token, payload: { name: 'a\u0000' } });
    expect(en.body.message).toBe('"name" contains a NUL character (\\0), which cannot be stored');
  });

  it('path ids beyond 64 bits on hand-written routes', async () => {
    await refusedNaming(s.call({ method: 'PUT', url: '/api/v2/inventory-brand/99999999999999999999/disable', token }), 'id');
    await refusedNaming(s.call({ method: 'GET', url: '/api/v1/user/1e20', token }), 'id');
    expect((await get('/api/v1/bg/99999999999999999999')).status).toBe(404);
  });
});
