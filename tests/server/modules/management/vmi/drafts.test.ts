// VMI drafts (deduction, OPO, 862): applying takes every line out of the hub's stock in one
// transaction; a draft that would make stock negative is refused (409 naming the material) with
// nothing changed; an applied draft is final (no edit, line save, delete); access is manage-opo.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeTransaction } from '../../../../../server/db/retry';
import { applyStockMoves } from '../../../../../server/modules/management/inventories/stock/moves';
import { BACKENDS, startTestServer, type TestServer } from '../../../harness';

describe.each(BACKENDS)('VMI drafts on %s', (backend) => {
  let s: TestServer;
  let op: string;
  let hub: number;
  let mpn: string;
  let material: number;
  beforeAll(async () => {
    s = await startTestServer(backend);
    op = await s.login('op');
    // Stock of its own in a VMI hub (supplier VMI-TEST), received through the stock helper.
    const picked = await sql<{ material_id: number; sloc_id: number; mpn: string }>`select m.id::int as material_id, s.id::int as sloc_id, m.mpn
      from material m, sloc s where s.warehouse_type = 'vmi_hub' order by m.id desc, s.id limit 1`.execute(s.database.db);
    ({ material_id: material, sloc_id: hub, mpn } = picked.rows[0]);
    await writeTransaction(s.database.db, (trx) => applyStockMoves(trx, [{ kind: 'receive', material_id: material, sloc_id: hub, supplier: 'VMI-TEST', qty: '100', mpq: '10' }], { name: 'test' }));
  });
  afterAll(() => s.close());

  const onHand = async () =>
    String((await sql<{ q: string }>`select coalesce(sum(on_hand_qty), 0)::text as q from inventory where material_id = ${material} and sloc_id = ${hub} and supplier = 'VMI-TEST'`.execute(s.database.db)).rows[0].q);
  const draft = async (base: string, doc: string, qty: number, extra: Record<string, unknown> = {}) => {
    const res = await s.call({ method: 'POST', url: `${base}/lines`, token: op, payload: { doc_no: doc, sloc_id: hub, doc_date: '2026-11-20', ...extra, items: [{ material_id: material, supplier: 'VMI-TEST', qty, ...(base === '/api/v2/inventory-deduct' ? {} : { unit_price: '1.5' }) }] } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as { id: number; version: number; status: string };
  };
  const apply = (base: string, id: number) => s.call({ method: 'POST', url: `${base}/apply`, token: op, payload: { items: [{ id }] } });

  it('starts as a draft and applies once: stock leaves the hub exactly, then the draft is final', async () => {
    const before = Number(await onHand());
    const d = await draft('/api/v2/record862', 'T862-1', 2, { release_no: 'R1' });
    expect(d.status).toBe('draft');
    const res = await apply('/api/v2/record862', d.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(Number(await onHand())).toBe(before - 2);
    const applied = (await s.call({ method: 'GET', url: `/api/v2/record862/${d.id}`, token: op })).body.data as { status: string; version: number; applied_at: string | null };
    expect(applied.status).toBe('applied');
    expect(applied.applied_at).not.toBeNull();
    const again = await apply('/api/v2/record862', d.id);
    expect(again.status).toBe(409);
    const edit = await s.call({ method: 'PUT', url: `/api/v2/record862/${d.id}`, token: op, payload: { version: applied.version, remark: 'x' } });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toMatch(/applied/);
    const lines = await s.call({ method: 'PUT', url: `/api/v2/record862/${d.id}/lines`, token: op, payload: { version: applied.version, items: [] } });
    expect(lines.status).toBe(409);
    expect((await s.call({ method: 'DELETE', url: `/api/v2/record862/${d.id}`, token: op })).status).toBe(409);
    expect(Number(await onHand())).toBe(before - 2);
  });

  it('refuses a draft that would make stock negative, naming the material, and changes nothing', async () => {
    const before = await onHand();
    const d = await draft('/api/v2/inventory-deduct', 'TDED-1', Number(before) + 1, { reason: 'scrap' });
    const res = await apply('/api/v2/inventory-deduct', d.id);
    expect(res.status).toBe(409);
    expect(res.body.message).toContain(mpn);
    expect(await onHand()).toBe(before);
    expect(((await s.call({ method: 'GET', url: `/api/v2/inventory-deduct/${d.id}`, token: op })).body.data as { status: string }).status).toBe('draft');
    expect((await s.call({ method: 'DELETE', url: `/api/v2/inventory-deduct/${d.id}`, token: op })).status).toBe(200);
  });

  it('lets one of two concurrent applies win; the other is a 409 and stock moves once', async () => {
    const before = Number(await onHand());
    const d = await draft('/api/v2/opo', 'TOPO-1', 1, { po_no: 'PO1' });
    const results = await Promise.all([apply('/api/v2/opo', d.id), apply('/api/v2/opo', d.id)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(Number(await onHand())).toBe(before - 1);
  });

  it('opens the drafts to manage-opo only, and refuses a client setting the state', async () => {
    const viewer = await s.login('viewer');
    expect((await s.call({ method: 'GET', url: '/api/v2/opo', token: viewer })).status).toBe(403);
    expect((await s.call({ method: 'POST', url: '/api/v2/opo/apply', token: viewer, payload: { items: [{ id: 1 }] } })).status).toBe(403);
    const list = await s.call({ method: 'GET', url: '/api/v2/opo?status=draft', token: op });
    expect((list.body.data as { total: number }).total).toBeGreaterThan(0);
    const d = await draft('/api/v2/opo', 'TOPO-2', 1, { po_no: 'PO2', status: 'applied' });
    expect(d.status).toBe('draft');
  });
});
