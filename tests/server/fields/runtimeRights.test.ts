// Field rights as data: an administrator guards a further field at run time (POST /api/v1/field).
// A user without the right then no longer sees it in lists, records, exports, templates, filters and
// the event log, on this server and on a second one over the same database (no process cache); with
// the right assigned they see it; once the right is deleted everyone sees it again.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { BACKENDS, startTestServer, type TestServer } from '../harness';

type Row = Record<string, unknown> & { id: number; version: number };
type Right = { id: number; name: string; declared: boolean; runtime: boolean; users: number; fields: { resource: string; field: string }[] };
const BG = '/api/v1/bg';

describe.each(BACKENDS)('field rights added at run time on %s', (backend) => {
  let s: TestServer;
  let replica: FastifyInstance;
  let admin: string;
  let manager: string;
  let managerId: number;
  let right: Right;
  beforeAll(async () => {
    s = await startTestServer(backend);
    // A second server over the same database, as another replica would be.
    replica = await buildApp({ config: { ...loadConfig({}), staticDir: '/nonexistent' }, database: s.database });
    admin = await s.login('admin');
    manager = await s.login('manager');
    managerId = Number((await sql<{ id: number }>`select id from users where name = 'manager'`.execute(s.database.db)).rows[0].id);
    // The manager reads BGs (manage-bg) and, for this test, the event log.
    expect((await s.call({ method: 'PUT', url: `/api/v1/permission/assign/user/${managerId}`, token: admin, payload: { permissions: ['user-event'] } })).status).toBe(200);
  });
  afterAll(async () => {
    await replica.close();
    await s.close();
  });

  const firstBg = async (token: string, app?: FastifyInstance) => {
    const res = app
      ? await app.inject({ method: 'GET', url: `${BG}?size=1&sort=id`, headers: { authorization: `Bearer ${token}` } }).then((r) => ({ status: r.statusCode, body: r.json() }))
      : await s.call({ method: 'GET', url: `${BG}?size=1&sort=id`, token });
    expect(res.status).toBe(200);
    return (res.body.data as { list: Row[] }).list[0];
  };
  const file = async (url: string, token: string) => (await s.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })).body;
  const post = (payload: Record<string, unknown>, token = admin) => s.call({ method: 'POST', url: '/api/v1/field', token, payload });

  it('refuses a caller without admin-user, and names what is wrong in a request', async () => {
    expect((await post({ resource: 'bg', field: 'email' }, manager)).status).toBe(403);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ resource: 'no_such', field: 'email' }, 400, 'resource'],
      [{ resource: 'bg', field: 'shoe_size' }, 400, 'field'],
      [{ resource: 'bg', field: 'created_by' }, 400, 'field'],
      [{ resource: 'bg', field: 'code' }, 400, 'field'], // the natural key: everyone needs it
      [{ resource: 'prepaid', field: 'initial_price' }, 409, 'field'], // declared already
      [{ resource: 'bg', field: 'email', name: 'Not A Name' }, 400, 'name'],
      [{ resource: 'bg', field: 'email', name: 'prepaid.price' }, 409, 'name'],
    ];
    for (const [payload, status, field] of cases) {
      const res = await post(payload);
      expect({ payload, status: res.status, field: (res.body.errors as { field: string }[] | undefined)?.[0]?.field }).toEqual({ payload, status, field });
    }
    expect(await s.count('field_right_guards')).toBe(0);
  });

  it('guards bg.email: the manager no longer sees it anywhere, on either server; the admin does', async () => {
    expect(await firstBg(manager)).toHaveProperty('email');
    const created = await post({ resource: 'bg', field: 'email', description: 'BG contact addresses' });
    expect(created.status).toBe(200);
    right = created.body.data as Right;
    expect(right).toMatchObject({ name: 'bg.email', declared: false, runtime: true, fields: [{ resource: 'bg', field: 'email' }] });
    expect(right.users).toBeGreaterThan(0); // the user administrators hold it, so someone can pass it on
    expect((await post({ resource: 'bg', field: 'email' })).status).toBe(409);

    const bg = await firstBg(manager);
    expect(bg).not.toHaveProperty('email');
    expect(await firstBg(manager, replica)).not.toHaveProperty('email');
    expect(await firstBg(admin)).toHaveProperty('email');
    expect((await s.call({ method: 'GET', url: `${BG}/${bg.id}`, token: manager })).body.data).not.toHaveProperty('email');
    expect(await file(`${BG}/export?format=csv`, manager)).not.toContain('Contact e-mail');
    expect(await file(`${BG}/export?format=csv`, admin)).toContain('Contact e-mail');
    expect(await file(`${BG}/template?format=csv`, manager)).not.toContain('Contact e-mail');
    expect((await s.call({ method: 'GET', url: `${BG}?email_like=example`, token: manager })).status).toBe(403);
    const write = await s.call({ method: 'PUT', url: `${BG}/${bg.id}`, token: manager, payload: { version: bg.version, email: 'x@example.com' } });
    expect(write.status).toBe(403);
    // The signed-in user carries the guards, so the screens hide the field the same way.
    const me = (await s.call({ method: 'GET', url: '/api/v1/auth/me', token: manager })).body.user as { fieldGuards: unknown };
    expect(me.fieldGuards).toEqual({ bg: { email: 'bg.email' } });

    // The event log too: the admin changes the e-mail, the manager reads the event without it.
    const full = await firstBg(admin);
    expect((await s.call({ method: 'PUT', url: `${BG}/${full.id}`, token: admin, payload: { version: full.version, email: 'new@example.com' } })).status).toBe(200);
    const event = async (token: string) => ((await s.call({ method: 'GET', url: `/api/v1/event?resource=bg&record_id=${full.id}&size=1`, token })).body.data as { list: { after: Row }[] }).list[0];
    expect((await event(admin)).after).toHaveProperty('email', 'new@example.com');
    expect((await event(manager)).after).not.toHaveProperty('email');
    expect((await event(manager)).after).toHaveProperty('code');
  });

  it('shows the field to the manager once the right is assigned', async () => {
    expect((await s.call({ method: 'PUT', url: `/api/v1/field/assign/user/${managerId}`, token: admin, payload: { fields: ['bg.email'] } })).status).toBe(200);
    expect(await firstBg(manager)).toHaveProperty('email', 'new@example.com');
    expect(await file(`${BG}/export?format=csv`, manager)).toContain('Contact e-mail');
  });

  it('un-guards the field when its runtime right is deleted; a declared default cannot be deleted', async () => {
    const rights = (await s.call({ method: 'GET', url: '/api/v1/field', token: admin })).body.data as { list: Right[] };
    const declared = rights.list.find((r) => r.name === 'prepaid.price')!;
    const refused = await s.call({ method: 'DELETE', url: `/api/v1/field/${declared.id}`, token: admin });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('remove "guarded" from the declaration');

    expect((await s.call({ method: 'DELETE', url: `/api/v1/field/${right.id}`, token: admin })).status).toBe(200);
    expect(await s.count('field_right_guards')).toBe(0);
    const op = await s.login('op'); // never held bg.email
    expect(await firstBg(op)).toHaveProperty('email');
    expect(await firstBg(op, replica)).toHaveProperty('email');
    expect(await firstBg(manager)).toHaveProperty('email');
    expect((await s.call({ method: 'GET', url: '/api/v1/auth/me', token: op })).body.user).not.toHaveProperty('fieldGuards');
  });
});
