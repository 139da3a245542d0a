// Declared transitions (src/schema/transitions.ts, server/records/transitions.ts), on a declaration of
// the test's own over the vendor-ratio table: a group "decide" (agree, or refuse with a memo) that
// refuses a call holding any record not pending, and "reopen" on its own. The screen is op's
// (manage-vendor-type); the manager holds only the permission of "decide", which grants it alone.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendorRatio } from '../../../src/resources/basic/hr/model/vendorRatio';
import { resources } from '../../../src/resources/declarations';
import { defineResource } from '../../../src/schema';
import { label } from '../../../src/schema/fields';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { EVERY_BACKEND, PASSWORD, startTestServer, type TestServer } from '../harness';

const strict = defineResource({
  ...vendorRatio,
  name: 'strict_ratio',
  table: 'vendor_ratio',
  api: { base: '/api/test/strict-ratio' },
  route: '/test/strictRatio',
  routeParent: undefined,
  access: { permissions: ['manage-vendor-type'] },
  actions: undefined,
  states: {
    field: 'audit_status',
    itemTitle: ['vendor_id', 'period'],
    transitions: {
      agree: { label: label('Agree', '同意'), permissions: ['manage-vendor-ratio-audit'], from: ['1'], to: '2', group: 'decide' },
      refuse: {
        label: label('Refuse', '拒绝'),
        permissions: ['manage-vendor-ratio-audit'],
        from: ['1'],
        to: '3',
        inputs: ['audit_memo'],
        requiredInputs: ['audit_memo'],
        group: 'decide',
      },
      reopen: { label: label('Reopen', '重新打开'), permissions: ['manage-vendor-type'], from: ['2', '3'], to: '1', reason: 'reopened' },
    },
    groups: { decide: { label: label('Decide', '处理'), done: label('Done', '完成'), bulk: true } },
  },
});

interface Ratio {
  id: number;
  version: number;
  audit_status: string;
  audit_memo: string | null;
  period: string;
  vendor: string;
}

describe.each(EVERY_BACKEND)('declared transitions on %s', (backend) => {
  let s: TestServer;
  let app: FastifyInstance;
  const tokens: Record<string, string> = {};
  const call = async (method: string, url: string, user: string, payload?: unknown) => {
    const res = await app.inject({ method: method as 'POST', url, payload: payload as object, headers: { authorization: `Bearer ${tokens[user]}` } });
    return { status: res.statusCode, body: res.json() as { message: string; data: { list: Ratio[]; skipped: number[] }; errors?: unknown[] } };
  };
  const decide = (user: string, payload: unknown) => call('POST', '/api/test/strict-ratio/transition/decide', user, payload);
  const ratios = async (status: string, n: number) =>
    (
      await sql<Ratio>`select r.id, r.version, r.audit_status, r.audit_memo, r.period, v.name as vendor from vendor_ratio r join vendor v on v.id = r.vendor_id
        where r.audit_status = ${status} order by r.id limit ${n}`.execute(s.database.db)
    ).rows;
  const stored = async (ids: number[]) =>
    (await sql<Ratio>`select id, version, audit_status, audit_memo from vendor_ratio where id in (${sql.join(ids)}) order by id`.execute(s.database.db)).rows;
  const events = async (id: number) => (await sql<{ reason: string; user_name: string; resource: string }>`select reason, user_name, resource from events where record_id = ${id} and resource = 'strict_ratio' order by id`.execute(s.database.db)).rows;

  beforeAll(async () => {
    s = await startTestServer(backend);
    app = await buildApp({ config: { ...loadConfig({}), staticDir: '/nonexistent', version: '1.2.3' }, database: s.database, resources: [...resources, strict] });
    for (const user of ['op', 'manager', 'viewer']) {
      const res = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: user, password: PASSWORD } });
      tokens[user] = (res.json() as { data: { token: string } }).data.token;
    }
  });
  afterAll(async () => {
    await app.close();
    await s.close();
  });

  it('refuses a selection holding a record not in a from-state, naming it, and changes nothing', async () => {
    const [pending] = await ratios('1', 1);
    const [agreed] = await ratios('2', 1);
    const before = await stored([pending.id, agreed.id]);
    const res = await decide('manager', { audit_status: '2', items: [{ id: pending.id }, { id: agreed.id }] });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`Not in a state this can be done from, so nothing was changed: ${agreed.vendor} ${agreed.period} (Agreed)`);
    expect(await stored([pending.id, agreed.id])).toEqual(before);
    const none = await decide('manager', { audit_status: '2', items: [{ id: agreed.id }] });
    expect(none.status).toBe(400);
    expect(await stored([agreed.id])).toEqual(before.filter((r) => r.id === agreed.id));
    const unknownChoice = await decide('manager', { audit_status: '1', items: [{ id: pending.id }] });
    expect(unknownChoice.status).toBe(400);
    expect(unknownChoice.body.message).toBe('audit_status must be one of: 2 (Agree), 3 (Refuse)');
  });

  it('refuses a whole selection when one item lacks a required input, then moves every item with its own event', async () => {
    const [a, b] = await ratios('1', 2);
    const before = await stored([a.id, b.id]);
    const missing = await decide('manager', { audit_status: '3', items: [{ id: a.id, audit_memo: 'late' }, { id: b.id, audit_memo: '  ' }] });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(`Audit memo is required on every record; missing on: ${b.vendor} ${b.period}`);
    expect(missing.body.errors).toEqual([{ field: 'audit_memo', message: `${b.vendor} ${b.period}`, row: 2 }]);
    expect(await stored([a.id, b.id])).toEqual(before);

    const res = await decide('manager', { audit_status: '3', audit_memo: 'for all', items: [{ id: a.id, audit_memo: 'late', version: a.version }, { id: b.id }] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.skipped).toEqual([]);
    // The answer carries reference titles; the manager may see the guarded ratio.
    expect(res.body.data.list.map((r) => [r.id, r.audit_status, r.audit_memo])).toEqual([
      [a.id, '3', 'late'],
      [b.id, '3', 'for all'],
    ]);
    expect(res.body.data.list[0]).toHaveProperty('vendor_id__title', a.vendor);
    expect(await events(a.id)).toEqual([{ reason: 'refuse', user_name: 'manager', resource: 'strict_ratio' }]);
    expect(await events(b.id)).toEqual([{ reason: 'refuse', user_name: 'manager', resource: 'strict_ratio' }]);
  });

  it('checks every input by its field rule and refuses a stale version, naming the item, changing nothing', async () => {
    const [a, b] = await ratios('1', 2);
    const before = await stored([a.id, b.id]);
    const long = await decide('manager', { audit_status: '3', items: [{ id: a.id, audit_memo: 'ok' }, { id: b.id, audit_memo: '拒'.repeat(167) }] });
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual([expect.objectContaining({ field: 'audit_memo', row: 2 })]);
    const stale = await decide('manager', { audit_status: '2', items: [{ id: a.id }, { id: b.id, version: b.version - 1 }] });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(new RegExp(`^${b.vendor} ${b.period}: `));
    expect(await stored([a.id, b.id])).toEqual(before);
  });

  it('a permission listed only for a transition grants that transition alone', async () => {
    const [pending] = await ratios('1', 1);
    const before = await stored([pending.id]);
    // The manager may decide, but neither read nor edit the screen's records, nor reopen.
    expect((await call('GET', `/api/test/strict-ratio/${pending.id}`, 'manager')).status).toBe(403);
    expect((await call('PUT', `/api/test/strict-ratio/${pending.id}`, 'manager', { version: pending.version, remark: 'x' })).status).toBe(403);
    // op holds the screen and "reopen", not "decide"; the viewer nothing.
    expect((await decide('op', { audit_status: '2', items: [{ id: pending.id }] })).status).toBe(403);
    expect((await decide('viewer', { audit_status: '2', items: [{ id: pending.id }] })).status).toBe(403);
    expect(await stored([pending.id])).toEqual(before);

    const agreed = await decide('manager', { audit_status: '2', items: [{ id: pending.id }] });
    expect(agreed.status).toBe(200);
    expect((await call('POST', '/api/test/strict-ratio/transition/reopen', 'manager', { items: [{ id: pending.id }] })).status).toBe(403);
    const reopened = await call('POST', '/api/test/strict-ratio/transition/reopen', 'op', { items: [{ id: pending.id }] });
    expect(reopened.status).toBe(200);
    expect((await stored([pending.id]))[0]).toMatchObject({ audit_status: '1', version: before[0].version + 2 });
    expect((await events(pending.id)).map((e) => [e.reason, e.user_name])).toEqual([
      ['agree', 'manager'],
      ['reopened', 'op'],
    ]);
    // "reopen" is not bulk: one record at a time.
    const [x, y] = await ratios('2', 2);
    expect((await call('POST', '/api/test/strict-ratio/transition/reopen', 'op', { items: [{ id: x.id }, { id: y.id }] })).status).toBe(400);
  });
});
