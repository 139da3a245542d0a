// The price database's spreadsheet upload (POST /api/v2/price-database/upload): a good file writes
// every row; a bad row is a 400 naming the row, and nothing of the file is written.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestServer, type TestServer } from '../../../harness';
import { multipart, xlsxFile } from '../../master/upload';

const HEADER = ['MPN', 'Manufacturer code', 'Source type', 'Source', 'Unit price', 'Currency', 'Quantity', 'Quote date'];

describe.each(BACKENDS)('price database upload on %s', (backend) => {
  let s: TestServer;
  let op: string;
  beforeAll(async () => {
    s = await startTestServer(backend);
    op = await s.login('op');
  });
  afterAll(() => s.close());

  const upload = (rows: unknown[][], token = op) => s.call({ method: 'POST', url: '/api/v2/price-database/upload', token, ...multipart(xlsxFile([HEADER, ...rows])) });

  it('writes every row of a good file with exact prices', async () => {
    const before = await s.count('price_database');
    const res = await upload([
      ['lm358dr', 'TI', 'Broker offer', 'Test broker', '0.12345', 'USD', 5000, '2026-09-01'],
      ['STM32F103C8T6', 'ST', 'Distributor quote', 'Test distributor', 2.2, 'USD', 1000, '2026-09-02'],
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await s.count('price_database')).toBe(before + 2);
    const row = (await sql<{ mpn: string; unit_price: string; source_type: string }>`select mpn, unit_price::text as unit_price, source_type from price_database where source_name = 'Test broker'`.execute(s.database.db)).rows[0];
    expect(row).toEqual({ mpn: 'LM358DR', unit_price: '0.12345', source_type: 'broker_offer' });
  });

  it('refuses a file with a bad row, naming the row, and writes none of it', async () => {
    const before = await s.count('price_database');
    const res = await upload([
      ['OPA2333AIDR', 'TI', 'Distributor quote', 'Row two', 1.5, 'USD', 100, '2026-09-03'],
      ['OPA2333AIDR', 'TI', 'Distributor quote', 'Row three', -1, 'USD', 100, '2026-09-03'],
    ]);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toMatch(/Row 3/i);
    expect(await s.count('price_database')).toBe(before);
  });

  it('is open only to the price-database permission', async () => {
    const res = await upload([['X1', 'TI', 'Broker offer', 'Nobody', 1, 'USD', 1, '2026-09-03']], await s.login('viewer'));
    expect(res.status).toBe(403);
    expect((await s.call({ method: 'GET', url: '/api/v2/price-database', token: await s.login('viewer') })).status).toBe(403);
  });
});
