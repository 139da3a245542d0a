// A new record or line starts at its fields' declared defaults: a create that leaves a field out is
// not refused for it (a required field with a default) and does not store null (a server-set one).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineResource } from '../../../src/schema';
import { boolean, enumOf, integer, label, text } from '../../../src/schema/fields';
import { TEST_BACKEND, startTestServer, type TestServer } from '../harness';

const visit = defineResource({
  name: 'test_default_visit',
  api: { base: '/api/test/defaultVisit' },
  route: '/test/defaultVisit',
  access: { permissions: ['manage-sloc'] },
  menu: { group: 'basic', hidden: true },
  label: label('Visits', '拜访'),
  recordLabel: label('Visit', '拜访'),
  titleField: 'purpose',
  list: { columns: ['purpose', 'status'], search: ['purpose'], sort: { field: 'purpose', order: 'ASC' } },
  fields: {
    purpose: text(label('Purpose', '目的'), { required: true, maxBytes: 50 }),
    status: enumOf(label('Status', '状态'), [{ value: 'open', label: label('Open', '未结') }, { value: 'closed', label: label('Closed', '已结') }], { required: true, defaultValue: 'open' }),
    rating: integer(label('Rating', '评分'), { defaultValue: 3 }),
  },
  lines: {
    items: {
      label: label('Findings', '发现'),
      table: 'test_default_visit_item',
      parentField: 'visit_id',
      fields: {
        finding: text(label('Finding', '发现'), { required: true, maxBytes: 50 }),
        severity: enumOf(label('Severity', '严重度'), [{ value: 'low', label: label('Low', '低') }, { value: 'high', label: label('High', '高') }], { required: true, defaultValue: 'low' }),
        locked: boolean(label('Locked', '锁定'), { readOnly: true, defaultValue: false }),
      },
      columns: ['finding', 'severity'],
      titleField: 'finding',
    },
  },
});

describe('declared defaults on create', () => {
  let s: TestServer;
  let op: string;
  beforeAll(async () => {
    s = await startTestServer(TEST_BACKEND, {}, [visit]);
    op = await s.login('op');
  }, 180_000); // migrates and seeds afresh: slow on a busy machine
  afterAll(() => s.close());

  it('a POST without a required field that declares a default takes the default', async () => {
    const res = await s.call({ method: 'POST', url: '/api/test/defaultVisit', token: op, payload: { purpose: 'Audit' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ purpose: 'Audit', status: 'open', rating: 3 });
    // Given values win; an update leaves out what it does not send.
    const closed = await s.call({ method: 'POST', url: '/api/test/defaultVisit', token: op, payload: { purpose: 'Review', status: 'closed', rating: 5 } });
    expect(closed.body.data).toMatchObject({ status: 'closed', rating: 5 });
    const { id, version } = closed.body.data as { id: number; version: number };
    const put = await s.call({ method: 'PUT', url: `/api/test/defaultVisit/${id}`, token: op, payload: { purpose: 'Review 2', version } });
    expect(put.body.data).toMatchObject({ status: 'closed', rating: 5 });
  });

  it('a material substitution without its type is the declared drop-in', async () => {
    const ids = (await sql<{ id: number }>`select id from material order by id limit 2`.execute(s.database.db)).rows.map((r) => Number(r.id));
    await sql`delete from material_sub where original_material_id = ${ids[0]} and substitute_material_id = ${ids[1]}`.execute(s.database.db);
    const res = await s.call({ method: 'POST', url: '/api/v1/materialSub', token: op, payload: { original_material_id: ids[0], substitute_material_id: ids[1] } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ sub_type: 'drop_in', qualification_status: 'not_started' });
  });

  it('new lines take their defaults, the server-set ones stored, not null', async () => {
    const res = await s.call({ method: 'POST', url: '/api/test/defaultVisit/lines', token: op, payload: { purpose: 'Line check', items: [{ finding: 'Label faded' }] } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'open', items: [{ finding: 'Label faded', severity: 'low', locked: false }] });
    const stored = await sql<{ locked: boolean | null; severity: string }>`select locked, severity from test_default_visit_item`.execute(s.database.db);
    expect(stored.rows).toEqual([{ locked: false, severity: 'low' }]);
  });
});
