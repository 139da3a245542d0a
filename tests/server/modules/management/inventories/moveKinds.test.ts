// The stock journal's Move column names every move in both languages: each kind the demo's stock
// moves wrote (receipts, releases, repacks and the VMI desk's GR, OPO, 862 and deduction) has a
// label, and the stock refuses a kind the journal could not name instead of journalling a blank.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeTransaction } from '../../../../../server/db/retry';
import { applyStockMoves } from '../../../../../server/modules/management/inventories/stock/moves';
import { MOVE_KINDS } from '../../../../../src/resources/management/inventories/model/stockRecords';
import { startTestServer, TEST_BACKEND, type TestServer } from '../../../harness';

describe('stock move kinds', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(TEST_BACKEND);
  });
  afterAll(() => s.close());

  const labelOf = (kind: string) => MOVE_KINDS.find((k) => k.value === kind)?.label;

  it('labels every kind in the journal, the VMI moves included, in en-US and zh-CN', async () => {
    const kinds = (await sql<{ kind: string }>`select kind from inventory_record union select kind from inventory_history`.execute(s.database.db)).rows.map((r) => r.kind);
    expect(kinds).toEqual(expect.arrayContaining(['vmi_gr', 'vmi_opo', 'vmi_consumption862', 'vmi_inventory_deduct', 'release']));
    const unnamed = kinds.filter((k) => !labelOf(k)?.en.trim() || !labelOf(k)?.zh.trim());
    expect(unnamed).toEqual([]);
  });

  it('refuses a kind without a label (400 naming the move), nothing journalled', async () => {
    const [material, sloc] = (await sql<{ m: number; s: number }>`select (select id from material order by id limit 1) as m, (select id from sloc order by id limit 1) as s`.execute(s.database.db)).rows.map((r) => [Number(r.m), Number(r.s)])[0];
    const before = (await sql<{ n: number }>`select count(*)::int as n from inventory_record`.execute(s.database.db)).rows[0].n;
    const err = (await writeTransaction(s.database.db, (trx) => applyStockMoves(trx, [{ kind: 'mystery', material_id: material, sloc_id: sloc, qty: '1' }], { name: 'clerk' })).then(
      () => undefined,
      (e: unknown) => e,
    )) as { status?: number; message?: string; errors?: { field: string }[] } | undefined;
    expect(err?.status).toBe(400);
    expect(err?.errors?.[0].field).toBe('moves.0.kind');
    expect(err?.message).toContain('mystery');
    expect((await sql<{ n: number }>`select count(*)::int as n from inventory_record`.execute(s.database.db)).rows[0].n).toBe(before);
  });
});
