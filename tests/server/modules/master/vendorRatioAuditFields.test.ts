// The audit fields of a vendor ratio are set by the audit call only: the generic routes, the grid's
// bulk save and imports cannot agree a ratio, and a changed ratio goes back to pending review.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestServer, type TestServer } from '../../harness';
import { multipart, xlsxFile } from './upload';

type Row = Record<string, unknown> & { id: number; version: number };

describe.each(BACKENDS)('vendor ratio audit fields on %s', (backend) => {
  let s: TestServer;
  let op: string;
  let vendor: { id: number; code: string };
  beforeAll(async () => {
    s = await startTestServer(backend);
    op = await s.login('op');
    vendor = (await sql<{ id: number; code: string }>`select id, code from vendor order by id limit 1`.execute(s.database.db)).rows[0];
  });
  afterAll(() => s.close());

  const ratio = async (id: number) => (await sql<Row>`select * from vendor_ratio where id = ${id}`.execute(s.database.db)).rows[0];
  const agreed = async () => (await sql<Row>`select id, version, ratio from vendor_ratio where audit_status = '2' and audit_memo is not null order by id limit 1`.execute(s.database.db)).rows[0];

  it('creates a ratio as pending whatever the body says', async () => {
    const res = await s.call({ method: 'POST', url: '/api/v2/vendor-ratio', token: op, payload: { vendor_id: vendor.id, period: '2035-Q1', ratio: 70, audit_status: '2', audit_memo: 'self-approved' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ audit_status: '1', audit_memo: null });
    expect(await ratio((res.body.data as Row).id)).toMatchObject({ audit_status: '1', audit_memo: null });
  });

  it('ignores audit fields in a generic update; a changed ratio goes back to pending, a remark alone does not', async () => {
    const pending = (await sql<Row>`select id, version from vendor_ratio where audit_status = '1' order by id limit 1`.execute(s.database.db)).rows[0];
    const forged = await s.call({ method: 'PUT', url: `/api/v2/vendor-ratio/${pending.id}`, token: op, payload: { version: pending.version, audit_status: '2', audit_memo: 'ok' } });
    expect(forged.status, JSON.stringify(forged.body)).toBe(200);
    expect(await ratio(pending.id)).toMatchObject({ audit_status: '1', audit_memo: null });

    const done = await agreed();
    const remark = await s.call({ method: 'PUT', url: `/api/v2/vendor-ratio/${done.id}`, token: op, payload: { version: done.version, remark: 'checked the contract' } });
    expect(remark.status).toBe(200);
    expect(remark.body.data).toMatchObject({ audit_status: '2', remark: 'checked the contract' });

    const changed = await s.call({ method: 'PUT', url: `/api/v2/vendor-ratio/${done.id}`, token: op, payload: { version: done.version + 1, ratio: Number(done.ratio) === 5 ? 6 : 5 } });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ audit_status: '1', audit_memo: null });
  });

  it('an import neither sets the audit status nor keeps an agreed ratio agreed when it changes it', async () => {
    const done = await agreed();
    const key = (await sql<{ code: string; period: string }>`select v.code, r.period from vendor_ratio r join vendor v on v.id = r.vendor_id where r.id = ${done.id}`.execute(s.database.db)).rows[0];
    const file = xlsxFile([
      ['Vendor', 'Period', 'Ratio %', 'Audit status', 'Audit memo'],
      [vendor.code, '2035-Q2', 40, 'Agreed', 'imported as agreed'],
      [key.code, key.period, Number(done.ratio) === 5 ? 6 : 5, 'Agreed', 'still agreed'],
    ]);
    const res = await s.call({ method: 'POST', url: '/api/v2/vendor-ratio/import', token: op, ...multipart(file) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ inserted: 1, updated: 1 });
    const created = (await sql<Row>`select audit_status, audit_memo from vendor_ratio where vendor_id = ${vendor.id} and period = '2035-Q2'`.execute(s.database.db)).rows[0];
    expect(created).toEqual({ audit_status: '1', audit_memo: null });
    expect(await ratio(done.id)).toMatchObject({ audit_status: '1', audit_memo: null });
  });

  it('keeps the memo byte cap on the audit call', async () => {
    const pending = (await sql<Row>`select id from vendor_ratio where audit_status = '1' order by id limit 1`.execute(s.database.db)).rows[0];
    const manager = await s.login('manager');
    const res = await s.call({ method: 'PUT', url: '/api/v2/vendor-ratio/audit', token: manager, payload: { audit_status: 3, items: [{ id: pending.id, audit_memo: '拒'.repeat(167) }] } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([expect.objectContaining({ field: 'audit_memo', row: 1 })]);
    expect(await ratio(pending.id)).toMatchObject({ audit_status: '1' });
  });

  it('the template and the form no longer offer the audit fields', async () => {
    const { vendorRatio } = await import('../../../../src/resources/basic/hr/model/vendorRatio');
    expect(vendorRatio.fields.audit_status.readOnly).toBe(true);
    expect(vendorRatio.fields.audit_memo.readOnly).toBe(true);
    const res = await s.app.inject({ method: 'GET', url: '/api/v2/vendor-ratio/template?format=csv', headers: { authorization: `Bearer ${op}` } });
    expect(res.statusCode).toBe(200);
    const header = res.body.replace(/^\uFEFF/, '').split(/\r?\n/)[0];
    expect(header).toContain('Ratio %');
    expect(header).not.toMatch(/Audit/);
  });
});
