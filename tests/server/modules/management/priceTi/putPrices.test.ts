// putPrices, the entry price drafts use: a later start closes the open-ended price of the same key;
// any other overlap is a 400 naming the row, the MPN and the dates, and the whole batch is rolled back.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeTransaction } from '../../../../../server/db/retry';
import { ApiError } from '../../../../../server/http/errors';
import { putPrices, type PriceInput } from '../../../../../server/modules/management/priceTi/putPrices';
import { BACKENDS, startTestServer, type TestServer } from '../../../harness';

describe.each(BACKENDS)('putPrices on %s', (backend) => {
  let s: TestServer;
  let material: number;
  let mpn: string;
  let userId: number;
  beforeAll(async () => {
    s = await startTestServer(backend);
    ({ id: material, mpn } = (await sql<{ id: number; mpn: string }>`select id::int as id, mpn from material order by id limit 1`.execute(s.database.db)).rows[0]);
    userId = (await sql<{ id: number }>`select id::int as id from users where name = 'op'`.execute(s.database.db)).rows[0].id;
  });
  afterAll(() => s.close());

  const price = (over: Partial<PriceInput>): PriceInput => ({
    material_id: material, end_customer_id: null, cpn: 'PUT-TEST', currency: 'USD', dbp: '0.100000', quote_price: '0.125', srp: null, moq: '1000',
    valid_from: '2031-01-01', valid_to: null, ...over,
  });
  const put = (rows: PriceInput[]) => writeTransaction(s.database.db, (trx) => putPrices(trx, rows, userId));
  const periods = async () =>
    (await sql<{ f: string; t: string | null; q: string }>`select valid_from::text as f, valid_to::text as t, quote_price::text as q from price_ti
      where material_id = ${material} and cpn = 'PUT-TEST' order by valid_from`.execute(s.database.db)).rows;
  const refusal = async (rows: PriceInput[]) => {
    const err = await put(rows).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(400);
    return (err as ApiError).message;
  };

  it('supersedes an open-ended price: the new start closes the old one the day before', async () => {
    expect(await put([price({})])).toEqual({ inserted: 1, closed: 0 });
    expect(await put([price({ valid_from: '2031-07-01', quote_price: '0.12' })])).toEqual({ inserted: 1, closed: 1 });
    expect(await periods()).toEqual([
      { f: '2031-01-01', t: '2031-06-30', q: '0.125000' },
      { f: '2031-07-01', t: null, q: '0.120000' },
    ]);
    const who = await sql<{ c: string; u: string }>`select created_by as c, updated_by as u from price_ti where cpn = 'PUT-TEST' order by valid_from limit 1`.execute(s.database.db);
    expect(who.rows[0]).toEqual({ c: 'op', u: 'op' });
  });

  it('refuses any other overlap, naming the row, MPN and period, and writes nothing of the batch', async () => {
    const before = await periods();
    const message = await refusal([price({ valid_from: '2032-01-01', cpn: 'OTHER' }), price({ valid_from: '2031-03-01', valid_to: '2031-04-30' })]);
    expect(message).toBe(`Row 2: overlaps the price of ${mpn} (EC any, CPN PUT-TEST) valid 2031-01-01 to 2031-06-30`);
    // A closed period does not give way either, and a start on the open one's own start day is a clash.
    expect(await refusal([price({ valid_from: '2031-07-01' })])).toMatch(/^Row 1: .* valid 2031-07-01 to open$/);
    expect(await periods()).toEqual(before);
    expect((await sql<{ n: number }>`select count(*)::int as n from price_ti where cpn = 'OTHER'`.execute(s.database.db)).rows[0].n).toBe(0);
  });

  it('keeps other keys apart: another currency or the FB variant is its own period', async () => {
    expect(await put([price({ currency: 'CNY', valid_from: '2031-03-01' }), price({ fb: true, valid_from: '2031-03-01' })])).toEqual({ inserted: 2, closed: 0 });
  });

  it('lets one of two concurrent overlapping puts win; the other is refused naming the overlap', async () => {
    const a = price({ cpn: 'RACE', valid_from: '2033-01-01', valid_to: '2033-06-30' });
    const b = price({ cpn: 'RACE', valid_from: '2033-03-01', valid_to: '2033-09-30', quote_price: '0.2' });
    const results = await Promise.allSettled([put([a]), put([b])]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const lost = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect([(lost.reason as ApiError).status, (lost.reason as ApiError).message]).toEqual([400, expect.stringMatching(/^Row 1: overlaps the price of .* \(EC any, CPN RACE\)/)]);
    expect((await sql<{ n: number }>`select count(*)::int as n from price_ti where cpn = 'RACE'`.execute(s.database.db)).rows[0].n).toBe(1);
  });

  it('refuses bad input naming the row and field', async () => {
    expect(await refusal([price({ valid_from: '2040-01-01' }), price({ quote_price: '1.1234567' })])).toMatch(/^Row 2: quote_price /);
    expect(await refusal([price({ valid_from: '2031-02-30' })])).toMatch(/^Row 1: valid_from /);
    expect(await refusal([price({ valid_from: '2041-01-01', valid_to: '2040-01-01' })])).toMatch(/^Row 1: valid_to /);
    expect(await refusal([price({ material_id: 99999999, valid_from: '2041-01-01' })])).toMatch(/^Row 1: material #99999999/);
  });
});
