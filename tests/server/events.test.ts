// The event log against the real server and database: who may read it, filters, paging, one's own
// events, and that no secret is ever recorded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, PASSWORD, startTestServer, type TestServer } from './harness';

interface EventRow {
  id: number;
  at: string;
  user_name: string | null;
  original_user_name: string | null;
  resource: string;
  record_id: number | null;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}
type Page = { list: EventRow[]; total: number };

describe.each(BACKENDS)('event log on %s', (backend) => {
  let s: TestServer;
  let admin: string;
  let op: string;
  const bgIds: number[] = [];
  const events = async (query: string, token = admin) => s.call({ method: 'GET', url: `/api/v1/event${query}`, token });
  const page = async (query: string, token = admin) => {
    const res = await events(query, token);
    expect(res.status).toBe(200);
    return res.body.data as Page;
  };

  beforeAll(async () => {
    s = await startTestServer(backend);
    admin = await s.login('admin');
    op = await s.login('op');
    for (const code of ['EV1', 'EV2', 'EV3']) {
      const res = await s.call({ method: 'POST', url: '/api/v1/bg', token: op, payload: { code, name: `Event ${code}`, status: 'active' } });
      bgIds.push((res.body.data as { id: number }).id);
    }
    await s.call({ method: 'PUT', url: `/api/v1/bg/${bgIds[0]}`, token: admin, payload: { version: 1, name: 'Renamed' } });
  });
  afterAll(() => s.close());

  it('is refused without user-event (403, nothing read) and without a token (401)', async () => {
    const viewer = await s.login('viewer');
    for (const token of [viewer, op]) {
      const res = await events('', token);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 403, message: 'You do not have permission to view the event log' });
      expect(res.body.data).toBeUndefined();
    }
    expect((await s.call({ method: 'GET', url: '/api/v1/event' })).status).toBe(401);
  });

  it('lists newest first with before and after, filtered by user, resource, record and action', async () => {
    const all = await page('?resource=bg&size=500');
    expect(all.total).toBe(4);
    expect(all.list.map((e) => e.action)).toEqual(['update', 'create', 'create', 'create']);
    expect(all.list[0]).toMatchObject({ user_name: 'admin', record_id: bgIds[0], before: { name: 'Event EV1' }, after: { name: 'Renamed' } });
    const byOp = await page(`?user_id=${((await s.call({ method: 'GET', url: '/api/v1/auth/me', token: op })).body.user as { id: number }).id}&resource=bg`);
    expect(byOp.list.map((e) => e.user_name)).toEqual(['op', 'op', 'op']);
    const history = await page(`?resource=bg&record_id=${bgIds[0]}`);
    expect(history.list.map((e) => e.action)).toEqual(['update', 'create']);
    expect((await page('?resource=bg&action=create')).total).toBe(3);
    expect((await page('?resource=bg,role&action=update,delete')).total).toBe(1);
  });

  it('pages with page and size, and filters by date range', async () => {
    const first = await page('?resource=bg&size=2&page=1');
    const second = await page('?resource=bg&size=2&page=2');
    expect([first.total, first.list.length, second.list.length]).toEqual([4, 2, 2]);
    expect(new Set([...first.list, ...second.list].map((e) => e.id)).size).toBe(4);
    const oldestFirst = await page('?resource=bg&sort=at&order=asc&size=1');
    expect(oldestFirst.list[0].action).toBe('create');
    const today = new Date().toISOString().slice(0, 10);
    expect((await page(`?resource=bg&from=${today}&to=${today}`)).total).toBe(4);
    expect((await page('?resource=bg&to=2000-01-01')).total).toBe(0);
    const soon = new Date(Date.now() + 60_000).toISOString();
    expect((await page(`?resource=bg&from=${encodeURIComponent(soon)}`)).total).toBe(0);
  });

  it('answers bad parameters with a 400 naming them', async () => {
    for (const [query, field] of [['?page=0', 'page'], ['?size=501', 'size'], ['?sort=before', 'sort'], ['?user_id=x', 'user_id'], ['?from=yesterday', 'from'], ['?resource=bg;drop', 'resource'], ['?colour=red', 'colour'], ['?from=2025-02-01&to=2025-01-01', 'to']]) {
      const res = await events(query);
      expect([query, res.status]).toEqual([query, 400]);
      expect((res.body.errors as { field: string }[])[0].field).toBe(field);
    }
  });

  it('gives every signed-in user their own events, including those made while switched', async () => {
    const mine = await s.call({ method: 'GET', url: '/api/v1/event/user?resource=bg', token: op });
    expect(mine.status).toBe(200);
    expect((mine.body.data as Page).list.map((e) => e.user_name)).toEqual(['op', 'op', 'op']);
    const viewer = await s.login('viewer');
    expect(((await s.call({ method: 'GET', url: '/api/v1/event/user', token: viewer })).body.data as Page).total).toBe(0);
    expect((await s.call({ method: 'GET', url: '/api/v1/event/user?user_id=1', token: viewer })).status).toBe(400);
    const opId = ((await s.call({ method: 'GET', url: '/api/v1/auth/me', token: op })).body.user as { id: number }).id;
    const switched = ((await s.call({ method: 'GET', url: `/api/v1/auth/switch/${opId}`, token: admin })).body.data as { token: string }).token;
    await s.call({ method: 'DELETE', url: `/api/v1/bg/${bgIds[2]}`, token: switched });
    const adminOwn = (await s.call({ method: 'GET', url: '/api/v1/event/user?resource=bg', token: admin })).body.data as Page;
    expect(adminOwn.list[0]).toMatchObject({ action: 'delete', user_name: 'op', original_user_name: 'admin' });
  });

  it('never records a password or its hash', async () => {
    const me = (await s.call({ method: 'GET', url: '/api/v1/auth/me', token: op })).body.user as { id: number };
    const res = await s.call({ method: 'PUT', url: `/api/v1/user/${me.id}`, token: op, payload: { password: 'N3w-secret-pass', current_password: PASSWORD } });
    expect(res.status).toBe(200);
    const log = await page('?resource=user&action=update');
    const text = JSON.stringify(log.list);
    expect(text).not.toMatch(/N3w-secret-pass|scrypt|password_hash/);
    expect(log.list[0].after).toMatchObject({ password: 'changed' });
  });
});
