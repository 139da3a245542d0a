import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVERY_BACKEND, startTestServer, type TestServer } from './harness';

type Row = Record<string, unknown> & { id: number; version: number };

describe.each(EVERY_BACKEND)('create, update and delete on %s', (backend) => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await startTestServer(backend);
    token = await s.login('admin');
  });
  afterAll(() => s.close());

  const count = async (url: string) => ((await s.call({ method: 'GET', url, token })).body.data as { total: number }).total;

  it('creates from JSON, upper-casing codes and applying the schema', async () => {
    const res = await s.call({ method: 'POST', url: '/api/v1/bg', token, payload: { code: 'auto-t1', name: ' Automotive test ', status: 'active' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ code: 'AUTO-T1', name: 'Automotive test', version: 1, created_by: 'admin' });
  });

  it('creates from multipart form data, as the spec sends it', async () => {
    const boundary = '----test' + Date.now();
    const parts = { code: 'MP-1', name: '多部件测试', status: 'active' };
    const payload =
      Object.entries(parts)
        .map(([k, v]) => `--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
        .join('') + `--${boundary}--\r\n`;
    const res = await s.call({ method: 'POST', url: '/api/v1/bg', token, payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ code: 'MP-1', name: '多部件测试' });
  });

  it('names each missing or bad field and writes nothing', async () => {
    const before = await count('/api/v1/bu?size=1');
    const res = await s.call({ method: 'POST', url: '/api/v1/bu', token, payload: { code: 'x y', status: 'bogus' } });
    expect(res.status).toBe(400);
    const fields = (res.body.errors as { field: string; message: string }[]).map((e) => e.field).sort();
    expect(fields).toEqual(['bg_id', 'code', 'name', 'status']);
    const nameError = (res.body.errors as { field: string; message: string }[]).find((e) => e.field === 'name');
    expect(nameError?.message).toBe('Name is required');
    expect(await count('/api/v1/bu?size=1')).toBe(before);
  });

  it('answers validation errors in Chinese when asked', async () => {
    const res = await s.call({ method: 'POST', url: '/api/v1/bg', token, payload: { code: 'ZH1', status: 'active' }, headers: { 'accept-language': 'zh-CN,zh;q=0.9' } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'name', message: '名称为必填项' }]);
  });

  it('caps text by UTF-8 bytes', async () => {
    const remark = '备'.repeat(167); // 501 bytes
    const res = await s.call({ method: 'POST', url: '/api/v1/bg', token, payload: { code: 'BYTES', name: 'b', status: 'active', remark } });
    expect(res.status).toBe(400);
    expect((res.body.errors as { field: string }[])[0].field).toBe('remark');
    const fits = await s.call({ method: 'POST', url: '/api/v1/bg', token, payload: { code: 'BYTES', name: 'b', status: 'active', remark: '备'.repeat(166) } });
    expect(fits.status).toBe(200);
  });

  it('refuses a duplicate code naming the field', async () => {
    const first = await s.call({ method: 'POST', url: '/api/v1/payment_term', token, payload: { code: 'DUP60', name: 'Dup', basis: 'invoice', days: 60, status: 'active' } });
    expect(first.status).toBe(200);
    const dup = await s.call({ method: 'POST', url: '/api/v1/payment_term', token, payload: { code: 'dup60', name: 'Dup 2', basis: 'invoice', days: 60, status: 'active' } });
    expect(dup.status).toBe(400);
    expect(dup.body.errors).toEqual([expect.objectContaining({ field: 'code' })]);
  });

  it('refuses a reference to a record that does not exist', async () => {
    const res = await s.call({ method: 'POST', url: '/api/v1/bu', token, payload: { code: 'BU-X', name: 'x', bg_id: 987654, status: 'active' } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([expect.objectContaining({ field: 'bg_id' })]);
  });

  it('updates with the current version and refuses a stale one (409), changing nothing', async () => {
    const created = (await s.call({ method: 'POST', url: '/api/v1/bg', token, payload: { code: 'VER', name: 'v1', status: 'active' } })).body.data as Row;
    const upd = await s.call({ method: 'PUT', url: `/api/v1/bg/${created.id}`, token, payload: { ...created, name: 'v2' } });
    expect(upd.status).toBe(200);
    expect(upd.body.data).toMatchObject({ name: 'v2', version: 2 });
    const stale = await s.call({ method: 'PUT', url: `/api/v1/bg/${created.id}`, token, payload: { ...created, name: 'v3' } });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe(409);
    const now = (await s.call({ method: 'GET', url: `/api/v1/bg/${created.id}`, token })).body.data as Row;
    expect(now).toMatchObject({ name: 'v2', version: 2 });
    const noVersion = await s.call({ method: 'PUT', url: `/api/v1/bg/${created.id}`, token, payload: { name: 'v4' } });
    expect(noVersion.status).toBe(400);
    expect(noVersion.body.errors).toEqual([expect.objectContaining({ field: 'version' })]);
  });

  it('ignores system and unknown fields in a body', async () => {
    const created = (await s.call({ method: 'POST', url: '/api/v1/bg', token, payload: { code: 'SYS', name: 's', status: 'active', id: 5, created_by: 'mallory', password_hash: 'x' } })).body.data as Row;
    expect(created.id).not.toBe(5);
    expect(created.created_by).toBe('admin');
    expect(created).not.toHaveProperty('password_hash');
  });

  it('refuses __proto__ keys and oversized bodies', async () => {
    const proto = await s.call({ method: 'POST', url: '/api/v1/bg', token, payload: '{"code":"P1","name":"p","status":"active","__proto__":{"admin":true}}', headers: { 'content-type': 'application/json' } });
    expect(proto.status).toBe(400);
    const huge = await s.call({ method: 'POST', url: '/api/v1/bg', token, payload: JSON.stringify({ code: 'H', name: 'x'.repeat(3 * 1024 * 1024) }), headers: { 'content-type': 'application/json' } });
    expect(huge.status).toBe(413);
    expect(huge.body.code).toBe(413);
  });

  it('refuses to delete a record still in use, and deletes with a reason', async () => {
    const bg = (await s.call({ method: 'POST', url: '/api/v1/bg', token, payload: { code: 'DEL-BG', name: 'to delete', status: 'active' } })).body.data as Row;
    const bu = (await s.call({ method: 'POST', url: '/api/v1/bu', token, payload: { code: 'DEL-BU', name: 'child', bg_id: bg.id, status: 'active' } })).body.data as Row;
    const refused = await s.call({ method: 'DELETE', url: `/api/v1/bg/${bg.id}`, token });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/business units/);
    expect((await s.call({ method: 'GET', url: `/api/v1/bg/${bg.id}`, token })).status).toBe(200);

    const delBu = await s.call({ method: 'DELETE', url: `/api/v1/bu/${bu.id}`, token, payload: { reason: 'duplicate entry' } });
    expect(delBu.status).toBe(200);
    expect((await s.call({ method: 'GET', url: `/api/v1/bu/${bu.id}`, token })).status).toBe(404);
    expect((await s.call({ method: 'DELETE', url: `/api/v1/bu/${bu.id}`, token })).status).toBe(404);

    const events = await s.database.db.selectFrom('events').selectAll().where('resource', '=', 'bu').where('record_id', '=', bu.id).orderBy('id').execute();
    expect(events.map((e) => e.action)).toEqual(['create', 'delete']);
    expect(events[1]).toMatchObject({ user_name: 'admin', reason: 'duplicate entry' });
    expect(events[1].before).toMatchObject({ code: 'DEL-BU' });
  });

  it('records who changed what, with before and after', async () => {
    const created = (await s.call({ method: 'POST', url: '/api/v1/deliver_term', token, payload: { code: 'EV1', incoterm: 'FOB', place: 'Shenzhen', freight_paid_by: 'buyer', status: 'active' } })).body.data as Row;
    await s.call({ method: 'PUT', url: `/api/v1/deliver_term/${created.id}`, token, payload: { version: 1, place: 'Yantian' } });
    const ev = await s.database.db.selectFrom('events').selectAll().where('resource', '=', 'deliver_term').where('action', '=', 'update').where('record_id', '=', created.id).executeTakeFirstOrThrow();
    expect(ev.before).toMatchObject({ place: 'Shenzhen', version: 1 });
    expect(ev.after).toMatchObject({ place: 'Yantian', version: 2 });
  });
});
