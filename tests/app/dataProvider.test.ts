// @vitest-environment happy-dom
// The dataProvider speaks the contract to the real server (in process, on a port): no mocked fetch.
import { HttpError } from 'ra-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authProvider } from '../../src/authProvider';
import { dataProvider, setDeclarationLoader, setRequestLocale } from '../../src/dataProvider';
import { getResource, raName } from '../../src/resources/declarations';
import { PASSWORD, startTestServer, type TestServer } from '../server/harness';
import { buildRegistry } from '../../src/registry';

// As the composition root (App.tsx) does.
setDeclarationLoader(buildRegistry().loadDeclarations);

let server: TestServer;
const bg = raName(getResource('bg'));
const customers = raName(getResource('ship_customer'));

beforeAll(async () => {
  server = await startTestServer('pglite');
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  (window as unknown as { __APP_CONFIG__: { apiOrigin: string } }).__APP_CONFIG__ = { apiOrigin: address };
  await authProvider.login({ username: 'admin', password: PASSWORD });
});

afterAll(async () => {
  await authProvider.logout({});
  await server.close();
});

const rejection = async (p: Promise<unknown>): Promise<HttpError> => {
  try {
    await p;
  } catch (e) {
    return e as HttpError;
  }
  throw new Error('expected the call to fail');
};

describe('dataProvider against the reference server', () => {
  it('pages, sorts and filters a list with page/size, operators and keyword', async () => {
    const all = await dataProvider.getList(customers, { pagination: { page: 1, perPage: 500 }, sort: { field: 'code', order: 'ASC' }, filter: {} });
    const page2 = await dataProvider.getList(customers, { pagination: { page: 2, perPage: 10 }, sort: { field: 'code', order: 'ASC' }, filter: {} });
    expect(page2.total).toBe(all.total);
    expect(page2.data.map((r) => r.id)).toEqual(all.data.slice(10, 20).map((r) => r.id));

    const usd = await dataProvider.getList(customers, {
      pagination: { page: 1, perPage: 500 },
      sort: { field: 'credit_limit', order: 'DESC' },
      filter: { currency: 'USD', 'credit_limit@gte': 1000000, q: '', status: undefined },
    });
    expect(usd.data.length).toBeGreaterThan(0);
    expect(usd.data.every((r) => r.currency === 'USD' && r.credit_limit >= 1000000)).toBe(true);
    const limits = usd.data.map((r) => r.credit_limit as number);
    expect(limits).toEqual([...limits].sort((a, b) => b - a));

    const sample = all.data[7];
    const found = await dataProvider.getList(customers, { pagination: { page: 1, perPage: 20 }, sort: { field: 'code', order: 'ASC' }, filter: { q: sample.code } });
    expect(found.data.map((r) => r.id)).toContain(sample.id);
  });

  it('gets one, many and the records referencing another', async () => {
    const one = await dataProvider.getOne(bg, { id: 1 });
    expect(one.data).toMatchObject({ id: 1, version: 1 });
    const many = await dataProvider.getMany(bg, { ids: [1, 2, 3] });
    expect(many.data.map((r) => r.id).sort()).toEqual([1, 2, 3]);
    const bus = await dataProvider.getManyReference(raName(getResource('bu')), {
      target: 'bg_id',
      id: 1,
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'code', order: 'ASC' },
      filter: {},
    });
    expect(bus.total).toBeGreaterThan(0);
    expect(bus.data.every((r) => r.bg_id === 1)).toBe(true);
  });

  it('creates as multipart, updates with the version and reports a stale one', async () => {
    const created = await dataProvider.create(bg, { data: { code: 'dp-1', name: '数据提供者', status: 'active', remark: '' } });
    expect(created.data).toMatchObject({ code: 'DP-1', name: '数据提供者', version: 1 });
    const updated = await dataProvider.update(bg, { id: created.data.id, data: { ...created.data, name: 'renamed' }, previousData: created.data });
    expect(updated.data).toMatchObject({ name: 'renamed', version: 2 });
    const stale = await rejection(dataProvider.update(bg, { id: created.data.id, data: { ...created.data, name: 'late' }, previousData: created.data }));
    expect(stale).toBeInstanceOf(HttpError);
    expect(stale.status).toBe(409);
    expect(stale.message).toMatch(/changed by someone else/);
  });

  it('turns field errors into the map react-admin puts on the form', async () => {
    // Two required fields without a default (status has one, which the server fills).
    const err = await rejection(dataProvider.create(bg, { data: { code: '', name: '' } }));
    expect(err.status).toBe(400);
    const body = err.body as { errors: Record<string, unknown> };
    expect(body.errors).toMatchObject({ code: 'BG code is required', name: 'Name is required' });
    expect(body.errors).not.toHaveProperty('status');
  });

  it('sends the chosen language and gets the server messages in it', async () => {
    setRequestLocale('zh-CN');
    try {
      const err = await rejection(dataProvider.create(bg, { data: { code: 'ZH-DP', status: 'active' } }));
      expect((err.body as { errors: Record<string, unknown> }).errors.name).toBe('名称为必填项');
    } finally {
      setRequestLocale('en-US');
    }
  });

  it('deletes with a reason carried in the DELETE body', async () => {
    const created = await dataProvider.create(bg, { data: { code: 'DP-DEL', name: 'to go', status: 'active' } });
    await dataProvider.delete(bg, { id: created.data.id, previousData: created.data, meta: { reason: 'entered twice' } });
    const err = await rejection(dataProvider.getOne(bg, { id: created.data.id }));
    expect(err.status).toBe(404);
    const event = await server.database.db.selectFrom('events').select(['action', 'reason']).where('resource', '=', 'bg').where('record_id', '=', created.data.id as number).where('action', '=', 'delete').executeTakeFirstOrThrow();
    expect(event.reason).toBe('entered twice');
  });

  it('maps a revoked token to 401 so react-admin signs the user out', async () => {
    const token = localStorage.getItem('token')!;
    await server.call({ method: 'GET', url: '/api/v1/auth/logout', token });
    const err = await rejection(dataProvider.getList(bg, { pagination: { page: 1, perPage: 5 }, sort: { field: 'code', order: 'ASC' }, filter: {} }));
    expect(err.status).toBe(401);
    await expect(authProvider.checkError(err)).rejects.toBeDefined();
    await authProvider.login({ username: 'admin', password: PASSWORD });
  });
});
