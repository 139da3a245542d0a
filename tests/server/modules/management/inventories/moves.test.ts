// The stock interface (applyStockMoves): bags packed by mpq, FIFO takes, splits, the two stock rules
// (never negative, never over a package) refused with the bag named and nothing changed, the journal.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyStockMoves, type StockMove } from '../../../../../server/modules/management/inventories/stock/moves';
import { writeTransaction } from '../../../../../server/db/retry';
import { startTestServer, TEST_BACKEND, type TestServer } from '../../../harness';

describe('applyStockMoves on pglite', () => {
  let s: TestServer;
  let material: number;
  let sloc: number;
  const actor = { name: 'clerk' };
  beforeAll(async () => {
    s = await startTestServer(TEST_BACKEND);
    material = Number((await sql<{ id: number }>`select id from material order by id limit 1`.execute(s.database.db)).rows[0].id);
    sloc = Number((await sql<{ id: number }>`select id from sloc order by id limit 1`.execute(s.database.db)).rows[0].id);
  });
  afterAll(() => s.close());

  const supplier = (n: number) => `TEST-SUP-${n}`;
  const move = (n: number, qty: string, extra: Partial<StockMove> = {}): StockMove => ({ kind: 'receive', material_id: material, sloc_id: sloc, supplier: supplier(n), brand: 'TI', qty, ...extra });
  const apply = (moves: StockMove[]) => writeTransaction(s.database.db, (trx) => applyStockMoves(trx, moves, actor));
  const group = async (n: number) =>
    (await sql<{ id: number; on_hand_qty: string; on_way_qty: string; bag_count: number }>`select id, on_hand_qty, on_way_qty, bag_count from inventory where supplier = ${supplier(n)}`.execute(s.database.db)).rows[0];
  const bags = async (n: number) =>
    (await sql<{ id: number; bag_no: string; qty: string; mpq: string; copies: number; is_split: boolean; on_way: boolean }>`select b.id, bag_no, qty, mpq, copies::int, is_split, on_way from inventory_bag b join inventory i on i.id = b.inventory_id where i.supplier = ${supplier(n)} order by b.id`.execute(s.database.db)).rows;
  const refused = async (moves: StockMove[]) => {
    const err = (await apply(moves).then(() => undefined, (e: unknown) => e)) as { status?: number; message?: string } | undefined;
    expect(err?.status).toBe(409);
    return err!.message!;
  };

  it('packs received goods by mpq: full packages as copies, the remainder as one bag, history per bag', async () => {
    await apply([move(1, '1050', { mpq: '100', ref_no: 'GR-1' })]);
    expect(await group(1)).toMatchObject({ on_hand_qty: 1050, on_way_qty: 0, bag_count: 11 });
    expect((await bags(1)).map((b) => [b.qty, b.mpq, b.copies])).toEqual([[100, 100, 10], [50, 100, 1]]);
    const history = await sql<{ qty: string; kind: string; created_by: string; on_hand_after: string }>`select h.qty, h.kind, h.created_by, h.on_hand_after from inventory_history h where h.inventory_id = ${(await group(1)).id} order by h.id`.execute(s.database.db);
    expect(history.rows).toEqual([
      { qty: 1000, kind: 'receive', created_by: 'clerk', on_hand_after: 1000 },
      { qty: 50, kind: 'receive', created_by: 'clerk', on_hand_after: 1050 },
    ]);
    const record = await sql<{ ref_no: string; qty_in: string }>`select ref_no, qty_in from inventory_record where ref_no = 'GR-1'`.execute(s.database.db);
    expect(record.rows).toEqual([{ ref_no: 'GR-1', qty_in: 1050 }]);
  });

  it('takes oldest bags first, splitting one copy for a partial quantity, exactly', async () => {
    await apply([move(2, '300', { mpq: '100' })]);
    await apply([move(2, '-150.5', { kind: 'release' })]);
    expect(await group(2)).toMatchObject({ on_hand_qty: 149.5, bag_count: 2 });
    expect((await bags(2)).map((b) => [b.qty, b.copies, b.is_split])).toEqual([[100, 1, false], [49.5, 1, true]]);
  });

  it('refuses stock going negative, naming the group, and changes nothing', async () => {
    await apply([move(3, '10')]);
    const message = await refused([move(3, '-5', { kind: 'release' }), move(3, '-6', { kind: 'release' })]);
    expect(message).toContain('Not enough stock');
    expect(message).toContain('TEST-SUP-3');
    expect(await group(3)).toMatchObject({ on_hand_qty: 10 });
    expect((await bags(3)).map((b) => b.qty)).toEqual([10]);
  });

  it('refuses taking more than a bag holds and topping a bag over its package, naming the bag', async () => {
    await apply([move(4, '80', { mpq: '100' })]);
    const [bag] = await bags(4);
    expect(await refused([move(4, '-81', { kind: 'release', bag_id: bag.id })])).toContain(bag.bag_no);
    expect(await refused([move(4, '21', { kind: 'adjust', bag_id: bag.id })])).toMatch(new RegExp(`${bag.bag_no} would hold 101.*package of 100`));
    await apply([move(4, '20', { kind: 'adjust', bag_id: bag.id })]);
    expect((await bags(4))[0].qty).toBe(100);
  });

  it('keeps goods on the way apart from goods on hand', async () => {
    await apply([move(5, '40', { kind: 'on_way' })]);
    expect(await group(5)).toMatchObject({ on_hand_qty: 0, on_way_qty: 40 });
    expect(await refused([move(5, '-1', { kind: 'release' })])).toContain('Not enough stock');
  });

  it('refuses a bad quantity as a 400 naming the move', async () => {
    const err = (await apply([move(6, '1.2345')]).catch((e: unknown) => e)) as { status: number; errors: { field: string }[] };
    expect(err.status).toBe(400);
    expect(err.errors[0].field).toBe('moves.0.qty');
  });
  it('takes from many bags in one call (whole bag, whole copies, a copy split off, a bag split in place and taken again), journalled per piece', async () => {
    await apply([move(7, '500', { mpq: '100' }), move(7, '100', { mpq: '100' }), move(7, '100', { mpq: '100' }), move(8, '60', { mpq: '100' })]);
    const [five, one, other] = await bags(7);
    const [single] = await bags(8);
    const take = (n: number, bag: { id: number; bag_no: string }, qty: string): StockMove => move(n, qty, { kind: 'asn_ship', bag_id: bag.id, bag_no: bag.bag_no, ref_no: 'ASN-7' });
    // A refusal anywhere leaves every bag as it was.
    expect(await refused([take(7, five, '-200'), take(7, one, '-101')])).toContain(one.bag_no);
    expect((await bags(7)).map((b) => [b.qty, b.copies])).toEqual([[100, 5], [100, 1], [100, 1]]);
    await apply([take(7, five, '-230'), take(7, one, '-100'), take(8, single, '-20'), take(8, single, '-15'), take(7, other, '-40')]);
    // five: 2 whole copies leave, one is opened (70 stay in a new split bag); one: gone; other and single: split in place.
    expect((await bags(7)).map((b) => [b.id === five.id ? 'five' : b.id === other.id ? 'other' : 'new', b.qty, b.copies, b.is_split])).toEqual([
      ['five', 100, 2, false], ['other', 60, 1, true], ['new', 70, 1, true],
    ]);
    expect((await bags(8)).map((b) => [b.qty, b.copies, b.is_split])).toEqual([[25, 1, true]]);
    expect(await group(7)).toMatchObject({ on_hand_qty: 330, bag_count: 4 });
    expect(await group(8)).toMatchObject({ on_hand_qty: 25 });
    const history = await sql<{ bag_no: string; qty: string }>`select bag_no, qty from inventory_history where ref_no = 'ASN-7' order by id`.execute(s.database.db);
    expect(history.rows.map((h) => [h.bag_no, Number(h.qty)])).toEqual([
      [five.bag_no, -200], [five.bag_no, -30], [one.bag_no, -100], [single.bag_no, -20], [single.bag_no, -15], [other.bag_no, -40],
    ]);
  });

  it('names the bags a putting-back packs in its history, in order, and a later take in the same call finds them', async () => {
    await apply([move(9, '250', { kind: 'asn_return', mpq: '100', ref_no: 'RET-9' }), move(9, '30', { kind: 'asn_return', mpq: '50', ref_no: 'RET-9' }), move(9, '-120', { kind: 'release', ref_no: 'RET-9' })]);
    const history = await sql<{ bag_no: string; qty: string }>`select bag_no, qty from inventory_history where ref_no = 'RET-9' order by id`.execute(s.database.db);
    const made = history.rows.slice(0, 3).map((h) => h.bag_no);
    expect(history.rows.slice(0, 3).map((h) => Number(h.qty))).toEqual([200, 50, 30]);
    expect(new Set(made).size).toBe(3);
    expect(history.rows.slice(3).map((h) => [h.bag_no, Number(h.qty)])).toEqual([[made[0], -100], [made[0], -20]]);
    expect((await bags(9)).map((b) => [b.bag_no, b.qty, b.copies, b.is_split])).toEqual([
      [made[0], 80, 1, true], [made[1], 50, 1, false], [made[2], 30, 1, false],
    ]);
    expect(await group(9)).toMatchObject({ on_hand_qty: 160, bag_count: 3 });
  });
});
