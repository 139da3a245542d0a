// Concurrent writes to one PO on PostgreSQL (run with DATABASE_URL; skipped otherwise): two quantity
// changes from the same version, two bindings that do not both fit, two shifts out of one pre-PO that
// do not both fit. Each time one wins, the other is a 409 (or the over-shift a 400) and nothing is
// created or lost.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../harness';

type Row = { id: number; version: number };

describe.runIf(Boolean(process.env.DATABASE_URL))('PO races on postgres', () => {
  let s: TestServer;
  let op: string;
  let base: Record<string, unknown>;
  beforeAll(async () => {
    s = await startTestServer('postgres');
    op = await s.login('op');
    const ids = (await sql<{ v: number; m: number }>`select (select min(id) from vendor)::int as v, (select min(id) from material)::int as m`.execute(s.database.db)).rows[0];
    base = { vendor_id: ids.v, material_id: ids.m };
  });
  afterAll(() => s?.close());

  const po = async (no: string, qty: number) =>
    (await s.call({ method: 'POST', url: '/api/v2/po', token: op, payload: { ...base, po_no: no, po_line: 10, qty, unit_price: '1', currency: 'USD', po_date: '2026-11-01' } })).body.data as Row;
  const pre = async (no: string, qty: number) => (await s.call({ method: 'POST', url: '/api/v2/pre-po', token: op, payload: { ...base, pre_po_no: no, qty } })).body.data as Row;
  const qty = async (table: string, id: number) => String((await sql<{ q: string }>`select qty::text as q from ${sql.table(table)} where id = ${id}`.execute(s.database.db)).rows[0].q);

  it('lets one of two quantity changes of the same version win', async () => {
    const p = await po('RACE-QTY', 100);
    const change = (n: number) => s.call({ method: 'PUT', url: `/api/v2/po/qty/${p.id}`, token: op, payload: { qty: n, version: p.version } });
    const answers = await Promise.all([change(120), change(130)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = answers.find((r) => r.status === 200)!.body.data as { qty: number };
    expect(await qty('purchase_order', p.id)).toBe(String(winner.qty));
  });

  it('binds only one of two pre-POs that do not both fit', async () => {
    const p = await po('RACE-BIND', 100);
    const [a, b] = [await pre('RACE-PA', 70), await pre('RACE-PB', 70)];
    const bind = (id: number) => s.call({ method: 'PUT', url: `/api/v2/pre-po/binding/${id}`, token: op, payload: { po_id: p.id } });
    const answers = await Promise.all([bind(a.id), bind(b.id)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const bound = (await sql<{ q: string }>`select bound_qty::text as q from purchase_order where id = ${p.id}`.execute(s.database.db)).rows[0].q;
    expect(bound).toBe('70');
  });

  it('shifts only what the source holds when two shifts race', async () => {
    const p = await po('RACE-SHIFT', 10);
    const r = await pre('RACE-PS', 50);
    const shift = () => s.call({ method: 'POST', url: '/api/v2/pre-po/shift', token: op, payload: { from_type: 'pre_po', from_id: r.id, to_type: 'po', to_id: p.id, qty: 30 } });
    const answers = await Promise.all([shift(), shift()]);
    expect(answers.map((x) => x.status).sort()).toEqual([200, 400]);
    expect([await qty('pre_po', r.id), await qty('purchase_order', p.id)]).toEqual(['20', '40']);
  });
});
