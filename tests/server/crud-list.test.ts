import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVERY_BACKEND, startTestServer, type TestServer } from './harness';

type ListBody = { list: Record<string, unknown>[]; total: number };

describe.each(EVERY_BACKEND)('list contract on %s', (backend) => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await startTestServer(backend);
    token = await s.login('admin');
  });
  afterAll(() => s.close());

  const list = async (query: string, as = token) => {
    const res = await s.call({ method: 'GET', url: `/api/v1/ship/customer${query}`, token: as });
    return { ...res, data: res.body.data as ListBody };
  };

  it('pages with page/size and reports the total', async () => {
    const all = await list('?size=500');
    expect(all.status).toBe(200);
    expect(all.body.code).toBe(0);
    expect(all.body.message).toBe('Success');
    const total = all.data.total;
    expect(total).toBeGreaterThan(40);
    const first = await list('?page=1&size=20');
    const second = await list('?page=2&size=20');
    expect(first.data.list).toHaveLength(20);
    expect(first.data.total).toBe(total);
    const ids1 = first.data.list.map((r) => r.id);
    const ids2 = second.data.list.map((r) => r.id);
    expect(ids1.filter((id) => ids2.includes(id))).toEqual([]);
    expect(ids1.concat(ids2)).toEqual(all.data.list.slice(0, 40).map((r) => r.id));
  });

  it('defaults to 20 rows sorted by the declared sort', async () => {
    const res = await list('');
    expect(res.data.list).toHaveLength(20);
    const codes = res.data.list.map((r) => String(r.code));
    expect(codes).toEqual([...codes].sort());
  });

  it('refuses a page size above 500 and names the parameter', async () => {
    const res = await list('?size=501');
    expect(res.status).toBe(400);
    expect(res.body.code).not.toBe(0);
    expect(res.body.errors).toEqual([expect.objectContaining({ field: 'size' })]);
  });

  it('sorts both ways by a declared field', async () => {
    const asc = await list('?sort=name&order=asc&size=500');
    const desc = await list('?sort=name&order=desc&size=500');
    const names = asc.data.list.map((r) => r.name as string);
    expect(desc.data.list.map((r) => r.name)).toEqual([...names].reverse());
  });

  it('refuses an unknown or injected sort field with 400, never SQL', async () => {
    for (const sort of ['nope', 'name;drop table ship_customer', 'password_hash']) {
      const res = await list(`?sort=${encodeURIComponent(sort)}`);
      expect(res.status).toBe(400);
      expect((res.body.errors as { field: string }[])[0].field).toBe('sort');
    }
    expect((await list('')).status).toBe(200);
  });

  it('filters by equality, operator suffixes and keyword', async () => {
    const inactive = await list('?status=inactive&size=500');
    expect(inactive.data.total).toBeGreaterThan(0);
    expect(inactive.data.list.every((r) => r.status === 'inactive')).toBe(true);

    const locked = await list('?locked=true&size=500');
    expect(locked.data.list.length).toBeGreaterThan(0);
    expect(locked.data.list.every((r) => r.locked === true)).toBe(true);

    const sample = (await list('?size=1')).data.list[0];
    const part = String(sample.name).slice(1, 5).toLowerCase();
    const like = await list(`?name_like=${encodeURIComponent(part)}&size=500`);
    expect(like.data.list.map((r) => r.id)).toContain(sample.id);
    expect(like.data.list.every((r) => String(r.name).toLowerCase().includes(part))).toBe(true);

    const kw = await list(`?keyword=${encodeURIComponent(String(sample.code))}`);
    expect(kw.data.list.map((r) => r.id)).toContain(sample.id);

    const big = await list('?credit_limit_gte=1000000&size=500');
    expect(big.data.list.every((r) => Number(r.credit_limit) >= 1000000)).toBe(true);

    const inList = await list('?currency_in=CNY,HKD&size=500');
    expect(inList.data.list.every((r) => ['CNY', 'HKD'].includes(String(r.currency)))).toBe(true);
  });

  it('treats LIKE wildcards in a keyword as plain characters', async () => {
    const res = await list('?keyword=%25');
    expect(res.status).toBe(200);
    expect(res.data.list.every((r) => JSON.stringify(r).includes('%'))).toBe(true);
  });

  it('refuses unknown filter fields and undeclared operators', async () => {
    expect((await list('?nope=1')).status).toBe(400);
    expect((await list('?status_gte=a')).status).toBe(400);
    const badNumber = await list('?credit_limit_gte=abc');
    expect(badNumber.status).toBe(400);
    expect((badNumber.body.errors as { field: string }[])[0].field).toBe('credit_limit_gte');
  });

  it('drops empty parameters as the client does', async () => {
    const res = await list('?status=&keyword=');
    expect(res.status).toBe(200);
    expect(res.data.list).toHaveLength(20);
  });

  it('fetches several records by ids', async () => {
    const some = (await list('?size=3')).data.list.map((r) => r.id as number);
    const res = await list(`?ids=${some.join(',')}`);
    expect(res.data.list.map((r) => r.id).sort()).toEqual([...some].sort());
    expect((await list('?ids=1,abc')).status).toBe(400);
  });

  it('returns one record with its system fields, 404 for a missing one', async () => {
    const sample = (await list('?size=1')).data.list[0];
    const one = await s.call({ method: 'GET', url: `/api/v1/ship/customer/${sample.id}`, token });
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ id: sample.id, code: sample.code, version: 1 });
    expect(one.body.data).toHaveProperty('created_at');
    const missing = await s.call({ method: 'GET', url: '/api/v1/ship/customer/999999', token });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe(404);
    expect((await s.call({ method: 'GET', url: '/api/v1/ship/customer/abc', token })).status).toBe(404);
  });
});

describe.each(EVERY_BACKEND)('reference titles on %s', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(backend);
  });
  afterAll(() => s.close());

  it('sends the title of each referenced record, also to users who may not open the referenced screen', async () => {
    const viewer = await s.login('viewer');
    const res = await s.call({ method: 'GET', url: '/api/v1/end_customer?size=500', token: viewer });
    const rows = (res.body.data as { list: Record<string, unknown>[] }).list.filter((r) => r.bg_id !== null);
    expect(rows.length).toBeGreaterThan(0);
    const admin = await s.login('admin');
    const bgs = (await s.call({ method: 'GET', url: '/api/v1/bg?size=500', token: admin })).body.data as { list: { id: number; name: string }[] };
    const names = new Map(bgs.list.map((b) => [b.id, b.name]));
    for (const r of rows) expect(r.bg_id__title).toBe(names.get(r.bg_id as number));
    expect((await s.call({ method: 'GET', url: '/api/v1/bg', token: viewer })).status).toBe(403);
  });
});
